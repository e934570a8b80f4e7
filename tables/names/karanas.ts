import { bilingual } from './bilingual.ts';
import { KARANA_KEYS, type KaranaKey } from './keys.ts';
import { deepFreeze, type DisplayName } from './types.ts';

export interface Karana extends DisplayName {
  readonly key: KaranaKey;
  /** movable (chara) karanas repeat through the month; fixed (sthira) ones occur once. */
  readonly kind: 'movable' | 'fixed';
}

const MOVABLE_COUNT = 7;

// The first seven karanas move through the month; the last four are fixed (keys.ts order).
export const KARANAS: readonly Karana[] = deepFreeze(
  KARANA_KEYS.map(
    (key, i) => ({ key, ...bilingual('karana', key), kind: i < MOVABLE_COUNT ? 'movable' : 'fixed' }) as Karana,
  ),
);

const KARANAS_PER_LUNAR_MONTH = 60;

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
