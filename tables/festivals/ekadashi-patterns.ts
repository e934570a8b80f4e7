// Ekadashi fasting days from the tithis at three successive sunrises (paksha tithi 1..15) starting on day d:
// jyotisha `applier/tithi_festival.py` `assign_ekaadashii_vratam` (festival-rules.md 1.1). The Smarta (grihastha)
// day is d + smartaOffset. The Vaishnava day is d + vaishnavaOffset, or d + vaishnavaOffsetIfDashamiViddha when
// Dashami still runs at arunodaya (96 min before sunrise) of the Smarta day, which Vaishnavas reject.
import { deepFreeze } from '../freeze.ts';

export interface EkadashiPattern {
  readonly sunriseTithis: readonly [number, number, number];
  readonly smartaOffset: number;
  readonly vaishnavaOffset: number;
  readonly vaishnavaOffsetIfDashamiViddha: number;
}

const pattern = (
  sunriseTithis: [number, number, number],
  smartaOffset: number,
  vaishnavaOffset: number,
  viddha: number,
): EkadashiPattern => ({ sunriseTithis, smartaOffset, vaishnavaOffset, vaishnavaOffsetIfDashamiViddha: viddha });

export const EKADASHI_PATTERNS: readonly EkadashiPattern[] = deepFreeze([
  // Ekadashi at two sunrises, or kshaya with Dwadashi at two: fast on the second day; Vaishnavas a day later if viddha.
  pattern([11, 11, 12], 1, 1, 2),
  pattern([10, 12, 12], 1, 1, 2),
  // Ekadashi at one sunrise (or kshaya) followed by a normal Dwadashi: Vaishnavas keep the day only if it is pure.
  pattern([11, 12, 13], 0, 0, 1),
  pattern([11, 12, 14], 0, 0, 1),
  pattern([10, 12, 13], 0, 1, 1),
  pattern([11, 12, 12], 0, 1, 1),
  // Dwadashi lost at sunrise: householders fast a day early, Vaishnavas (and ascetics) on the Ekadashi-sunrise day.
  pattern([10, 11, 13], 0, 1, 1),
  pattern([11, 11, 13], 0, 1, 1),
]);
