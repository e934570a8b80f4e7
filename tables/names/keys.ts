// The machine keys of every name section, in their canonical order (index i = number i + 1, varas from Sunday = 0).
// Keys are stable English snake_case and never translated (seed 000, "Localization"); only the strings each
// language's book (tables/names/<lang>.ts) gives them vary. Orders follow the concept tables' sources.
import type { GrahaKey } from './types.ts';

export const VARA_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const PAKSHA_KEYS = ['shukla', 'krishna'] as const;
/** Tithis 1..14 share names in both pakshas; the 15th is Purnima (shukla) or Amavasya (krishna). */
export const TITHI_KEYS = [
  'pratipada',
  'dwitiya',
  'tritiya',
  'chaturthi',
  'panchami',
  'shashthi',
  'saptami',
  'ashtami',
  'navami',
  'dashami',
  'ekadashi',
  'dwadashi',
  'trayodashi',
  'chaturdashi',
  'purnima',
  'amavasya',
] as const;
export const NAKSHATRA_KEYS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashirsha',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva_phalguni',
  'uttara_phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva_ashadha',
  'uttara_ashadha',
  'shravana',
  'dhanishtha',
  'shatabhisha',
  'purva_bhadrapada',
  'uttara_bhadrapada',
  'revati',
] as const;
export const YOGA_KEYS = [
  'vishkambha',
  'priti',
  'ayushmana',
  'saubhagya',
  'shobhana',
  'atiganda',
  'sukarma',
  'dhriti',
  'shula',
  'ganda',
  'vriddhi',
  'dhruva',
  'vyaghata',
  'harshana',
  'vajra',
  'siddhi',
  'vyatipata',
  'variyana',
  'parigha',
  'shiva',
  'siddha',
  'sadhya',
  'shubha',
  'shukla',
  'brahma',
  'indra',
  'vaidhriti',
] as const;
/** The seven movable karanas, then the four fixed ones. */
export const KARANA_KEYS = [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'garaja',
  'vanija',
  'vishti',
  'shakuni',
  'chatushpada',
  'nagava',
  'kinstughna',
] as const;
/** 1 = Chaitra .. 12 = Phalguna; amanta and purnimanta months share these names. */
export const LUNAR_MONTH_KEYS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashwina',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const;
/** Bengali solar months, 1 = Boishakh (Sun in Mesha). */
export const BENGALI_MONTH_KEYS = [
  'boishakh',
  'joishtho',
  'asharh',
  'srabon',
  'bhadro',
  'ashshin',
  'kartik',
  'ogrohaeon',
  'poush',
  'magh',
  'falgun',
  'choitro',
] as const;
/** Tamil solar months, 1 = Chithirai (Sun in Mesha). */
export const TAMIL_MONTH_KEYS = [
  'chithirai',
  'vaikasi',
  'aani',
  'aadi',
  'avani',
  'purattasi',
  'aippasi',
  'karthigai',
  'margazhi',
  'thai',
  'maasi',
  'panguni',
] as const;
/** Malayalam solar months, 1 = Chingam (Sun in Simha), as the Kollam era counts them. */
export const MALAYALAM_MONTH_KEYS = [
  'chingam',
  'kanni',
  'thulam',
  'vrischikam',
  'dhanu',
  'makaram',
  'kumbham',
  'meenam',
  'medam',
  'edavam',
  'mithunam',
  'karkidakam',
] as const;
/** Odia solar months, 1 = Baisakha (Sun in Mesha). */
export const ODIA_MONTH_KEYS = [
  'baisakha',
  'jyeshtha',
  'ashadha',
  'shrabana',
  'bhadraba',
  'ashwina',
  'kartika',
  'margashira',
  'pausha',
  'magha',
  'phalguna',
  'chaitra',
] as const;
/** Bikram Sambat (Nepal) solar months, 1 = Baishakh (Sun in Mesha); keys in the Government of Nepal's romanization. */
export const NEPALI_MONTH_KEYS = [
  'baishakh',
  'jestha',
  'asar',
  'shrawan',
  'bhadra',
  'ashwin',
  'kartik',
  'mangsir',
  'poush',
  'magh',
  'falgun',
  'chaitra',
] as const;
export const GREGORIAN_MONTH_KEYS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
export const HIJRI_MONTH_KEYS = [
  'muharram',
  'safar',
  'rabi_al_awwal',
  'rabi_al_thani',
  'jumada_al_awwal',
  'jumada_al_thani',
  'rajab',
  'shaban',
  'ramadan',
  'shawwal',
  'dhu_al_qadah',
  'dhu_al_hijjah',
] as const;
export const GRAHA_KEYS = [
  'surya',
  'chandra',
  'mangal',
  'budha',
  'guru',
  'shukra',
  'shani',
  'rahu',
  'ketu',
] as const satisfies readonly GrahaKey[];
export const RASHI_KEYS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrischika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;
/** The daily answer's `muhurat` windows, under the same keys. */
export const MUHURAT_KEYS = [
  'rahu_kaal',
  'gulika_kaal',
  'yamaganda_kaal',
  'abhijit',
  'brahma',
  'vijaya',
  'varjyam',
  'durmuhurta',
  'amrit_siddhi',
  'amrit_kalam',
] as const;
export const CHOGHADIYA_KEYS = ['amrit', 'shubh', 'labh', 'char', 'rog', 'kaal', 'udveg'] as const;
/** The seed's five choghadiya `quality` words, snake_cased. */
export const CHOGHADIYA_QUALITY_KEYS = [
  'very_auspicious',
  'auspicious',
  'beneficial',
  'neutral',
  'inauspicious',
] as const;
/** The 60-year Jovian cycle, 1 = Prabhava (Surya Siddhanta order; 2025-26 at Ugadi is Vishvavasu, 39). */
export const SAMVATSARA_KEYS = [
  'prabhava',
  'vibhava',
  'shukla',
  'pramoda',
  'prajapati',
  'angirasa',
  'shrimukha',
  'bhava',
  'yuva',
  'dhatri',
  'ishvara',
  'bahudhanya',
  'pramathi',
  'vikrama',
  'vrisha',
  'chitrabhanu',
  'svabhanu',
  'tarana',
  'parthiva',
  'vyaya',
  'sarvajit',
  'sarvadhari',
  'virodhi',
  'vikriti',
  'khara',
  'nandana',
  'vijaya',
  'jaya',
  'manmatha',
  'durmukhi',
  'hevilambi',
  'vilambi',
  'vikari',
  'sharvari',
  'plava',
  'shubhakrit',
  'shobhakrit',
  'krodhi',
  'vishvavasu',
  'parabhava',
  'plavanga',
  'kilaka',
  'saumya',
  'sadharana',
  'virodhikrit',
  'paridhavi',
  'pramadi',
  'ananda',
  'rakshasa',
  'nala',
  'pingala',
  'kalayukti',
  'siddharthi',
  'raudri',
  'durmati',
  'dundubhi',
  'rudhirodgari',
  'raktakshi',
  'krodhana',
  'akshaya',
] as const;
/** 1 = Vasanta (Sun in Meena and Mesha, the solar reckoning) .. 6 = Shishira. */
export const RITU_KEYS = ['vasanta', 'grishma', 'varsha', 'sharad', 'hemanta', 'shishira'] as const;
export const AYANA_KEYS = ['uttarayana', 'dakshinayana'] as const;
/** The ICS feeds' words: the calendar's name, its layers, and the timed windows beside the festivals. */
export const FEED_KEYS = [
  'calendar',
  'parana',
  'punya_kaal',
  'tithi',
  'nakshatra',
  'festivals',
  'ekadashi',
  'purnima_amavasya',
  'sankranti',
  'eclipses',
] as const;
/** Words that join names in composed labels ("Chaitra (Adhik)", "purnimanta: Vaishakha"). */
export const LABEL_KEYS = ['adhik', 'purnimanta'] as const;

export type VaraKey = (typeof VARA_KEYS)[number];
export type PakshaKey = (typeof PAKSHA_KEYS)[number];
export type TithiKey = (typeof TITHI_KEYS)[number];
export type NakshatraKey = (typeof NAKSHATRA_KEYS)[number];
export type YogaKey = (typeof YOGA_KEYS)[number];
export type KaranaKey = (typeof KARANA_KEYS)[number];
export type LunarMonthKey = (typeof LUNAR_MONTH_KEYS)[number];
export type BengaliMonthKey = (typeof BENGALI_MONTH_KEYS)[number];
export type TamilMonthKey = (typeof TAMIL_MONTH_KEYS)[number];
export type MalayalamMonthKey = (typeof MALAYALAM_MONTH_KEYS)[number];
export type OdiaMonthKey = (typeof ODIA_MONTH_KEYS)[number];
export type NepaliMonthKey = (typeof NEPALI_MONTH_KEYS)[number];
export type GregorianMonthKey = (typeof GREGORIAN_MONTH_KEYS)[number];
export type HijriMonthKey = (typeof HIJRI_MONTH_KEYS)[number];
export type MuhuratKey = (typeof MUHURAT_KEYS)[number];
export type ChoghadiyaKey = (typeof CHOGHADIYA_KEYS)[number];
export type ChoghadiyaQualityKey = (typeof CHOGHADIYA_QUALITY_KEYS)[number];
export type SamvatsaraKey = (typeof SAMVATSARA_KEYS)[number];
export type RituKey = (typeof RITU_KEYS)[number];
export type AyanaKey = (typeof AYANA_KEYS)[number];
/** The seed's sign slugs (000, "Signs and periods"); note `vrischika` without the h. */
export type RashiKey = (typeof RASHI_KEYS)[number];
export type FeedKey = (typeof FEED_KEYS)[number];
export type LabelKey = (typeof LABEL_KEYS)[number];

/** Every section of a name book with its keys: the single list tests and lookups walk. */
/** The muhurta layers and the muhurat search (issue 30), named in every language (issue 29). */
export const SPECIAL_YOGA_KEYS = [
  'sarvartha_siddhi',
  'amrita_siddhi',
  'siddha',
  'ravi_yoga',
  'guru_pushya',
  'ravi_pushya',
  'dwipushkar',
  'tripushkar',
] as const;
export const PANCHAKA_KEYS = ['roga', 'raja', 'agni', 'chora', 'mrityu', 'dosha_rahita'] as const;
export const GOWRI_KEYS = ['uthi', 'amirdha', 'rogam', 'labam', 'dhanam', 'sugam', 'soram', 'visham'] as const;
export const TARA_KEYS = [
  'janma',
  'sampat',
  'vipat',
  'kshema',
  'pratyari',
  'sadhana',
  'naidhana',
  'mitra',
  'parama_mitra',
] as const;
export const MUHURAT_ACTIVITY_KEYS = [
  'marriage',
  'griha_pravesh',
  'vehicle_purchase',
  'property_purchase',
  'namakarana',
  'mundan',
  'annaprashan',
  'upanayana',
  'vidyarambha',
  'business_start',
  'travel',
] as const;
export const MUHURAT_FEED_KEYS = [
  'muhurat',
  'lagna',
  'yoga',
  'score',
  'cautions',
  'best',
  'good',
  'acceptable',
] as const;

export const SECTION_KEYS = {
  vara: VARA_KEYS,
  vara_almanac: VARA_KEYS,
  paksha: PAKSHA_KEYS,
  tithi: TITHI_KEYS,
  nakshatra: NAKSHATRA_KEYS,
  yoga: YOGA_KEYS,
  karana: KARANA_KEYS,
  lunar_month: LUNAR_MONTH_KEYS,
  solar_month_bengali: BENGALI_MONTH_KEYS,
  solar_month_tamil: TAMIL_MONTH_KEYS,
  solar_month_malayalam: MALAYALAM_MONTH_KEYS,
  solar_month_odia: ODIA_MONTH_KEYS,
  solar_month_nepali: NEPALI_MONTH_KEYS,
  gregorian_month: GREGORIAN_MONTH_KEYS,
  hijri_month: HIJRI_MONTH_KEYS,
  rashi: RASHI_KEYS,
  graha: GRAHA_KEYS,
  muhurat: MUHURAT_KEYS,
  choghadiya: CHOGHADIYA_KEYS,
  choghadiya_quality: CHOGHADIYA_QUALITY_KEYS,
  samvatsara: SAMVATSARA_KEYS,
  ritu: RITU_KEYS,
  ayana: AYANA_KEYS,
  label: LABEL_KEYS,
  feed: FEED_KEYS,
  special_yoga: SPECIAL_YOGA_KEYS,
  panchaka: PANCHAKA_KEYS,
  gowri: GOWRI_KEYS,
  tara: TARA_KEYS,
  muhurat_activity: MUHURAT_ACTIVITY_KEYS,
  muhurat_feed: MUHURAT_FEED_KEYS,
} as const;
export type Section = keyof typeof SECTION_KEYS;
export type SectionKey<S extends Section> = (typeof SECTION_KEYS)[S][number];
