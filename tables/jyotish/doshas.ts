// Rule data for the dosha checks. Source: astrology-rules.md section 7; each block says which of the
// listed alternatives is used.
import { deepFreeze, type DisplayName, type GrahaKey } from '../names/index.ts';
import { CLASSICAL_GRAHAS } from './grahas.ts';

export type ManglikReference = 'lagna' | 'chandra' | 'shukra';
/**
 * Reference points Mars is counted from. Severity convention of consumer sites (7.1): present from
 * Lagna = high; only from the Moon or Venus = low.
 */
export const MANGLIK_REFERENCES: readonly {
  readonly key: ManglikReference;
  readonly severity: 'high' | 'low';
  readonly name: DisplayName;
}[] = deepFreeze([
  { key: 'lagna', severity: 'high', name: { en: 'Lagna', hi: 'लग्न' } },
  { key: 'chandra', severity: 'low', name: { en: 'Moon', hi: 'चन्द्र' } },
  { key: 'shukra', severity: 'low', name: { en: 'Venus', hi: 'शुक्र' } },
]);

/** DEFAULT of 7.1: houses 1, 2, 4, 7, 8, 12 (the 2nd is the South Indian inclusion most sites now use). */
export const MANGLIK_HOUSES: readonly number[] = deepFreeze([1, 2, 4, 7, 8, 12]);

/** Mars signs (rashi numbers) that cancel the dosha wherever it sits: own (mesha, vrischika) and exalted (makara). */
export const MANGLIK_CANCELLING_MARS_RASHIS: readonly number[] = deepFreeze([1, 8, 10]);

/**
 * House-specific sign exceptions from astromuhurat.com (the DEFAULT of 7.1): Mars in that house
 * (from the reference point being checked) and in one of these signs raises no dosha there.
 */
export const MANGLIK_HOUSE_SIGN_EXCEPTIONS: readonly { readonly house: number; readonly rashis: readonly number[] }[] =
  deepFreeze([
    { house: 1, rashis: [1] },
    { house: 4, rashis: [8] },
    { house: 7, rashis: [10, 12] },
    { house: 8, rashis: [4, 11] },
    { house: 12, rashis: [9] },
  ]);

/** Kaal Sarp type named by Rahu's house from the lagna (7.2; every implementation read agrees). */
export const KAAL_SARP_TYPES: readonly { readonly key: string; readonly name: DisplayName }[] = deepFreeze([
  { key: 'anant', name: { en: 'Anant', hi: 'अनन्त' } },
  { key: 'kulik', name: { en: 'Kulik', hi: 'कुलिक' } },
  { key: 'vasuki', name: { en: 'Vasuki', hi: 'वासुकि' } },
  { key: 'shankhpal', name: { en: 'Shankhpal', hi: 'शंखपाल' } },
  { key: 'padma', name: { en: 'Padma', hi: 'पद्म' } },
  { key: 'mahapadma', name: { en: 'Mahapadma', hi: 'महापद्म' } },
  { key: 'takshak', name: { en: 'Takshak', hi: 'तक्षक' } },
  { key: 'karkotak', name: { en: 'Karkotak', hi: 'कर्कोटक' } },
  { key: 'shankhachud', name: { en: 'Shankhachud', hi: 'शंखचूड़' } },
  { key: 'ghatak', name: { en: 'Ghatak', hi: 'घातक' } },
  { key: 'vishdhar', name: { en: 'Vishdhar', hi: 'विषधर' } },
  { key: 'sheshnag', name: { en: 'Sheshnag', hi: 'शेषनाग' } },
]);
/** The seven grahas that must lie on one side of the nodal axis. */
export const KAAL_SARP_GRAHAS: readonly GrahaKey[] = CLASSICAL_GRAHAS;
/** A graha this close to a node counts as on the axis, which makes the yoga partial (one repo's 1 deg orb, 7.2). */
export const KAAL_SARP_NODE_ORB_DEG = 1;

/**
 * Pitra indicators (7.4: there is no standard definition, so each is reported on its own with the
 * grahas and houses involved). Kinds:
 * - conjunction: `graha` shares a sign with any of `with`;
 * - in_house: any of `grahas` sits in `house` from the lagna;
 * - lord_afflicted: the lord of `house` is conjunct or aspected by any of `by`;
 * - afflicted_in_house: `graha` in `house` with any of `conjunct` in its sign, or any of `opposed` in the 7th from it.
 */
export type PitraIndicator =
  | { readonly key: string; readonly kind: 'conjunction'; readonly graha: GrahaKey; readonly with: readonly GrahaKey[] }
  | { readonly key: string; readonly kind: 'in_house'; readonly grahas: readonly GrahaKey[]; readonly house: number }
  | { readonly key: string; readonly kind: 'lord_afflicted'; readonly house: number; readonly by: readonly GrahaKey[] }
  | {
      readonly key: string;
      readonly kind: 'afflicted_in_house';
      readonly graha: GrahaKey;
      readonly house: number;
      readonly conjunct: readonly GrahaKey[];
      readonly opposed: readonly GrahaKey[];
    };

export const PITRA_INDICATORS: readonly PitraIndicator[] = deepFreeze([
  { key: 'surya_with_node', kind: 'conjunction', graha: 'surya', with: ['rahu', 'ketu'] },
  { key: 'node_in_ninth', kind: 'in_house', grahas: ['rahu', 'ketu'], house: 9 },
  { key: 'ninth_lord_afflicted', kind: 'lord_afflicted', house: 9, by: ['rahu', 'ketu', 'shani'] },
  {
    key: 'surya_afflicted_in_ninth',
    kind: 'afflicted_in_house',
    graha: 'surya',
    house: 9,
    conjunct: ['shani', 'mangal', 'rahu', 'ketu'],
    opposed: ['shani'],
  },
  // The "Matru" variant some sources add; reported as its own factor, not folded into the others.
  { key: 'chandra_with_node', kind: 'conjunction', graha: 'chandra', with: ['rahu', 'ketu'] },
] as PitraIndicator[]);

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';
/** Sade Sati phases by Saturn's whole-sign house from the natal Moon (7.3): 12th, 1st, 2nd. */
export const SADE_SATI_PHASE_BY_HOUSE: Readonly<Record<number, SadeSatiPhase>> = deepFreeze({
  12: 'rising',
  1: 'peak',
  2: 'setting',
});
/** Small Panoti (Dhaiya): Saturn in the 4th (Kantaka) or 8th (Ashtama) from the Moon. */
export const DHAIYA_BY_HOUSE: Readonly<Record<number, 'kantaka' | 'ashtama'>> = deepFreeze({
  4: 'kantaka',
  8: 'ashtama',
});
