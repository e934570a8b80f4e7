// POST /cycles: personal year, month and day (astrology-rules.md 8.4, Decoz-style definition).
import { digitSum, reduceNumber } from './reduce.ts';
import { isoDate } from './dates.ts';
import type { CalendarDate } from './types.ts';

export interface CyclesData {
  input: { date_of_birth: string; date: string; cycle_preserve_masters: boolean };
  personal_year_number: number;
  personal_month_number: number;
  personal_day_number: number;
}

/**
 * Personal year = birth month + birth day + the reference year, as digit sums, reduced; personal month
 * adds the reference month to it, personal day the reference day. Masters are reduced unless asked
 * for (seed 001 rule 5). The year counts from 1 January, not from the birthday, as Decoz defines it.
 */
export function personalCycles(dateOfBirth: CalendarDate, reference: CalendarDate, preserveMasters: boolean) {
  const year = reduceNumber(
    digitSum(dateOfBirth.month) + digitSum(dateOfBirth.day) + digitSum(reference.year),
    preserveMasters,
  );
  const month = reduceNumber(year + digitSum(reference.month), preserveMasters);
  const day = reduceNumber(month + digitSum(reference.day), preserveMasters);
  return { personal_year_number: year, personal_month_number: month, personal_day_number: day };
}

export function computeCycles(
  dateOfBirth: CalendarDate,
  reference: CalendarDate,
  preserveMasters: boolean,
): CyclesData {
  return {
    input: { date_of_birth: isoDate(dateOfBirth), date: isoDate(reference), cycle_preserve_masters: preserveMasters },
    ...personalCycles(dateOfBirth, reference, preserveMasters),
  };
}
