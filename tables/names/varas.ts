import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export interface Vara extends DisplayName {
  /** 0 = Sunday, as JavaScript's getUTCDay and PyJHora's civil_weekday count. */
  readonly number: number;
  readonly key: string;
  /** The Sanskrit day name Drik shows ("Raviwara"). */
  readonly sanskrit: DisplayName;
  /** The graha ruling the day's first hora, which names the day. */
  readonly lord: GrahaKey;
}

// The everyday Hindi day name is the Sanskrit one, so `hi` and `sanskrit.hi` coincide.
export const VARAS: readonly Vara[] = deepFreeze([
  { number: 0, key: 'sunday', en: 'Sunday', hi: 'रविवार', sanskrit: { en: 'Raviwara', hi: 'रविवार' }, lord: 'surya' },
  { number: 1, key: 'monday', en: 'Monday', hi: 'सोमवार', sanskrit: { en: 'Somawara', hi: 'सोमवार' }, lord: 'chandra' },
  {
    number: 2,
    key: 'tuesday',
    en: 'Tuesday',
    hi: 'मंगलवार',
    sanskrit: { en: 'Mangalawara', hi: 'मंगलवार' },
    lord: 'mangal',
  },
  {
    number: 3,
    key: 'wednesday',
    en: 'Wednesday',
    hi: 'बुधवार',
    sanskrit: { en: 'Budhawara', hi: 'बुधवार' },
    lord: 'budha',
  },
  { number: 4, key: 'thursday', en: 'Thursday', hi: 'गुरुवार', sanskrit: { en: 'Guruwara', hi: 'गुरुवार' }, lord: 'guru' },
  {
    number: 5,
    key: 'friday',
    en: 'Friday',
    hi: 'शुक्रवार',
    sanskrit: { en: 'Shukrawara', hi: 'शुक्रवार' },
    lord: 'shukra',
  },
  {
    number: 6,
    key: 'saturday',
    en: 'Saturday',
    hi: 'शनिवार',
    sanskrit: { en: 'Shaniwara', hi: 'शनिवार' },
    lord: 'shani',
  },
]);
