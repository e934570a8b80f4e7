/**
 * Daily muhurta layers as data (issue #30). Weekday index 0 = Sunday (the Hindu, sunrise-to-sunrise weekday);
 * nakshatras 1-27 (1 = Ashwini), tithis 1-30 (16 = Krishna Pratipada), rashis 1-12.
 */
import { CLASSICAL_GRAHAS, type ClassicalGraha } from '../jyotish/grahas.ts';
import type { TARA_KEYS } from '../names/keys.ts';
import { deepFreeze, type GrahaKey } from '../names/types.ts';

export type TaraKey = (typeof TARA_KEYS)[number];

/**
 * Hora lords in the Chaldean order as horas follow one another (each hora's lord is the next slower-to-faster
 * planet: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars). Brihat Parashara Hora Shastra / Surya Siddhanta
 * 12.78-79 (the lord of the first hora names the weekday); the same order panchang-rules.md 5 uses for choghadiya.
 */
export const HORA_ORDER: readonly GrahaKey[] = deepFreeze([
  'surya',
  'shukra',
  'budha',
  'chandra',
  'shani',
  'guru',
  'mangal',
]);
/** The vara lords, Sunday first (the first hora of each Hindu day): the classical grahas are listed in weekday order. */
export const VARA_LORD: readonly ClassicalGraha[] = CLASSICAL_GRAHAS;
/** 12 day horas (sunrise..sunset) and 12 night horas (sunset..next sunrise), unequal as Drik prints them. */
export const HORAS_PER_HALF = 12;

export type SpecialYogaKey =
  | 'sarvartha_siddhi'
  | 'amrita_siddhi'
  | 'siddha'
  | 'ravi_yoga'
  | 'guru_pushya'
  | 'ravi_pushya'
  | 'dwipushkar'
  | 'tripushkar';

/** Display names are in the name books (tables/names, section `special_yoga`). */
export interface SpecialYogaRule {
  readonly key: SpecialYogaKey;
  /** A display field (issue 44): English and Hindi here, every other language in the prose books (tables/prose). */
  readonly source: { readonly en: string; readonly hi: string };
}

export const SPECIAL_YOGAS: Readonly<Record<SpecialYogaKey, SpecialYogaRule>> = deepFreeze({
  sarvartha_siddhi: {
    key: 'sarvartha_siddhi',
    source: {
      en: 'Muhurta Chintamani 1 (vara-nakshatra yogas); weekday table of panchang-rules.md 4.4, PyJHora column',
      hi: 'मुहूर्त चिन्तामणि, अध्याय 1 (वार-नक्षत्र योग); पंचांगों में छपी वार के अनुसार नक्षत्रों की तालिका',
    },
  },
  amrita_siddhi: {
    key: 'amrita_siddhi',
    source: {
      en: 'Muhurta Chintamani 1; panchang-rules.md 4.4 (PyJHora and ishubhamx agree, Drik checked)',
      hi: 'मुहूर्त चिन्तामणि, अध्याय 1; दृक् पंचांग से मिलाया गया',
    },
  },
  siddha: {
    key: 'siddha',
    source: {
      en: 'Muhurta Chintamani 1 (vara-tithi yogas): Fri Nanda, Wed Bhadra, Tue Jaya, Sat Rikta, Thu Purna',
      hi: 'मुहूर्त चिन्तामणि, अध्याय 1 (वार-तिथि योग): शुक्रवार को नन्दा, बुधवार को भद्रा, मंगलवार को जया, शनिवार को रिक्ता, गुरुवार को पूर्णा तिथि',
    },
  },
  ravi_yoga: {
    key: 'ravi_yoga',
    source: {
      en: "Muhurta Chintamani 1: the Moon's nakshatra 4, 6, 9, 10, 13 or 20 counted from the Sun's",
      hi: 'मुहूर्त चिन्तामणि, अध्याय 1: सूर्य के नक्षत्र से गिनने पर चन्द्रमा का नक्षत्र 4, 6, 9, 10, 13 या 20वाँ हो',
    },
  },
  guru_pushya: {
    key: 'guru_pushya',
    source: {
      en: 'Muhurta Chintamani 1: Thursday with Pushya; Drik prints the overlap with the Hindu day (rules 4.4)',
      hi: 'मुहूर्त चिन्तामणि, अध्याय 1: गुरुवार के दिन पुष्य नक्षत्र; दृक् पंचांग हिन्दू दिन के साथ इसका मेल छापता है',
    },
  },
  ravi_pushya: {
    key: 'ravi_pushya',
    source: {
      en: 'Muhurta Chintamani 1: Sunday with Pushya; Drik prints the overlap with the Hindu day (rules 4.4)',
      hi: 'मुहूर्त चिन्तामणि, अध्याय 1: रविवार के दिन पुष्य नक्षत्र; दृक् पंचांग हिन्दू दिन के साथ इसका मेल छापता है',
    },
  },
  dwipushkar: {
    key: 'dwipushkar',
    source: {
      en: 'Muhurta Chintamani 1: Bhadra tithi, Sun/Tue/Sat, a dwipada nakshatra (Mrigashirsha, Chitra, Dhanishta)',
      hi: 'मुहूर्त चिन्तामणि, अध्याय 1: भद्रा तिथि, रविवार/मंगलवार/शनिवार, द्विपाद नक्षत्र (मृगशिरा, चित्रा, धनिष्ठा)',
    },
  },
  tripushkar: {
    key: 'tripushkar',
    source: {
      en: 'Muhurta Chintamani 1: Bhadra tithi, Sun/Tue/Sat, a tripada nakshatra (Krittika, Punarvasu, U.Phalguni, Vishakha, U.Ashadha, P.Bhadrapada)',
      hi: 'मुहूर्त चिन्तामणि, अध्याय 1: भद्रा तिथि, रविवार/मंगलवार/शनिवार, त्रिपाद नक्षत्र (कृत्तिका, पुनर्वसु, उत्तरा फाल्गुनी, विशाखा, उत्तराषाढ़ा, पूर्वा भाद्रपद)',
    },
  },
});

/** Sarvartha Siddhi: nakshatras per weekday (panchang-rules.md 4.4, the PyJHora column; Drik confirms Thursday). */
export const SARVARTHA_SIDDHI_NAKSHATRAS: readonly (readonly number[])[] = deepFreeze([
  [13, 19, 21, 12, 26, 1, 8],
  [22, 4, 5, 8, 17],
  [1, 26, 3, 9],
  [4, 17, 13, 3, 5],
  [27, 17, 1, 7, 8],
  [27, 17, 1, 7, 22],
  [22, 4, 15],
]);

/** Siddha yoga: the tithi group per weekday (Nanda 1/6/11, Bhadra 2/7/12, Jaya 3/8/13, Rikta 4/9/14, Purna 5/10/15). */
export const SIDDHA_TITHI_GROUP: readonly (number | null)[] = deepFreeze([null, null, 3, 2, 5, 1, 4]);
/** Ravi yoga: counts (1-based) of the Moon's nakshatra from the Sun's. */
export const RAVI_YOGA_COUNTS: readonly number[] = deepFreeze([4, 6, 9, 10, 13, 20]);
export const PUSHYA = 8;
export const PUSHKAR_WEEKDAYS: readonly number[] = deepFreeze([0, 2, 6]);
export const BHADRA_GROUP = 2;
export const DWIPADA_NAKSHATRAS: readonly number[] = deepFreeze([5, 14, 23]);
export const TRIPADA_NAKSHATRAS: readonly number[] = deepFreeze([3, 7, 12, 16, 21, 25]);

/**
 * Panchaka: the Moon in Kumbha and Meena, i.e. from Dhanishta's second half (300°) to the end of Revati. Its kind
 * follows the vara it begins on (Muhurta Chintamani 6 / the North Indian almanac convention Drik follows):
 * Sunday Roga, Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu; Wednesday and Thursday carry no name.
 */
export const PANCHAKA_MOON_RASHIS: readonly number[] = deepFreeze([11, 12]);
export type PanchakaKind = 'roga' | 'raja' | 'agni' | 'chora' | 'mrityu' | 'dosha_rahita';
export const PANCHAKA_KIND_BY_WEEKDAY: readonly PanchakaKind[] = deepFreeze([
  'roga',
  'raja',
  'agni',
  'dosha_rahita',
  'dosha_rahita',
  'chora',
  'mrityu',
]);

/** Ganda moola: the nakshatras at the junctions of water and fire signs (Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati). */
export const GANDA_MOOLA_NAKSHATRAS: readonly number[] = deepFreeze([1, 9, 10, 18, 19, 27]);

export type GowriKey = 'uthi' | 'amirdha' | 'rogam' | 'labam' | 'dhanam' | 'sugam' | 'soram' | 'visham';
/** Display names are in the name books (section `gowri`). */
export interface GowriKind {
  readonly key: GowriKey;
  readonly good: boolean;
}
/** Gowri kinds; Rogam, Soram and Visham are the bad ones (hindu-blog.com "What is Gauri Panchang"). */
export const GOWRI_KINDS: Readonly<Record<GowriKey, GowriKind>> = deepFreeze({
  uthi: { key: 'uthi', good: true },
  amirdha: { key: 'amirdha', good: true },
  rogam: { key: 'rogam', good: false },
  labam: { key: 'labam', good: true },
  dhanam: { key: 'dhanam', good: true },
  sugam: { key: 'sugam', good: true },
  soram: { key: 'soram', good: false },
  visham: { key: 'visham', good: false },
});
/**
 * Day Gowri: the seven vara lords from the weekday's own (Sun Uthi, Moon Amirdha, Mars Rogam, Mercury Labam,
 * Jupiter Dhanam, Venus Sugam, Saturn Soram) with Visham in the Rahu Kaal eighth (sanjayprabhakaran.blogspot.com
 * "Gowri Panchangam", 2014; matches hindu-blog.com's printed Sunday and Monday day tables).
 */
export const GOWRI_OF_LORD: Readonly<Record<ClassicalGraha, GowriKey>> = deepFreeze({
  surya: 'uthi',
  chandra: 'amirdha',
  mangal: 'rogam',
  budha: 'labam',
  guru: 'dhanam',
  shukra: 'sugam',
  shani: 'soram',
});

/**
 * Night Gowri (sunset to next sunrise, eight equal slots). The published Tamil table (hindu-blog.com "What is Gauri
 * Panchang": Sunday night Sukham, Choram, Visham, Udyogam, Amrutham, Rogam, Labham, Dhanam; Monday night opens
 * Choram, Udyogam) reads as the day rule shifted: the seven vara lords in weekday order from the fifth lord after the
 * weekday's (Sunday -> Venus, Monday -> Saturn), with Visham three slots after the day's Visham slot, wrapping
 * (Sunday day 8th -> night 3rd). Some calendars start the night one lord earlier; we follow the printed table.
 */
export const GOWRI_NIGHT_LORD_OFFSET = 5;
export const GOWRI_NIGHT_VISHAM_SHIFT = 3;

/** Display names are in the name books (section `tara`). */
export interface TaraKind {
  readonly key: TaraKey;
  readonly quality: 'good' | 'bad' | 'mixed';
}
/** The nine taras counted from the birth star, repeating every nine (Muhurta Chintamani 1; Brihat Samhita 98). */
export const TARAS: readonly TaraKind[] = deepFreeze([
  { key: 'janma', quality: 'mixed' },
  { key: 'sampat', quality: 'good' },
  { key: 'vipat', quality: 'bad' },
  { key: 'kshema', quality: 'good' },
  { key: 'pratyari', quality: 'bad' },
  { key: 'sadhana', quality: 'good' },
  { key: 'naidhana', quality: 'bad' },
  { key: 'mitra', quality: 'good' },
  { key: 'parama_mitra', quality: 'good' },
]);
/** Chandrabalam: the Moon's house from the birth rashi is good in 1, 3, 6, 7, 10, 11 (Muhurta Chintamani 1). */
export const CHANDRABALAM_GOOD_HOUSES: readonly number[] = deepFreeze([1, 3, 6, 7, 10, 11]);
