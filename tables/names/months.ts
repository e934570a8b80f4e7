import { deepFreeze, type DisplayName } from './types.ts';

export interface LunarMonth extends DisplayName {
  readonly number: number;
  readonly key: string;
}

// Amanta month names, 1 = Chaitra (the month holding the Mesha sankranti) .. 12 = Phalguna;
// English as panchang-rules.md 3.1 writes them, Hindi per astrology-rules.md 1.6.
export const LUNAR_MONTHS: readonly LunarMonth[] = deepFreeze([
  { number: 1, key: 'chaitra', en: 'Chaitra', hi: 'चैत्र' },
  { number: 2, key: 'vaishakha', en: 'Vaishakha', hi: 'वैशाख' },
  { number: 3, key: 'jyeshtha', en: 'Jyeshtha', hi: 'ज्येष्ठ' },
  { number: 4, key: 'ashadha', en: 'Ashadha', hi: 'आषाढ़' },
  { number: 5, key: 'shravana', en: 'Shravana', hi: 'श्रावण' },
  { number: 6, key: 'bhadrapada', en: 'Bhadrapada', hi: 'भाद्रपद' },
  { number: 7, key: 'ashwina', en: 'Ashwina', hi: 'आश्विन' },
  { number: 8, key: 'kartika', en: 'Kartika', hi: 'कार्तिक' },
  { number: 9, key: 'margashirsha', en: 'Margashirsha', hi: 'मार्गशीर्ष' },
  { number: 10, key: 'pausha', en: 'Pausha', hi: 'पौष' },
  { number: 11, key: 'magha', en: 'Magha', hi: 'माघ' },
  { number: 12, key: 'phalguna', en: 'Phalguna', hi: 'फाल्गुन' },
]);

// Bengali solar months, 1 = Boishakh (Sun in Mesha) .. 12 = Choitro (Sun in Meena). English as Drik
// spells them (panchang-rules.md 6.3). `hi` is the Bengali name written letter for letter in
// Devanagari (বৈশাখ -> बैशाख, অগ্রহায়ণ -> अग्रहायण), not Bengali script: every `hi` field of these
// tables is Devanagari so a Hindi page never switches script mid-sentence.
export const SOLAR_MONTHS_BENGALI: readonly LunarMonth[] = deepFreeze([
  { number: 1, key: 'boishakh', en: 'Boishakh', hi: 'बैशाख' },
  { number: 2, key: 'joishtho', en: 'Joishtho', hi: 'ज्यैष्ठ' },
  { number: 3, key: 'asharh', en: 'Asharh', hi: 'आषाढ़' },
  { number: 4, key: 'srabon', en: 'Srabon', hi: 'श्रावण' },
  { number: 5, key: 'bhadro', en: 'Bhadro', hi: 'भाद्र' },
  { number: 6, key: 'ashshin', en: 'Ashshin', hi: 'आश्विन' },
  { number: 7, key: 'kartik', en: 'Kartik', hi: 'कार्तिक' },
  { number: 8, key: 'ogrohaeon', en: 'Ogrohaeon', hi: 'अग्रहायण' },
  { number: 9, key: 'poush', en: 'Poush', hi: 'पौष' },
  { number: 10, key: 'magh', en: 'Magh', hi: 'माघ' },
  { number: 11, key: 'falgun', en: 'Falgun', hi: 'फाल्गुन' },
  { number: 12, key: 'choitro', en: 'Choitro', hi: 'चैत्र' },
]);

// Index 0 = Muharram (month 1). Hindi follows the Urdu-derived forms common in Hindi print, with
// the compound names spaced rather than hyphenated (रबी उल अव्वल).
export const HIJRI_MONTHS: readonly DisplayName[] = deepFreeze([
  { en: 'Muharram', hi: 'मुहर्रम' },
  { en: 'Safar', hi: 'सफ़र' },
  { en: 'Rabi al-Awwal', hi: 'रबी उल अव्वल' },
  { en: 'Rabi al-Thani', hi: 'रबी उस सानी' },
  { en: 'Jumada al-Awwal', hi: 'जमादी उल अव्वल' },
  { en: 'Jumada al-Thani', hi: 'जमादी उस सानी' },
  { en: 'Rajab', hi: 'रजब' },
  { en: "Sha'ban", hi: 'शाबान' },
  { en: 'Ramadan', hi: 'रमज़ान' },
  { en: 'Shawwal', hi: 'शव्वाल' },
  { en: "Dhu al-Qa'dah", hi: 'ज़िलक़ादा' },
  { en: 'Dhu al-Hijjah', hi: 'ज़िलहिज्जा' },
]);

// Index 0 = January. Hindi in the Central Hindi Directorate's anusvara spelling (सितंबर, not सितम्बर).
export const GREGORIAN_MONTHS: readonly DisplayName[] = deepFreeze([
  { en: 'January', hi: 'जनवरी' },
  { en: 'February', hi: 'फ़रवरी' },
  { en: 'March', hi: 'मार्च' },
  { en: 'April', hi: 'अप्रैल' },
  { en: 'May', hi: 'मई' },
  { en: 'June', hi: 'जून' },
  { en: 'July', hi: 'जुलाई' },
  { en: 'August', hi: 'अगस्त' },
  { en: 'September', hi: 'सितंबर' },
  { en: 'October', hi: 'अक्टूबर' },
  { en: 'November', hi: 'नवंबर' },
  { en: 'December', hi: 'दिसंबर' },
]);
