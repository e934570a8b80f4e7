// Scoring data of the fused forecast and of the rashifal: domains, transit (gochara) rules, signal weights
// and score bands. The numbers are this project's choice, stated here so every score can be recomputed by
// hand; the classical inputs (gochara houses, dignities) name their source.
import { deepFreeze, type DisplayName, type GrahaKey } from '../names/index.ts';
import type { DignityKey } from './predictions/types.ts';

export type ForecastDomain = 'career' | 'finance' | 'relationship' | 'health' | 'education';
export type ScoreBand = 'challenging' | 'mixed' | 'steady' | 'favourable' | 'excellent';

/** Dignity as a number: +1 exalted down to -1 debilitated (astrology-rules.md 1.3; the steps between are ours). */
export const DIGNITY_STRENGTH: Readonly<Record<DignityKey, number>> = deepFreeze({
  exalted: 1,
  moolatrikona: 0.8,
  own: 0.7,
  friend: 0.3,
  neutral: 0,
  enemy: -0.3,
  debilitated: -1,
});

/**
 * How a graha's house from the lagna colours what it gives (index = house - 1): trikonas and kendras help,
 * dusthanas (6, 8, 12) hinder, the 11th (gains) mildly helps.
 */
export const HOUSE_PLACEMENT_STRENGTH: readonly number[] = deepFreeze([
  0.6, 0.1, 0.1, 0.5, 0.7, -0.4, 0.5, -0.7, 0.7, 0.5, 0.4, -0.6,
]);

/**
 * Houses from the natal Moon in which a transiting graha gives good results; elsewhere it is unfavourable.
 * The classical gochara table (Phaladeepika ch. 26, as quoted by blog.indianastrologysoftware.com/planetary-transit/
 * and shridharastro.wordpress.com); Rahu and Ketu follow Saturn (3, 6, 11), the common convention.
 */
export const GOCHARA_FAVOURABLE_HOUSES: Readonly<Record<GrahaKey, readonly number[]>> = deepFreeze({
  surya: [3, 6, 10, 11],
  chandra: [1, 3, 6, 7, 10, 11],
  mangal: [3, 6, 11],
  budha: [2, 4, 6, 8, 10, 11],
  guru: [2, 5, 7, 9, 11],
  shukra: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  shani: [3, 6, 11],
  rahu: [3, 6, 11],
  ketu: [3, 6, 11],
});

/** Points a transit adds or takes in the natal forecast: slow grahas stay for months or years, so they weigh most. */
export const TRANSIT_WEIGHT: Readonly<Record<GrahaKey, number>> = deepFreeze({
  guru: 3,
  shani: 3,
  rahu: 1.5,
  ketu: 1,
  mangal: 1.5,
  surya: 1,
  shukra: 1,
  budha: 1,
  chandra: 0.5,
});

export interface DomainSpec {
  readonly name: DisplayName;
  /** Houses (from the lagna, or from the sign in a rashifal) that govern the domain; the first is the main one. */
  readonly houses: readonly number[];
  /** Natural significators (karakas). */
  readonly karakas: readonly GrahaKey[];
}

export const FORECAST_DOMAINS: Readonly<Record<ForecastDomain, DomainSpec>> = deepFreeze({
  career: { name: { en: 'Career', hi: 'करियर' }, houses: [10, 6, 11], karakas: ['surya', 'shani', 'budha'] },
  finance: { name: { en: 'Finance', hi: 'धन' }, houses: [2, 11], karakas: ['guru', 'shukra'] },
  relationship: { name: { en: 'Relationship', hi: 'संबंध' }, houses: [7, 5], karakas: ['shukra', 'chandra'] },
  health: { name: { en: 'Health', hi: 'स्वास्थ्य' }, houses: [1, 6, 8], karakas: ['surya', 'chandra', 'mangal'] },
  education: { name: { en: 'Education', hi: 'शिक्षा' }, houses: [4, 5, 9], karakas: ['budha', 'guru'] },
});
export const FORECAST_DOMAIN_KEYS: readonly ForecastDomain[] = deepFreeze([
  'career',
  'finance',
  'relationship',
  'health',
  'education',
] as ForecastDomain[]);

/** Weights of the forecast's signals, in score points (the score starts at 50 and is clipped to 0..100). */
export const SIGNAL_WEIGHTS = deepFreeze({
  /** Maha and antar dasha lords: (dignity + placement) / 2 times this. */
  mahaDasha: 10,
  antarDasha: 6,
  /** Share of a dasha lord's weight when it neither owns nor occupies a domain house nor signifies the domain. */
  unrelatedShare: 0.5,
  /** A transit counts this much more when it falls in a domain house from the lagna or the graha is a karaka. */
  transitRelevant: 1.5,
  transitOther: 0.6,
  /** The natal lord of the domain's main house: (dignity + placement) / 2 times this. */
  houseLord: 5,
  /** Each karaka's navamsa (D9) dignity; vargottama adds the bonus. */
  navamsaKaraka: 3,
  vargottamaBonus: 1,
  /** Sade Sati by phase and Dhaiya, on the domains listed in SADE_SATI_DOMAINS (the others take the lighter share). */
  sadeSatiPeak: -8,
  sadeSatiOther: -5,
  dhaiya: -4,
  sadeSatiLightShare: 0.5,
  manglikRelationship: -5,
  kaalSarpFull: -2,
  kaalSarpPartial: -1,
});
export const SADE_SATI_DOMAINS: readonly ForecastDomain[] = deepFreeze([
  'career',
  'finance',
  'health',
] as ForecastDomain[]);

/** Lower bound of each band, highest first. */
export const SCORE_BANDS: readonly { readonly min: number; readonly band: ScoreBand }[] = deepFreeze([
  { min: 80, band: 'excellent' },
  { min: 65, band: 'favourable' },
  { min: 50, band: 'steady' },
  { min: 35, band: 'mixed' },
  { min: 0, band: 'challenging' },
] as { min: number; band: ScoreBand }[]);

export const BAND_NAMES: Readonly<Record<ScoreBand, DisplayName>> = deepFreeze({
  excellent: { en: 'Excellent', hi: 'उत्तम' },
  favourable: { en: 'Favourable', hi: 'अनुकूल' },
  steady: { en: 'Steady', hi: 'स्थिर' },
  mixed: { en: 'Mixed', hi: 'मिश्रित' },
  challenging: { en: 'Challenging', hi: 'चुनौतीपूर्ण' },
});

export function bandOf(score: number): ScoreBand {
  return (SCORE_BANDS.find((b) => score >= b.min) ?? SCORE_BANDS[SCORE_BANDS.length - 1]).band;
}
