// POST /lo-shu: the Lo Shu grid of a date of birth (astrology-rules.md 8.6).
import {
  LO_SHU_LAYOUT,
  LO_SHU_LINES,
  type LoShuOrientation,
  type LoShuPlaneId,
} from '../../tables/numerology/lo-shu.ts';
import type { NumerologyLang } from '../../tables/numerology/phrases.ts';
import { proseLangOf, type Lang } from '../../tables/names/index.ts';
import { dateNumbers, isoDate } from './dates.ts';
import type { CalendarDate } from './types.ts';
import { tr } from '../../tables/prose/index.ts';

export type PlaneStatus = 'strength' | 'weakness' | 'partial';

export interface LoShuPlane {
  id: LoShuPlaneId;
  cells: number[];
  orientation: LoShuOrientation;
  name: string;
  present_count: number;
  status: PlaneStatus;
}

export interface LoShuArrow {
  plane: LoShuPlaneId;
  cells: number[];
  name: string;
  plane_name: string;
}

export interface LoShu {
  layout: number[][];
  /** The non-zero digits placed, in DD MM YYYY order, then the added Moolank and Bhagyank if asked. */
  digits: number[];
  added_numbers: number[];
  cell_counts: Record<string, number>;
  grid: { number: number; count: number }[][];
  present_numbers: number[];
  missing_numbers: number[];
  repeated_numbers: { number: number; count: number }[];
  planes: LoShuPlane[];
  arrows_of_strength: LoShuArrow[];
  arrows_of_weakness: LoShuArrow[];
}

export interface LoShuData {
  input: { date_of_birth: string; include_moolank_bhagyank: boolean; lang: Lang };
  lo_shu: LoShu;
}

function dateDigits(date: CalendarDate): number[] {
  const [yyyy, mm, dd] = isoDate(date).split('-');
  return [...`${dd}${mm}${yyyy}`].map(Number).filter((d) => d !== 0);
}

function statusOf(present: number): PlaneStatus {
  if (present === 3) return 'strength';
  if (present === 0) return 'weakness';
  return 'partial';
}

export function loShuGrid(dateOfBirth: CalendarDate, includeMoolankBhagyank: boolean, lang: NumerologyLang): LoShu {
  const numbers = dateNumbers(dateOfBirth);
  const added = includeMoolankBhagyank ? [numbers.moolank, numbers.bhagyank] : [];
  const digits = [...dateDigits(dateOfBirth), ...added];
  const counts = new Array<number>(10).fill(0);
  for (const d of digits) counts[d]++;
  const all = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const planes: LoShuPlane[] = LO_SHU_LINES.map((line) => {
    const present = line.cells.filter((c) => counts[c] > 0).length;
    return {
      id: line.id,
      cells: [...line.cells],
      orientation: line.orientation,
      name: tr(line.plane_name, lang),
      present_count: present,
      status: statusOf(present),
    };
  });
  const arrows = (status: PlaneStatus, pick: 'strength_arrow' | 'weakness_arrow'): LoShuArrow[] =>
    LO_SHU_LINES.filter((_, i) => planes[i].status === status).map((line) => ({
      plane: line.id,
      cells: [...line.cells],
      name: tr(line[pick], lang),
      plane_name: tr(line.plane_name, lang),
    }));
  return {
    layout: LO_SHU_LAYOUT.map((row) => [...row]),
    digits,
    added_numbers: added,
    cell_counts: Object.fromEntries(all.map((n) => [String(n), counts[n]])),
    grid: LO_SHU_LAYOUT.map((row) => row.map((n) => ({ number: n, count: counts[n] }))),
    present_numbers: all.filter((n) => counts[n] > 0),
    missing_numbers: all.filter((n) => counts[n] === 0),
    repeated_numbers: all.filter((n) => counts[n] > 1).map((n) => ({ number: n, count: counts[n] })),
    planes,
    arrows_of_strength: arrows('strength', 'strength_arrow'),
    arrows_of_weakness: arrows('weakness', 'weakness_arrow'),
  };
}

export function computeLoShu(dateOfBirth: CalendarDate, includeMoolankBhagyank: boolean, lang: Lang): LoShuData {
  return {
    input: { date_of_birth: isoDate(dateOfBirth), include_moolank_bhagyank: includeMoolankBhagyank, lang },
    lo_shu: loShuGrid(dateOfBirth, includeMoolankBhagyank, proseLangOf(lang)),
  };
}
