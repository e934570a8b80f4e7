// Rashifal (sign forecasts) data: which grahas each period reads and how much, the house themes, the lucky
// number and colour of each graha, and the phrase bank (en, hi). Houses are counted from the sign itself, as a
// Moon-sign (chandra rashi) rashifal does.
import { deepFreeze, type DisplayName, type GrahaKey } from '../names/index.ts';
import type { ForecastDomain } from './forecast.ts';

export type RashifalPeriod = 'daily' | 'weekly' | 'monthly';
export const RASHIFAL_PERIODS: readonly RashifalPeriod[] = deepFreeze([
  'daily',
  'weekly',
  'monthly',
] as RashifalPeriod[]);

/** Periods are civil days, weeks and months in this zone (the service zone of the API). */
export const RASHIFAL_ZONE = 'Asia/Kolkata';

export interface PeriodSpec {
  /** Grahas whose transit the text is about, with their weight. */
  readonly main: Readonly<Partial<Record<GrahaKey, number>>>;
  /** Grahas that only nudge the scores. */
  readonly background: Readonly<Partial<Record<GrahaKey, number>>>;
  /** Score points per unit of weight. */
  readonly scale: number;
  /** Where in the period the positions are read: hours after the period's first midnight, or the reference day. */
  readonly referenceDay: number;
  readonly referenceHour: number;
}

/**
 * Daily reads the Moon (it changes sign every ~2.25 days) at 06:00 local, about sunrise, when the day's rashifal
 * is traditionally cast; weekly reads the Sun, Mars, Venus and Mercury at Thursday noon, the middle of a
 * Monday-Sunday week; monthly reads the slow grahas at noon on the 15th.
 */
export const PERIOD_SPECS: Readonly<Record<RashifalPeriod, PeriodSpec>> = deepFreeze({
  daily: {
    main: { chandra: 4 },
    background: { surya: 0.75, mangal: 0.75, budha: 0.75, shukra: 0.75, guru: 0.5, shani: 0.5 },
    scale: 4,
    referenceDay: 0,
    referenceHour: 6,
  },
  weekly: {
    main: { surya: 2, mangal: 2, shukra: 2, budha: 2 },
    background: { guru: 1, shani: 1 },
    scale: 3,
    referenceDay: 3,
    referenceHour: 12,
  },
  monthly: {
    main: { guru: 3, shani: 3, rahu: 2, ketu: 1 },
    background: { surya: 1, mangal: 1 },
    scale: 3,
    referenceDay: 14,
    referenceHour: 12,
  },
});

export const RASHIFAL_DOMAINS: readonly ForecastDomain[] = deepFreeze([
  'career',
  'finance',
  'relationship',
  'health',
] as ForecastDomain[]);

/** What each house from the sign stands for (index = house - 1). */
export const HOUSE_THEMES: readonly DisplayName[] = deepFreeze([
  { en: 'self and vitality', hi: 'स्वयं और जीवनी शक्ति' },
  { en: 'money and family', hi: 'धन और परिवार' },
  { en: 'courage, siblings and short trips', hi: 'साहस, भाई-बहन और छोटी यात्राएँ' },
  { en: 'home, mother and comforts', hi: 'घर, माता और सुख-सुविधा' },
  { en: 'children, creativity and learning', hi: 'संतान, सृजन और विद्या' },
  { en: 'work, health and rivals', hi: 'कार्य, स्वास्थ्य और प्रतिस्पर्धी' },
  { en: 'partnership and marriage', hi: 'साझेदारी और विवाह' },
  { en: 'change and hidden matters', hi: 'परिवर्तन और गुप्त विषय' },
  { en: 'fortune, faith and teachers', hi: 'भाग्य, आस्था और गुरुजन' },
  { en: 'career and status', hi: 'करियर और प्रतिष्ठा' },
  { en: 'gains and friends', hi: 'लाभ और मित्र' },
  { en: 'expenses, rest and distant places', hi: 'व्यय, विश्राम और दूर के स्थान' },
]);

/**
 * Lucky number and colour of a graha. Numbers follow the Indian number-graha table (astrology-rules.md 8.5:
 * 1 Surya ... 9 Mangal); colours are the usual navagraha associations, with Venus and Mars kept distinct from
 * the Moon and the Sun.
 */
export const GRAHA_LUCK: Readonly<
  Record<GrahaKey, { readonly number: number; readonly colour: { readonly key: string } & DisplayName }>
> = deepFreeze({
  surya: { number: 1, colour: { key: 'orange', en: 'Orange', hi: 'नारंगी' } },
  chandra: { number: 2, colour: { key: 'white', en: 'White', hi: 'सफ़ेद' } },
  guru: { number: 3, colour: { key: 'yellow', en: 'Yellow', hi: 'पीला' } },
  rahu: { number: 4, colour: { key: 'grey', en: 'Grey', hi: 'स्लेटी' } },
  budha: { number: 5, colour: { key: 'green', en: 'Green', hi: 'हरा' } },
  shukra: { number: 6, colour: { key: 'pink', en: 'Pink', hi: 'गुलाबी' } },
  ketu: { number: 7, colour: { key: 'brown', en: 'Brown', hi: 'भूरा' } },
  shani: { number: 8, colour: { key: 'dark_blue', en: 'Dark blue', hi: 'गहरा नीला' } },
  mangal: { number: 9, colour: { key: 'red', en: 'Red', hi: 'लाल' } },
});

export const RASHIFAL_PHRASES: Readonly<Record<string, DisplayName>> = deepFreeze({
  headline_daily: { en: '{sign}, {start}: {band} day.', hi: '{sign}, {start}: {band} दिन।' },
  headline_weekly: {
    en: '{sign}, week of {start} to {end}: {band} week.',
    hi: '{sign}, {start} से {end} तक का सप्ताह: {band} सप्ताह।',
  },
  headline_monthly: { en: '{sign}, {start} to {end}: {band} month.', hi: '{sign}, {start} से {end} तक: {band} माह।' },
  transit_favourable: {
    en: '{graha} moves through your {house} house of {theme}, a supportive influence.',
    hi: '{graha} आपके {house} भाव ({theme}) से गोचर कर रहा है, जो सहायक प्रभाव है।',
  },
  transit_unfavourable: {
    en: '{graha} moves through your {house} house of {theme}, so go carefully here.',
    hi: '{graha} आपके {house} भाव ({theme}) से गोचर कर रहा है, अतः इस विषय में सावधानी रखें।',
  },
  ingress: { en: '{graha} enters {rashi} on {date}.', hi: '{date} को {graha} {rashi} राशि में प्रवेश करता है।' },
  lucky: { en: 'Lucky number {number}, lucky colour {colour}.', hi: 'शुभ अंक {number}, शुभ रंग {colour}।' },
});
