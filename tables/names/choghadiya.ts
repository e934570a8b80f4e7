import { bilingual } from './bilingual.ts';
import { CHOGHADIYA_KEYS, type ChoghadiyaKey, type ChoghadiyaQualityKey } from './keys.ts';
import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export type ChoghadiyaType = ChoghadiyaKey;

export interface ChoghadiyaKind extends DisplayName {
  readonly key: ChoghadiyaType;
  /** `en` is one of the panchang seed's `quality` values. */
  readonly quality: DisplayName;
  readonly qualityKey: ChoghadiyaQualityKey;
  /** Each kind is ruled by a graha; the day and night sequences follow these lords in hora order. */
  readonly lord: GrahaKey;
}

// `en` is exactly the seed's choghadiya `type` value. Lords per panchang-rules.md 5. The quality
// mapping is the reference's suggestion (Drik's exact wording is unverified), constrained to the
// five words the seed allows: Char is good only for travel, hence Neutral.
const KIND_TRAITS: Readonly<Record<ChoghadiyaType, { quality: ChoghadiyaQualityKey; lord: GrahaKey }>> = {
  amrit: { quality: 'very_auspicious', lord: 'chandra' },
  shubh: { quality: 'auspicious', lord: 'guru' },
  labh: { quality: 'beneficial', lord: 'budha' },
  char: { quality: 'neutral', lord: 'shukra' },
  rog: { quality: 'inauspicious', lord: 'mangal' },
  kaal: { quality: 'inauspicious', lord: 'shani' },
  udveg: { quality: 'inauspicious', lord: 'surya' },
};

export const CHOGHADIYA_KINDS: Readonly<Record<ChoghadiyaType, ChoghadiyaKind>> = deepFreeze(
  Object.fromEntries(
    CHOGHADIYA_KEYS.map((key) => {
      const { quality, lord } = KIND_TRAITS[key];
      const kind: ChoghadiyaKind = {
        key,
        ...bilingual('choghadiya', key),
        quality: bilingual('choghadiya_quality', quality),
        qualityKey: quality,
        lord,
      };
      return [key, kind];
    }),
  ) as Record<ChoghadiyaType, ChoghadiyaKind>,
);

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
