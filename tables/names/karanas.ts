import { deepFreeze, type DisplayName } from './types.ts';

export interface Karana extends DisplayName {
  readonly key: string;
  /** movable (chara) karanas repeat through the month; fixed (sthira) ones occur once. */
  readonly kind: 'movable' | 'fixed';
}

// Drik spellings (panchang-rules.md 2.1): Garaja, Nagava, Kinstughna. Hindi per astrology-rules.md
// 1.6 (Drik's Hindi pages write गर and नाग for Garaja and Nagava).
export const KARANAS: readonly Karana[] = deepFreeze([
  { key: 'bava', en: 'Bava', hi: 'बव', kind: 'movable' },
  { key: 'balava', en: 'Balava', hi: 'बालव', kind: 'movable' },
  { key: 'kaulava', en: 'Kaulava', hi: 'कौलव', kind: 'movable' },
  { key: 'taitila', en: 'Taitila', hi: 'तैतिल', kind: 'movable' },
  { key: 'garaja', en: 'Garaja', hi: 'गर', kind: 'movable' },
  { key: 'vanija', en: 'Vanija', hi: 'वणिज', kind: 'movable' },
  { key: 'vishti', en: 'Vishti', hi: 'विष्टि', kind: 'movable' },
  { key: 'shakuni', en: 'Shakuni', hi: 'शकुनि', kind: 'fixed' },
  { key: 'chatushpada', en: 'Chatushpada', hi: 'चतुष्पद', kind: 'fixed' },
  { key: 'nagava', en: 'Nagava', hi: 'नाग', kind: 'fixed' },
  { key: 'kinstughna', en: 'Kinstughna', hi: 'किंस्तुघ्न', kind: 'fixed' },
]);

const KARANAS_PER_LUNAR_MONTH = 60;
const MOVABLE_COUNT = 7;

/**
 * The four fixed karanas sit around the new moon: Kinstughna is the first half of Shukla
 * Pratipada (k0 0), and Shakuni, Chatushpada, Nagava close Krishna Chaturdashi and Amavasya (57..59).
 */
const FIXED_AT_INDEX: ReadonlyMap<number, Karana> = new Map([
  [0, KARANAS[10]],
  [57, KARANAS[7]],
  [58, KARANAS[8]],
  [59, KARANAS[9]],
]);

/**
 * Karana for k0 = floor(elongation / 6°), 0..59 (panchang-rules.md 2.1). The 56 half-tithis
 * between the fixed ones cycle through the seven movable karanas, Bava first at k0 = 1.
 */
export function karanaOfIndex(k0: number): Karana {
  if (!Number.isInteger(k0) || k0 < 0 || k0 >= KARANAS_PER_LUNAR_MONTH) {
    throw new RangeError(`karana index must be an integer 0..59, got ${k0}`);
  }
  return FIXED_AT_INDEX.get(k0) ?? KARANAS[(k0 - 1) % MOVABLE_COUNT];
}
