// Ashtakoot point tables, koota order and maxima, status bands and verdict thresholds.
// Source: astrology-rules.md section 6 (tables there cite PyJHora, saravali.de, Future Point and
// consumer calculators). Where 6.x lists variants, the DEFAULT marked there is the one used here.
import { deepFreeze, type DisplayName } from '../names/index.ts';
import type { Gana, Vashya, Yoni } from './koota-attributes.ts';

export type KootaKey = 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi';

/** In the seed's order (Varna first, then Vashya); maxima add up to 36. */
export const KOOTAS: readonly { readonly key: KootaKey; readonly max: number; readonly name: DisplayName }[] =
  deepFreeze([
    { key: 'varna', max: 1, name: { en: 'Varna', hi: 'वर्ण' } },
    { key: 'vashya', max: 2, name: { en: 'Vashya', hi: 'वश्य' } },
    { key: 'tara', max: 3, name: { en: 'Tara', hi: 'तारा' } },
    { key: 'yoni', max: 4, name: { en: 'Yoni', hi: 'योनि' } },
    { key: 'graha_maitri', max: 5, name: { en: 'Graha Maitri', hi: 'ग्रह मैत्री' } },
    { key: 'gana', max: 6, name: { en: 'Gana', hi: 'गण' } },
    { key: 'bhakoot', max: 7, name: { en: 'Bhakoot', hi: 'भकूट' } },
    { key: 'nadi', max: 8, name: { en: 'Nadi', hi: 'नाड़ी' } },
  ]);
export const ASHTAKOOT_MAX = 36;

/**
 * Vashya, rows = boy, columns = girl. DEFAULT of 6.2: the symmetric table most implementations
 * share ("AstroSage style"); chosen over the saravali/AstroYogi/Charak variants because it is the
 * commonest and matches the verbal rule (same 2, vashya 1, food 1/2, enemy 0) of ranjanadikshit.com.
 */
export const VASHYA_POINTS: Readonly<Record<Vashya, Readonly<Record<Vashya, number>>>> = deepFreeze({
  chatushpada: { chatushpada: 2, manava: 1, jalachara: 1, vanachara: 0.5, keeta: 1 },
  manava: { chatushpada: 1, manava: 2, jalachara: 0.5, vanachara: 0, keeta: 1 },
  jalachara: { chatushpada: 1, manava: 0.5, jalachara: 2, vanachara: 1, keeta: 1 },
  vanachara: { chatushpada: 0.5, manava: 0, jalachara: 1, vanachara: 2, keeta: 0 },
  keeta: { chatushpada: 1, manava: 1, jalachara: 1, vanachara: 0, keeta: 2 },
});

/** Tara: remainders (count mod 9, 0 read as 9) that are inauspicious, and the points per direction. */
export const TARA_INAUSPICIOUS: readonly number[] = deepFreeze([3, 5, 7]);
export const TARA_POINTS_PER_DIRECTION = 1.5;

const YONI_ORDER: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
];
// DEFAULT of 6.4: PyJHora YoniArray, symmetric (the saravali table differs in two asymmetric cells).
// Rows and columns in YONI_ORDER; 4 same, 3 friendly, 2 neutral, 1 inimical, 0 sworn enemies.
const YONI_ROWS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];
export const YONI_POINTS: Readonly<Record<Yoni, Readonly<Record<Yoni, number>>>> = deepFreeze(
  Object.fromEntries(
    YONI_ORDER.map((row, i) => [row, Object.fromEntries(YONI_ORDER.map((col, j) => [col, YONI_ROWS[i][j]]))]),
  ) as Record<Yoni, Record<Yoni, number>>,
);

/**
 * Graha Maitri from the two natural relations (each lord as seen by the other), Future Point's
 * scoring (astrology-rules.md 6.5). Keys are the two relations sorted alphabetically and joined by '+'.
 */
export const GRAHA_MAITRI_SAME_LORD = 5;
export type MaitriPair =
  | 'enemy+enemy'
  | 'enemy+friend'
  | 'enemy+neutral'
  | 'friend+friend'
  | 'friend+neutral'
  | 'neutral+neutral';
export const GRAHA_MAITRI_POINTS: Readonly<Record<MaitriPair, number>> = deepFreeze({
  'friend+friend': 5,
  'friend+neutral': 4,
  'neutral+neutral': 3,
  'enemy+friend': 1,
  'enemy+neutral': 0.5,
  'enemy+enemy': 0,
});

/**
 * Gana, rows = boy, columns = girl. DEFAULT of 6.6 (commonest; reported to match ProKerala).
 * Its asymmetry is deliberate: a Deva boy with a Manushya girl scores 6, the reverse 5.
 */
export const GANA_POINTS: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = deepFreeze({
  deva: { deva: 6, manushya: 6, rakshasa: 0 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
});

export type BhakootDoshaKind = 'dwi_dwadash' | 'nav_pancham' | 'shadashtak';
/**
 * Bhakoot by the inclusive count from the girl's rashi to the boy's (1..12), index = count - 1.
 * The count the other way is its mirror, so 2/12, 5/9 and 6/8 pairs score 0 and the rest 7.
 */
export const BHAKOOT_BY_COUNT: readonly { readonly points: number; readonly dosha: BhakootDoshaKind | null }[] =
  deepFreeze([
    { points: 7, dosha: null },
    { points: 0, dosha: 'dwi_dwadash' },
    { points: 7, dosha: null },
    { points: 7, dosha: null },
    { points: 0, dosha: 'nav_pancham' },
    { points: 0, dosha: 'shadashtak' },
    { points: 7, dosha: null },
    { points: 0, dosha: 'shadashtak' },
    { points: 0, dosha: 'nav_pancham' },
    { points: 7, dosha: null },
    { points: 7, dosha: null },
    { points: 0, dosha: 'dwi_dwadash' },
  ]);

export const NADI_SAME_POINTS = 0;
export const NADI_DIFFERENT_POINTS = 8;

export type DoshaKoota = 'gana' | 'bhakoot' | 'nadi';
export type CancellationKey =
  | 'same_nakshatra_different_rashi'
  | 'same_rashi_different_nakshatra'
  | 'same_nakshatra_different_pada'
  | 'different_rashis_same_lord'
  | 'rashi_lords_same'
  | 'rashi_lords_friends'
  | 'navamsa_lords_same'
  | 'navamsa_lords_friends';
/**
 * Kootas whose zero is a named dosha, with the exceptions commonly held to cancel it (6.9:
 * dharmpujapath.blogspot.com, the scribd Gana document, PyJHora). "Friends" means mutual natural
 * friends (each lord counts the other a friend). Cancellations are reported, never added to the
 * score (the 6.9 DEFAULT; ProKerala reportedly keeps Bhakoot at 0 too).
 */
export const DOSHA_CANCELLATIONS: Readonly<Record<DoshaKoota, readonly CancellationKey[]>> = deepFreeze({
  gana: ['rashi_lords_same', 'rashi_lords_friends', 'navamsa_lords_same', 'navamsa_lords_friends'],
  bhakoot: ['rashi_lords_same', 'rashi_lords_friends', 'navamsa_lords_same', 'navamsa_lords_friends'],
  // Nadi asks for different signs with one lord: with "same lord" alone every same-sign pair would be
  // cancelled, and the reference's Rohini-2 / Rohini-2 example is not.
  nadi: [
    'same_nakshatra_different_rashi',
    'same_rashi_different_nakshatra',
    'same_nakshatra_different_pada',
    'different_rashis_same_lord',
    'rashi_lords_friends',
  ],
});

export type KootaStatus = 'excellent' | 'good' | 'average' | 'poor' | 'dosha';
/**
 * Status of one koota from score / max, first band whose minimum is met. A zero in a dosha koota
 * (DOSHA_CANCELLATIONS) is 'dosha' instead of 'poor'. Bands are this project's choice (the sources give none).
 */
export const KOOTA_STATUS_BANDS: readonly {
  readonly status: Exclude<KootaStatus, 'dosha'>;
  readonly minRatio: number;
}[] = deepFreeze([
  { status: 'excellent', minRatio: 1 },
  { status: 'good', minRatio: 0.75 },
  { status: 'average', minRatio: 0.5 },
  { status: 'poor', minRatio: 0 },
]);

export type Verdict = 'excellent' | 'compatible' | 'acceptable' | 'not_recommended';
/**
 * DEFAULT thresholds of 6.10 (ranjanadikshit.com, kashivedicjyotish.com and several codebases):
 * under 18 not recommended, 18-24 average/acceptable, 25-32 good, 33-36 excellent.
 * Half points fall into the lower band (24.5 is 'acceptable').
 */
export const VERDICT_BANDS: readonly { readonly verdict: Verdict; readonly minTotal: number }[] = deepFreeze([
  { verdict: 'excellent', minTotal: 33 },
  { verdict: 'compatible', minTotal: 25 },
  { verdict: 'acceptable', minTotal: 18 },
  { verdict: 'not_recommended', minTotal: 0 },
]);
