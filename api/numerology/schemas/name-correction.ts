// POST /v1/numerology/name-correction: spelling variants reaching a target, under `data.name_correction`.
import { z } from 'zod';
import {
  NAME_EDIT_RULES,
  NAME_TARGET_CATEGORIES,
  type NameEditKind,
  type NameTargetCategory,
} from '../../../tables/numerology/name-correction.ts';
import { numerologyBody } from '../request.ts';
import { Int, IsoDate, NameNumbers, perSystem, SystemName } from './shared.ts';

export const NameCorrectionBody = numerologyBody(
  'name-correction',
  'full_name (alias name), system or systems, and exactly one of target_number (1-9, 11, 22, 33) or target_category ' +
    `(${Object.keys(NAME_TARGET_CATEGORIES).join(', ')}; all but master need date_of_birth, alias date); ` +
    'optional max_edits (1-2, default 2) and max_suggestions (1-50, default 10).',
);

const EditKind = z.enum(NAME_EDIT_RULES.map((r) => r.kind) as [NameEditKind, ...NameEditKind[]]);
const Numbers = NameNumbers.extend({ compound_number: Int });

const Suggestion = z.object({
  spelling: z.string(),
  normalized_name: z.string(),
  edit_count: Int.min(1),
  edits: z.array(z.object({ kind: EditKind, word_index: Int, position: Int, letter: z.string() })),
  numbers: Numbers,
  compound_caution: z.boolean().describe("the letter total is one of Cheiro's caution compounds"),
});

export const NameCorrectionData = z.object({
  input: z.object({ full_name: z.string(), date_of_birth: IsoDate.nullable(), systems: z.array(SystemName) }),
  name_correction: z.object({
    target: z.object({
      kind: z.enum(['number', 'category']),
      number: Int.optional(),
      category: z.enum(Object.keys(NAME_TARGET_CATEGORIES) as [NameTargetCategory, ...NameTargetCategory[]]).optional(),
      numbers: z.array(Int).describe('numbers that meet the target'),
    }),
    max_edits: Int,
    candidates_checked: Int,
    systems: perSystem(
      z.object({
        current: Numbers.extend({ meets_target: z.boolean(), compound_caution: z.boolean() }),
        suggestions: z.array(Suggestion),
      }),
    ),
  }),
});
