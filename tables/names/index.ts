// Typed name tables for the panchang, horoscope and numerology engines and the API: the concept tables (keys,
// numbers, lords) and the per-language name books behind `nameOf` (README.md lists the sections and keys).
export { LANGS, PROSE_LANGS, deepFreeze, displayName, proseLangOf } from './types.ts';
export type { BilingualLang, DisplayName, GrahaKey, Lang, ProseLang } from './types.ts';
export { festivalName, nameBook, nameOf, numberedNames } from './lookup.ts';
export type { NumberedNames } from './lookup.ts';
export type { NameBook, ScriptRule } from './book.ts';
export * from './keys.ts';
export { GRAHAS } from './grahas.ts';
export type { Graha } from './grahas.ts';
export { RASHIS } from './rashis.ts';
export type { Rashi, RashiKey } from './rashis.ts';
export { NAKSHATRAS } from './nakshatras.ts';
export type { Nakshatra } from './nakshatras.ts';
export { PAKSHAS, TITHIS } from './tithis.ts';
export type { Paksha, Tithi } from './tithis.ts';
export { YOGAS } from './yogas.ts';
export type { Yoga } from './yogas.ts';
export { KARANAS, karanaOfIndex } from './karanas.ts';
export type { Karana } from './karanas.ts';
export { VARAS } from './varas.ts';
export type { Vara } from './varas.ts';
export {
  GREGORIAN_MONTHS,
  HIJRI_MONTHS,
  LUNAR_MONTHS,
  SOLAR_MONTHS_BENGALI,
  SOLAR_MONTHS_MALAYALAM,
  SOLAR_MONTHS_ODIA,
  SOLAR_MONTHS_TAMIL,
} from './months.ts';
export type { LunarMonth } from './months.ts';
export { CHOGHADIYA_DAY_SEQUENCE, CHOGHADIYA_KINDS, CHOGHADIYA_NIGHT_SEQUENCE } from './choghadiya.ts';
export type { ChoghadiyaKind, ChoghadiyaType } from './choghadiya.ts';
