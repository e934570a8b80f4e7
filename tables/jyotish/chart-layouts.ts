// Geometry of the three traditional chart layouts on a 400 x 400 canvas, and the short graha labels.
// North Indian: houses are fixed (house 1 the top diamond, then counter-clockwise) and the signs move.
// South Indian: signs are fixed (Meena top-left, Mesha next, clockwise) and the lagna is marked.
// East Indian: signs are fixed (Mesha top-middle, then counter-clockwise), corner cells split diagonally.
import { deepFreeze, type DisplayName, type GrahaKey } from '../names/index.ts';

export type Point = readonly [x: number, y: number];
export interface ChartCell {
  readonly points: readonly Point[];
}

export const CHART_SIZE = 400;
const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;

const cell = (...points: Point[]): ChartCell => ({ points });

/** Index = house - 1. */
export const NORTH_HOUSE_CELLS: readonly ChartCell[] = deepFreeze([
  cell([H, 0], [3 * Q, Q], [H, H], [Q, Q]),
  cell([0, 0], [H, 0], [Q, Q]),
  cell([0, 0], [Q, Q], [0, H]),
  cell([0, H], [Q, Q], [H, H], [Q, 3 * Q]),
  cell([0, H], [Q, 3 * Q], [0, S]),
  cell([0, S], [Q, 3 * Q], [H, S]),
  cell([H, S], [Q, 3 * Q], [H, H], [3 * Q, 3 * Q]),
  cell([H, S], [3 * Q, 3 * Q], [S, S]),
  cell([S, S], [3 * Q, 3 * Q], [S, H]),
  cell([S, H], [3 * Q, 3 * Q], [H, H], [3 * Q, Q]),
  cell([S, H], [3 * Q, Q], [S, 0]),
  cell([S, 0], [3 * Q, Q], [H, 0]),
]);

const box = (col: number, row: number, size: number): ChartCell =>
  cell(
    [col * size, row * size],
    [(col + 1) * size, row * size],
    [(col + 1) * size, (row + 1) * size],
    [col * size, (row + 1) * size],
  );

/** Index = rashi - 1: [column, row] of each sign on the 4 x 4 grid (the middle 2 x 2 is left for the title). */
const SOUTH_GRID: readonly [number, number][] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];
export const SOUTH_SIGN_CELLS: readonly ChartCell[] = deepFreeze(SOUTH_GRID.map(([c, r]) => box(c, r, Q)));

const T = S / 3;
/** Index = rashi - 1. Corner cells are halves of a square cut by the diagonal from the outer to the inner corner. */
export const EAST_SIGN_CELLS: readonly ChartCell[] = deepFreeze([
  box(1, 0, T),
  cell([0, 0], [T, 0], [T, T]),
  cell([0, 0], [0, T], [T, T]),
  box(0, 1, T),
  cell([0, 2 * T], [T, 2 * T], [0, S]),
  cell([0, S], [T, 2 * T], [T, S]),
  box(1, 2, T),
  cell([2 * T, 2 * T], [2 * T, S], [S, S]),
  cell([2 * T, 2 * T], [S, 2 * T], [S, S]),
  box(2, 1, T),
  cell([S, 0], [S, T], [2 * T, T]),
  cell([2 * T, 0], [S, 0], [2 * T, T]),
]);

/** Two-letter labels in English, the customary one- or two-syllable ones in Hindi. */
export const GRAHA_ABBREVIATIONS: Readonly<Record<GrahaKey, DisplayName>> = deepFreeze({
  surya: { en: 'Su', hi: 'सू' },
  chandra: { en: 'Mo', hi: 'चं' },
  mangal: { en: 'Ma', hi: 'मं' },
  budha: { en: 'Me', hi: 'बु' },
  guru: { en: 'Ju', hi: 'गु' },
  shukra: { en: 'Ve', hi: 'शु' },
  shani: { en: 'Sa', hi: 'श' },
  rahu: { en: 'Ra', hi: 'रा' },
  ketu: { en: 'Ke', hi: 'के' },
});

/** Short sign names for the fixed-sign layouts (index = rashi - 1); Vrishabha and Vrischika kept apart. */
export const RASHI_ABBREVIATIONS: readonly DisplayName[] = deepFreeze([
  { en: 'Mes', hi: 'मेष' },
  { en: 'Vrs', hi: 'वृष' },
  { en: 'Mit', hi: 'मिथुन' },
  { en: 'Kar', hi: 'कर्क' },
  { en: 'Sim', hi: 'सिंह' },
  { en: 'Kan', hi: 'कन्या' },
  { en: 'Tul', hi: 'तुला' },
  { en: 'Vrk', hi: 'वृश्चिक' },
  { en: 'Dha', hi: 'धनु' },
  { en: 'Mak', hi: 'मकर' },
  { en: 'Kum', hi: 'कुम्भ' },
  { en: 'Mee', hi: 'मीन' },
]);

export const CHART_LABELS: Readonly<Record<'lagna' | 'retrograde' | 'north' | 'south' | 'east', DisplayName>> =
  deepFreeze({
    lagna: { en: 'Asc', hi: 'लग्न' },
    /** Appended to a retrograde graha (vakri). */
    retrograde: { en: '(R)', hi: '(व)' },
    north: { en: 'North Indian', hi: 'उत्तर भारतीय' },
    south: { en: 'South Indian', hi: 'दक्षिण भारतीय' },
    east: { en: 'East Indian', hi: 'पूर्व भारतीय' },
  });
