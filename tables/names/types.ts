// Shared shapes of the name tables. Machine keys are stable English snake_case and never
// translated (seed 000, "Localization"); only the display strings vary with the language.

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

/** The languages prose (rashifal, predictions, notes) is written in; every other language reads it in English. */
export type ProseLang = 'en' | 'hi';
export const PROSE_LANGS: readonly ProseLang[] = Object.freeze(['en', 'hi'] as const);

/** The prose language a request in `lang` is answered in: itself when the prose exists, else English. */
export const proseLangOf = (lang: Lang): ProseLang => (lang === 'hi' ? 'hi' : 'en');

/** A text written in both prose languages (phrases, notes); names of things come from the name books instead. */
export interface DisplayName {
  readonly en: string;
  readonly hi: string;
}

/** Graha keys in the classical order Surya..Ketu (astrology-rules.md index 0..8). */
export type GrahaKey = 'surya' | 'chandra' | 'mangal' | 'budha' | 'guru' | 'shukra' | 'shani' | 'rahu' | 'ketu';

export function displayName(n: DisplayName, lang: ProseLang): string {
  return n[lang];
}

export { deepFreeze } from '../freeze.ts';
