import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export type ChoghadiyaType = 'amrit' | 'shubh' | 'labh' | 'char' | 'rog' | 'kaal' | 'udveg';

export interface ChoghadiyaKind extends DisplayName {
  readonly key: ChoghadiyaType;
  /** `en` is one of the panchang seed's `quality` values. */
  readonly quality: DisplayName;
  /** Each kind is ruled by a graha; the day and night sequences follow these lords in hora order. */
  readonly lord: GrahaKey;
}

const VERY_AUSPICIOUS: DisplayName = { en: 'Very Auspicious', hi: 'अति शुभ' };
const AUSPICIOUS: DisplayName = { en: 'Auspicious', hi: 'शुभ' };
const BENEFICIAL: DisplayName = { en: 'Beneficial', hi: 'लाभदायक' };
const NEUTRAL: DisplayName = { en: 'Neutral', hi: 'सामान्य' };
const INAUSPICIOUS: DisplayName = { en: 'Inauspicious', hi: 'अशुभ' };

// `en` is exactly the seed's choghadiya `type` value. Lords per panchang-rules.md 5. The quality
// mapping is the reference's suggestion (Drik's exact wording is unverified), constrained to the
// five words the seed allows: Char is good only for travel, hence Neutral.
export const CHOGHADIYA_KINDS: Readonly<Record<ChoghadiyaType, ChoghadiyaKind>> = deepFreeze({
  amrit: { key: 'amrit', en: 'Amrit', hi: 'अमृत', quality: VERY_AUSPICIOUS, lord: 'chandra' },
  shubh: { key: 'shubh', en: 'Shubh', hi: 'शुभ', quality: AUSPICIOUS, lord: 'guru' },
  labh: { key: 'labh', en: 'Labh', hi: 'लाभ', quality: BENEFICIAL, lord: 'budha' },
  char: { key: 'char', en: 'Char', hi: 'चर', quality: NEUTRAL, lord: 'shukra' },
  rog: { key: 'rog', en: 'Rog', hi: 'रोग', quality: INAUSPICIOUS, lord: 'mangal' },
  kaal: { key: 'kaal', en: 'Kaal', hi: 'काल', quality: INAUSPICIOUS, lord: 'shani' },
  udveg: { key: 'udveg', en: 'Udveg', hi: 'उद्वेग', quality: INAUSPICIOUS, lord: 'surya' },
});

// Slot order of the 8 day (sunrise..sunset) and 8 night (sunset..next sunrise) choghadiyas, by
// Hindu weekday (index 0 = Sunday; the night belongs to the weekday of the preceding sunrise).
// Source: panchang-rules.md 5, which decodes PyJHora's gauri_choghadiya tables and checks Monday
// against bestastroguru.com. Rule behind them (verified in names.test.ts): the day starts with the
// kind of the weekday's lord and steps forward in hora order Udveg, Char, Labh, Amrit, Kaal, Shubh,
// Rog (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars), so Shubh comes before Rog; ishubhamx's
// table swaps those two and is wrong (reference section 10). The night starts with the kind of the
// lord four weekdays ahead and steps back two in the same order. Slot 8 repeats slot 1 in both.
export const CHOGHADIYA_DAY_SEQUENCE: readonly (readonly ChoghadiyaType[])[] = deepFreeze([
  ['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg'],
  ['amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char', 'labh', 'amrit'],
  ['rog', 'udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog'],
  ['labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char', 'labh'],
  ['shubh', 'rog', 'udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh'],
  ['char', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char'],
  ['kaal', 'shubh', 'rog', 'udveg', 'char', 'labh', 'amrit', 'kaal'],
]);

export const CHOGHADIYA_NIGHT_SEQUENCE: readonly (readonly ChoghadiyaType[])[] = deepFreeze([
  ['shubh', 'amrit', 'char', 'rog', 'kaal', 'labh', 'udveg', 'shubh'],
  ['char', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char'],
  ['kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char', 'rog', 'kaal'],
  ['udveg', 'shubh', 'amrit', 'char', 'rog', 'kaal', 'labh', 'udveg'],
  ['amrit', 'char', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit'],
  ['rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char', 'rog'],
  ['labh', 'udveg', 'shubh', 'amrit', 'char', 'rog', 'kaal', 'labh'],
]);
