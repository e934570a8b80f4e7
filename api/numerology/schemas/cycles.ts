// POST /v1/numerology/cycles: personal year, month and day as flat fields of `data`.
import { z } from 'zod';
import { numerologyBody } from '../request.ts';
import { Int, IsoDate } from './shared.ts';

export const CyclesBody = numerologyBody(
  'cycles',
  'date_of_birth, optional date (the reference date, not an alias here; default: the current UTC date), ' +
    'optional cycle_preserve_masters (default false: 11, 22, 33 are reduced).',
);

export const CyclesData = z.object({
  input: z.object({
    date_of_birth: IsoDate,
    date: IsoDate.describe('the reference date used'),
    cycle_preserve_masters: z.boolean(),
  }),
  personal_year_number: Int,
  personal_month_number: Int,
  personal_day_number: Int,
});
