import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export interface Graha extends DisplayName {
  readonly key: GrahaKey;
  /** English planet name; the nodes have none, so they are named as nodes. */
  readonly western: string;
  /** The graha name exactly as the horoscope seed (000) lists it. */
  readonly seed: string;
}

// Hindi per astrology-rules.md 1.3/1.6; Guru keeps the short form (alt. बृहस्पति).
export const GRAHAS: readonly Graha[] = deepFreeze([
  { key: 'surya', seed: 'Surya', en: 'Surya', hi: 'सूर्य', western: 'Sun' },
  { key: 'chandra', seed: 'Chandra', en: 'Chandra', hi: 'चन्द्र', western: 'Moon' },
  { key: 'mangal', seed: 'Mangal', en: 'Mangal', hi: 'मंगल', western: 'Mars' },
  { key: 'budha', seed: 'Budha', en: 'Budha', hi: 'बुध', western: 'Mercury' },
  { key: 'guru', seed: 'Guru', en: 'Guru', hi: 'गुरु', western: 'Jupiter' },
  { key: 'shukra', seed: 'Shukra', en: 'Shukra', hi: 'शुक्र', western: 'Venus' },
  { key: 'shani', seed: 'Shani', en: 'Shani', hi: 'शनि', western: 'Saturn' },
  { key: 'rahu', seed: 'Rahu', en: 'Rahu', hi: 'राहु', western: 'North Node' },
  { key: 'ketu', seed: 'Ketu', en: 'Ketu', hi: 'केतु', western: 'South Node' },
]);
