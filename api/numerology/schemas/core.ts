// POST /v1/numerology/core: the engine's request schema and the shape of `data` (seed 001 "Core profile result").
import { z } from 'zod';
import { numerologyBody } from '../request.ts';
import { AnkJyotish, CoreSystemResult, DateNumbers, Details, IsoDate, perSystem, SystemName } from './shared.ts';

export const CoreBody = numerologyBody(
  'core',
  'full_name (alias name), date_of_birth (alias date; both spellings with different values are invalid), ' +
    'and exactly one of system (one name) or systems (a list; duplicates collapse).',
);

export const CoreData = z.object({
  input: z.object({ full_name: z.string(), date_of_birth: IsoDate, systems: z.array(SystemName) }),
  date_numbers: DateNumbers,
  results: perSystem(CoreSystemResult),
  ank_jyotish: AnkJyotish,
  details: Details.optional().describe('only with include_calculations: true'),
});
