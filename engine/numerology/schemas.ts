// Request schemas of the eight numerology endpoints (zod). Each turns a JSON body into the typed
// request the computations take; a body they reject becomes one NumerologyInputError whose code is
// one of seed 001's. Aliases and the "not shown" choices are documented in README.md.
import { z } from 'zod';
import {
  MAX_BULK_ITEMS,
  REPORT_SECTIONS,
  type NumerologyEndpoint,
  type ReportSection,
} from '../../tables/numerology/endpoints.ts';
import {
  NAME_CORRECTION_LIMITS,
  NAME_TARGET_CATEGORIES,
  type NameTargetCategory,
} from '../../tables/numerology/name-correction.ts';
import type { NumerologyInputError } from './errors.ts';
import {
  bodyError,
  dateOfBirthField,
  flagField,
  inputErrorFromZod,
  integerField,
  isPlainObject,
  langField,
  mergeAlias,
  mergeSystem,
  nameField,
  referenceDateField,
  systemsField,
} from './schema-fields.ts';
import type {
  CompatibilityRequest,
  CoreRequest,
  CyclesRequest,
  LoShuRequest,
  NameCorrectionRequest,
  NameRequest,
  NameTarget,
  Person,
  ReportRequest,
} from './types.ts';

/**
 * Copies the body with aliases merged: `name` -> `full_name`, `system` -> `systems`, and, where the
 * date of birth is the only date, `date` -> `date_of_birth`. A body that is not an object passes
 * through untouched so the object schema rejects it as invalid_request.
 */
function aliased(options: { dateAlias: boolean; system: boolean }) {
  return (body: unknown): unknown => {
    if (!isPlainObject(body)) return body;
    const copy: Record<string, unknown> = { ...body };
    mergeAlias(copy, 'full_name', 'name');
    if (options.dateAlias) mergeAlias(copy, 'date_of_birth', 'date');
    if (options.system) mergeSystem(copy);
    return copy;
  };
}

const personSchema = z
  .preprocess(
    aliased({ dateAlias: true, system: false }),
    z.object(
      { full_name: nameField, date_of_birth: dateOfBirthField },
      { error: 'must be an object with full_name and date_of_birth' },
    ),
  )
  .transform((p): Person => ({ name: p.full_name, dateOfBirth: p.date_of_birth }));

export const coreSchema: z.ZodType<CoreRequest> = z
  .preprocess(
    aliased({ dateAlias: true, system: true }),
    z.object(
      {
        full_name: nameField,
        date_of_birth: dateOfBirthField,
        systems: systemsField,
        include_calculations: flagField('include_calculations'),
      },
      bodyError,
    ),
  )
  .transform((b) => ({
    name: b.full_name,
    dateOfBirth: b.date_of_birth,
    systems: b.systems,
    includeCalculations: b.include_calculations,
  }));

export const nameSchema: z.ZodType<NameRequest> = z
  .preprocess(
    aliased({ dateAlias: false, system: true }),
    z.object(
      {
        full_name: nameField,
        systems: systemsField,
        include_calculations: flagField('include_calculations'),
      },
      bodyError,
    ),
  )
  .transform((b) => ({ name: b.full_name, systems: b.systems, includeCalculations: b.include_calculations }));

/** Here `date` is the reference date (seed 001), so it is not an alias of date_of_birth. */
export const cyclesSchema: z.ZodType<CyclesRequest> = z
  .object(
    {
      date_of_birth: dateOfBirthField,
      date: referenceDateField('date').optional(),
      cycle_preserve_masters: flagField('cycle_preserve_masters'),
    },
    bodyError,
  )
  .transform((b) => ({
    dateOfBirth: b.date_of_birth,
    referenceDate: b.date ?? null,
    preserveMasters: b.cycle_preserve_masters,
  }));

export const loShuSchema: z.ZodType<LoShuRequest> = z
  .preprocess(
    aliased({ dateAlias: true, system: false }),
    z.object(
      {
        date_of_birth: dateOfBirthField,
        include_moolank_bhagyank: flagField('include_moolank_bhagyank'),
        lang: langField,
      },
      bodyError,
    ),
  )
  .transform((b) => ({
    dateOfBirth: b.date_of_birth,
    includeMoolankBhagyank: b.include_moolank_bhagyank,
    lang: b.lang,
  }));

export const compatibilitySchema: z.ZodType<CompatibilityRequest> = z
  .preprocess(
    aliased({ dateAlias: false, system: true }),
    z.object(
      {
        person_a: personSchema,
        person_b: personSchema,
        systems: systemsField,
        lang: langField,
      },
      bodyError,
    ),
  )
  .transform((b) => ({ personA: b.person_a, personB: b.person_b, systems: b.systems, lang: b.lang }));

const sectionsField = z
  .array(
    z.enum(REPORT_SECTIONS as [ReportSection, ...ReportSection[]], {
      error: `each section must be one of ${REPORT_SECTIONS.join(', ')}`,
    }),
    { error: 'sections must be a list' },
  )
  .min(1, { error: 'sections, when given, names at least one section' })
  .max(20, { error: 'sections lists at most 20 entries' })
  .optional();

export const reportSchema: z.ZodType<ReportRequest> = z
  .preprocess(
    aliased({ dateAlias: true, system: true }),
    z.object(
      {
        full_name: nameField,
        date_of_birth: dateOfBirthField,
        systems: systemsField,
        sections: sectionsField,
        person_b: personSchema.optional(),
        reference_date: referenceDateField('reference_date').optional(),
        cycle_preserve_masters: flagField('cycle_preserve_masters'),
        include_moolank_bhagyank: flagField('include_moolank_bhagyank'),
        lang: langField,
      },
      bodyError,
    ),
  )
  .transform((b) => ({
    name: b.full_name,
    dateOfBirth: b.date_of_birth,
    systems: b.systems,
    sections: b.sections ? REPORT_SECTIONS.filter((s) => b.sections!.includes(s)) : null,
    partner: b.person_b ?? null,
    referenceDate: b.reference_date ?? null,
    preserveCycleMasters: b.cycle_preserve_masters,
    includeMoolankBhagyank: b.include_moolank_bhagyank,
    lang: b.lang,
  }));

const TARGET_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33];
const CATEGORIES = Object.keys(NAME_TARGET_CATEGORIES) as [NameTargetCategory, ...NameTargetCategory[]];
const limits = NAME_CORRECTION_LIMITS;

export const nameCorrectionSchema: z.ZodType<NameCorrectionRequest> = z
  .preprocess(
    aliased({ dateAlias: true, system: true }),
    z.object(
      {
        full_name: nameField,
        date_of_birth: dateOfBirthField.optional(),
        systems: systemsField,
        target_number: z
          .number({ error: 'target_number must be 1-9, 11, 22 or 33' })
          .refine((n) => TARGET_NUMBERS.includes(n), { error: 'target_number must be 1-9, 11, 22 or 33' })
          .optional(),
        target_category: z
          .enum(CATEGORIES, { error: `target_category must be one of ${CATEGORIES.join(', ')}` })
          .optional(),
        max_edits: integerField('max_edits', limits.max_edits.min, limits.max_edits.max, limits.max_edits.default),
        max_suggestions: integerField(
          'max_suggestions',
          limits.max_suggestions.min,
          limits.max_suggestions.max,
          limits.max_suggestions.default,
        ),
      },
      bodyError,
    ),
  )
  .transform((b, ctx): NameCorrectionRequest => {
    if ((b.target_number === undefined) === (b.target_category === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['target_number'],
        message: 'send exactly one of target_number and target_category',
        params: { code: 'invalid_request' },
      });
      return z.NEVER;
    }
    const target: NameTarget =
      b.target_number !== undefined
        ? { kind: 'number', number: b.target_number }
        : { kind: 'category', category: b.target_category! };
    if (target.kind === 'category' && NAME_TARGET_CATEGORIES[target.category].needs_date_of_birth && !b.date_of_birth) {
      ctx.addIssue({
        code: 'custom',
        path: ['date_of_birth'],
        message: `target_category ${target.category} needs date_of_birth`,
        params: { code: 'invalid_date_of_birth' },
      });
      return z.NEVER;
    }
    return {
      name: b.full_name,
      dateOfBirth: b.date_of_birth ?? null,
      systems: b.systems,
      target,
      maxEdits: b.max_edits,
      maxSuggestions: b.max_suggestions,
    };
  });

export interface BulkRequest {
  readonly items: readonly unknown[];
}

/** Only the list is checked here; each item is validated by its own op's schema, so one bad item fails alone. */
export const bulkSchema: z.ZodType<BulkRequest> = z.object(
  {
    items: z
      .array(z.unknown(), { error: 'items must be a list of {op, ...params} objects' })
      .min(1, { error: 'items must hold at least one item' })
      .max(MAX_BULK_ITEMS, { error: `items holds at most ${MAX_BULK_ITEMS} items` }),
  },
  bodyError,
);

export interface NumerologyRequests {
  core: CoreRequest;
  name: NameRequest;
  cycles: CyclesRequest;
  'lo-shu': LoShuRequest;
  compatibility: CompatibilityRequest;
  report: ReportRequest;
  'name-correction': NameCorrectionRequest;
  bulk: BulkRequest;
}

export const NUMEROLOGY_SCHEMAS: { readonly [E in NumerologyEndpoint]: z.ZodType<NumerologyRequests[E]> } = {
  core: coreSchema,
  name: nameSchema,
  cycles: cyclesSchema,
  'lo-shu': loShuSchema,
  compatibility: compatibilitySchema,
  report: reportSchema,
  'name-correction': nameCorrectionSchema,
  bulk: bulkSchema,
};

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: NumerologyInputError };

export function safeParseNumerologyRequest<E extends NumerologyEndpoint>(
  endpoint: E,
  body: unknown,
): ParseResult<NumerologyRequests[E]> {
  const result = NUMEROLOGY_SCHEMAS[endpoint].safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: inputErrorFromZod(result.error) };
}

/** Parses a body or throws the NumerologyInputError the gateway answers with. */
export function parseNumerologyRequest<E extends NumerologyEndpoint>(
  endpoint: E,
  body: unknown,
): NumerologyRequests[E] {
  const result = safeParseNumerologyRequest(endpoint, body);
  if (!result.ok) throw result.error;
  return result.value;
}
