// Letter values, the vowel/consonant split and the name totals of one system.
import {
  CONDITIONAL_VOWEL,
  LETTER_VALUES,
  PLAIN_VOWELS,
  type NumerologySystem,
} from '../../tables/numerology/letters.ts';
import type { NormalizedName } from './types.ts';

export type LetterKind = 'vowel' | 'consonant';

export interface LetterTrace {
  readonly letter: string;
  readonly value: number;
  readonly kind: LetterKind;
}

export interface NameTotals {
  readonly all: number;
  readonly vowels: number;
  readonly consonants: number;
}

function isPlainVowel(ch: string | undefined): boolean {
  return ch !== undefined && PLAIN_VOWELS.includes(ch);
}

/**
 * Y is a vowel unless a plain vowel stands beside it in the same word (astrology-rules.md 8.3
 * DEFAULT): LYNN, MARY, YVONNE read Y as a vowel; YASMIN, MURRAY, GAYLE as a consonant. The
 * phonetic rule needs a dictionary; this one is deterministic and agrees on most names.
 */
export function letterKind(word: string, index: number): LetterKind {
  const ch = word[index];
  if (isPlainVowel(ch)) return 'vowel';
  if (ch !== CONDITIONAL_VOWEL) return 'consonant';
  return isPlainVowel(word[index - 1]) || isPlainVowel(word[index + 1]) ? 'consonant' : 'vowel';
}

export function letterValue(system: NumerologySystem, letter: string): number {
  const value = LETTER_VALUES[system][letter];
  if (value === undefined) throw new RangeError(`not an A-Z letter: ${letter}`);
  return value;
}

export function nameTotals(system: NumerologySystem, name: NormalizedName): NameTotals {
  const table = LETTER_VALUES[system];
  let vowels = 0;
  let consonants = 0;
  for (const word of name.words) {
    for (let i = 0; i < word.length; i++) {
      const value = table[word[i]];
      if (letterKind(word, i) === 'vowel') vowels += value;
      else consonants += value;
    }
  }
  return { all: vowels + consonants, vowels, consonants };
}

/** Per-word letters with their values: the `include_calculations` trace. */
export function letterTrace(system: NumerologySystem, name: NormalizedName): LetterTrace[][] {
  return name.words.map((word) =>
    [...word].map((letter, i) => ({ letter, value: letterValue(system, letter), kind: letterKind(word, i) })),
  );
}
