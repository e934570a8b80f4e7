import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export interface Nakshatra extends DisplayName {
  readonly number: number;
  readonly key: string;
  /** Vimshottari dasha lord. */
  readonly lord: GrahaKey;
}

// English as Drik Panchang spells them (panchang-rules.md 2.1, e.g. Mrigashirsha, Dhanishtha);
// Hindi per astrology-rules.md 1.2. Keys follow the English spelling.
// Lords repeat Ketu, Shukra, Surya, Chandra, Mangal, Rahu, Guru, Shani, Budha (astrology-rules.md 1.2).
export const NAKSHATRAS: readonly Nakshatra[] = deepFreeze([
  { number: 1, key: 'ashwini', en: 'Ashwini', hi: 'अश्विनी', lord: 'ketu' },
  { number: 2, key: 'bharani', en: 'Bharani', hi: 'भरणी', lord: 'shukra' },
  { number: 3, key: 'krittika', en: 'Krittika', hi: 'कृत्तिका', lord: 'surya' },
  { number: 4, key: 'rohini', en: 'Rohini', hi: 'रोहिणी', lord: 'chandra' },
  { number: 5, key: 'mrigashirsha', en: 'Mrigashirsha', hi: 'मृगशिरा', lord: 'mangal' },
  { number: 6, key: 'ardra', en: 'Ardra', hi: 'आर्द्रा', lord: 'rahu' },
  { number: 7, key: 'punarvasu', en: 'Punarvasu', hi: 'पुनर्वसु', lord: 'guru' },
  { number: 8, key: 'pushya', en: 'Pushya', hi: 'पुष्य', lord: 'shani' },
  { number: 9, key: 'ashlesha', en: 'Ashlesha', hi: 'आश्लेषा', lord: 'budha' },
  { number: 10, key: 'magha', en: 'Magha', hi: 'मघा', lord: 'ketu' },
  { number: 11, key: 'purva_phalguni', en: 'Purva Phalguni', hi: 'पूर्वा फाल्गुनी', lord: 'shukra' },
  { number: 12, key: 'uttara_phalguni', en: 'Uttara Phalguni', hi: 'उत्तरा फाल्गुनी', lord: 'surya' },
  { number: 13, key: 'hasta', en: 'Hasta', hi: 'हस्त', lord: 'chandra' },
  { number: 14, key: 'chitra', en: 'Chitra', hi: 'चित्रा', lord: 'mangal' },
  { number: 15, key: 'swati', en: 'Swati', hi: 'स्वाती', lord: 'rahu' },
  { number: 16, key: 'vishakha', en: 'Vishakha', hi: 'विशाखा', lord: 'guru' },
  { number: 17, key: 'anuradha', en: 'Anuradha', hi: 'अनुराधा', lord: 'shani' },
  { number: 18, key: 'jyeshtha', en: 'Jyeshtha', hi: 'ज्येष्ठा', lord: 'budha' },
  { number: 19, key: 'mula', en: 'Mula', hi: 'मूल', lord: 'ketu' },
  { number: 20, key: 'purva_ashadha', en: 'Purva Ashadha', hi: 'पूर्वाषाढ़ा', lord: 'shukra' },
  { number: 21, key: 'uttara_ashadha', en: 'Uttara Ashadha', hi: 'उत्तराषाढ़ा', lord: 'surya' },
  { number: 22, key: 'shravana', en: 'Shravana', hi: 'श्रवण', lord: 'chandra' },
  { number: 23, key: 'dhanishtha', en: 'Dhanishtha', hi: 'धनिष्ठा', lord: 'mangal' },
  { number: 24, key: 'shatabhisha', en: 'Shatabhisha', hi: 'शतभिषा', lord: 'rahu' },
  { number: 25, key: 'purva_bhadrapada', en: 'Purva Bhadrapada', hi: 'पूर्वा भाद्रपद', lord: 'guru' },
  { number: 26, key: 'uttara_bhadrapada', en: 'Uttara Bhadrapada', hi: 'उत्तरा भाद्रपद', lord: 'shani' },
  { number: 27, key: 'revati', en: 'Revati', hi: 'रेवती', lord: 'budha' },
]);
