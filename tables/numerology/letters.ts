// Letter tables of the two numerology systems (astrology-rules.md 8.1).
import { deepFreeze } from '../freeze.ts';

export type NumerologySystem = 'pythagorean' | 'chaldean';

/** Canonical order: responses list systems in this order whatever order the request used. */
export const NUMEROLOGY_SYSTEMS: readonly NumerologySystem[] = deepFreeze(['pythagorean', 'chaldean'] as const);

export const MASTER_NUMBERS: readonly number[] = deepFreeze([11, 22, 33]);

/**
 * Pythagorean: A-Z cycle through 1-9 (numerologybase.com, numrolab.com).
 * Chaldean (Cheiro): 1-8, no letter is 9; X = 5 as in the three charts that agree (numrolab.com,
 * aboutnumerology.com, numerologybase.com), not the minority X = 6.
 */
export const LETTER_VALUES: Readonly<Record<NumerologySystem, Readonly<Record<string, number>>>> = deepFreeze({
  pythagorean: {
    A: 1,
    B: 2,
    C: 3,
    D: 4,
    E: 5,
    F: 6,
    G: 7,
    H: 8,
    I: 9,
    J: 1,
    K: 2,
    L: 3,
    M: 4,
    N: 5,
    O: 6,
    P: 7,
    Q: 8,
    R: 9,
    S: 1,
    T: 2,
    U: 3,
    V: 4,
    W: 5,
    X: 6,
    Y: 7,
    Z: 8,
  },
  chaldean: {
    A: 1,
    B: 2,
    C: 3,
    D: 4,
    E: 5,
    F: 8,
    G: 3,
    H: 5,
    I: 1,
    J: 1,
    K: 2,
    L: 3,
    M: 4,
    N: 5,
    O: 7,
    P: 8,
    Q: 1,
    R: 2,
    S: 3,
    T: 4,
    U: 6,
    V: 6,
    W: 6,
    X: 5,
    Y: 1,
    Z: 7,
  },
});

/** Always vowels. Y is decided by its neighbours (engine/numerology/letters.ts); W is always a consonant. */
export const PLAIN_VOWELS = 'AEIOU';
export const CONDITIONAL_VOWEL = 'Y';
