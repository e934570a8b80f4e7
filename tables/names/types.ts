// Shared shapes of the name tables. Machine keys are stable English snake_case and never
// translated (seed 000, "Localization"); only the display strings vary with the language.

export type Lang = 'en' | 'hi';
export const LANGS: readonly Lang[] = Object.freeze(['en', 'hi'] as const);

export interface DisplayName {
  readonly en: string;
  readonly hi: string;
}

/** Graha keys in the classical order Surya..Ketu (astrology-rules.md index 0..8). */
export type GrahaKey = 'surya' | 'chandra' | 'mangal' | 'budha' | 'guru' | 'shukra' | 'shani' | 'rahu' | 'ketu';

export function displayName(n: DisplayName, lang: Lang): string {
  return n[lang];
}

export { deepFreeze } from '../freeze.ts';
