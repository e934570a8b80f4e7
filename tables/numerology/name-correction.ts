// Name correction is practice, not a fixed rule (astrology-rules.md 8.7): the engine searches
// spellings under the edits listed here and reports which reach the target. These tables are the
// heuristic's whole knowledge; change them here, not in code.
import { deepFreeze } from '../freeze.ts';

export type NameEditKind = 'double_letter' | 'undouble_letter' | 'append_vowel' | 'add_aspirate_h';

export interface NameEditRule {
  readonly kind: NameEditKind;
  readonly description: string;
}

// The edits Indian name correction commonly uses: doubled letters (Rahull, Aarav), a dropped double,
// a final vowel (Arjuna), and the romanized aspirate H (Sumith, Vikash) which keeps the sound.
export const NAME_EDIT_RULES: readonly NameEditRule[] = deepFreeze([
  { kind: 'double_letter', description: 'write one letter twice' },
  { kind: 'undouble_letter', description: 'write a doubled letter once' },
  { kind: 'append_vowel', description: 'add a vowel after a final consonant' },
  { kind: 'add_aspirate_h', description: 'add H after a consonant that romanizes an aspirate' },
]);

export const APPENDABLE_VOWELS: readonly string[] = deepFreeze(['A', 'E']);

/** Consonants after which Indian romanizations write an aspirate H (bh, ch, dh, gh, jh, kh, ph, sh, th). */
export const ASPIRABLE_CONSONANTS: readonly string[] = deepFreeze(['B', 'C', 'D', 'G', 'J', 'K', 'P', 'S', 'T']);

/** Compound totals Cheiro reads as unlucky, commonly cited; variants reaching them are flagged, not dropped. */
export const CAUTION_COMPOUNDS: readonly number[] = deepFreeze([16, 18, 26, 28, 29, 35, 38, 43, 44, 48]);

export type NameTargetCategory = 'birth_friendly' | 'moolank' | 'bhagyank' | 'master';

/**
 * Named target sets. The first three need the date of birth: birth_friendly is the reference's
 * default target (Moolank, Bhagyank, and the numbers whose planet both of theirs see as a friend).
 */
export const NAME_TARGET_CATEGORIES: Readonly<Record<NameTargetCategory, { readonly needs_date_of_birth: boolean }>> =
  deepFreeze({
    birth_friendly: { needs_date_of_birth: true },
    moolank: { needs_date_of_birth: true },
    bhagyank: { needs_date_of_birth: true },
    master: { needs_date_of_birth: false },
  });

export const NAME_CORRECTION_LIMITS = deepFreeze({
  max_edits: { min: 1, max: 2, default: 2 },
  max_suggestions: { min: 1, max: 50, default: 10 },
});
