// Shared shapes of the name tables. Machine keys are stable English snake_case and never
// translated (seed 000, "Localization"); only the display strings vary with the language.

import { PROSE_BOOKS } from '../prose/books/index.ts';

/**
 * The eleven display languages: English, Hindi, Tamil, Telugu, Kannada, Malayalam, Bengali, Marathi, Gujarati, Odia
 * (issue 29) and Nepali (issue 39).
 */
export type Lang = 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'bn' | 'mr' | 'gu' | 'or' | 'ne';
export const LANGS: readonly Lang[] = Object.freeze([
  'en',
  'hi',
  'ta',
  'te',
  'kn',
  'ml',
  'bn',
  'mr',
  'gu',
  'or',
  'ne',
] as const);

/** The two languages every phrase table is written in; the other prose languages have books (tables/prose). */
export type BilingualLang = 'en' | 'hi';

/**
 * The language the engine writes an answer in: names from the name books, prose from the phrase tables or the
 * prose books. Every display language is one; `PROSE_LANGS` says which have their prose yet.
 */
export type ProseLang = Lang;

/** The languages whose prose exists: English, Hindi and those with a book. */
export const PROSE_LANGS: readonly Lang[] = Object.freeze(
  LANGS.filter((lang) => lang === 'en' || lang === 'hi' || PROSE_BOOKS[lang] !== undefined),
);

/** The prose language a request in `lang` is answered in: itself when the prose exists, else English. */
export const proseLangOf = (lang: Lang): Lang => (PROSE_LANGS.includes(lang) ? lang : 'en');

/** A text written in both prose languages (phrases, notes); names of things come from the name books instead. */
export interface DisplayName {
  readonly en: string;
  readonly hi: string;
}

/** Graha keys in the classical order Surya..Ketu (astrology-rules.md index 0..8). */
export type GrahaKey = 'surya' | 'chandra' | 'mangal' | 'budha' | 'guru' | 'shukra' | 'shani' | 'rahu' | 'ketu';

export function displayName(n: DisplayName, lang: BilingualLang): string {
  return n[lang];
}

export { deepFreeze } from '../freeze.ts';
