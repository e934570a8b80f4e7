// POST /v1/numerology/name: the numbers of a name alone, per system under `data.systems`.
import { z } from 'zod';
import { numerologyBody } from '../request.ts';
import { Details, NameSystemResult, perSystem, SystemName } from './shared.ts';

export const NameBody = numerologyBody(
  'name',
  'full_name (alias name) and exactly one of system or systems; no date is needed.',
);

export const NameData = z.object({
  input: z.object({ full_name: z.string(), systems: z.array(SystemName) }),
  systems: perSystem(NameSystemResult),
  details: Details.optional().describe('only with include_calculations: true'),
});
