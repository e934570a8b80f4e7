// Field schemas shared by the endpoint schemas, the alias rules, and the mapping from zod issues to
// seed error codes. Every issue either carries `params.code` or sits under a field whose code is known.
import { z } from 'zod';
import { NUMEROLOGY_SYSTEMS, type NumerologySystem } from '../../tables/numerology/letters.ts';
import { LANGS, type Lang } from '../../tables/names/index.ts';
import { NumerologyInputError, isInputErrorCode, type NumerologyInputErrorCode } from './errors.ts';
import { parseIsoDate } from './dates.ts';
import { normalizeName } from './name-text.ts';
import type { CalendarDate, NormalizedName } from './types.ts';

/** Placed by the alias step where two spellings of one field disagree; no field schema accepts it. */
export class AliasConflict {
  readonly message: string;

  constructor(message: string) {
    this.message = message;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Copies `alias` onto `field` (full_name <- name, date_of_birth <- date). Both present and equal is
 * fine; both present and different is an error, since guessing which one the caller meant is not ours.
 */
export function mergeAlias(body: Record<string, unknown>, field: string, alias: string): void {
  const value = body[alias];
  delete body[alias];
  if (value === undefined) return;
  if (body[field] === undefined) body[field] = value;
  else if (body[field] !== value)
    body[field] = new AliasConflict(`send ${field} or ${alias}, not two different values`);
}

/** `system` (one) and `systems` (a list) are mutually exclusive; both end up in `systems`. */
export function mergeSystem(body: Record<string, unknown>): void {
  const value = body.system;
  delete body.system;
  if (value === undefined) return;
  body.systems = body.systems === undefined ? [value] : new AliasConflict('send system or systems, not both');
}

function conflictMessage(input: unknown): string | null {
  return input instanceof AliasConflict ? input.message : null;
}

export const nameField = z
  .string({
    error: (iss) =>
      conflictMessage(iss.input) ??
      (iss.input === undefined ? 'full_name (or name) is required' : 'full_name must be a string'),
  })
  .transform((raw, ctx): NormalizedName => {
    const parsed = normalizeName(raw);
    if (parsed.ok) return parsed.name;
    ctx.addIssue({ code: 'custom', message: parsed.message, params: { code: parsed.code } });
    return z.NEVER;
  });

function dateField(what: string) {
  return z
    .string({
      error: (iss) =>
        conflictMessage(iss.input) ??
        (iss.input === undefined ? `${what} is required` : `${what} must be a YYYY-MM-DD string`),
    })
    .transform((text, ctx): CalendarDate => {
      const date = parseIsoDate(text);
      if (date) return date;
      ctx.addIssue({ code: 'custom', message: `${what} must be an existing date written YYYY-MM-DD`, input: text });
      return z.NEVER;
    });
}

export const dateOfBirthField = dateField('date_of_birth');
export const referenceDateField = (what: string) => dateField(what);

const SYSTEM_MESSAGE = `each system must be one of ${NUMEROLOGY_SYSTEMS.join(', ')}`;

const systemName = z
  .string({ error: SYSTEM_MESSAGE })
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(NUMEROLOGY_SYSTEMS as [NumerologySystem, ...NumerologySystem[]], { error: SYSTEM_MESSAGE }));

/** Duplicates collapse and the order becomes the canonical one, so equal requests give equal bytes. */
export const systemsField = z
  .array(systemName, {
    error: (iss) =>
      conflictMessage(iss.input) ??
      (iss.input === undefined ? 'system or systems is required' : 'systems must be a list'),
  })
  .min(1, { error: 'systems must name at least one system' })
  .max(10, { error: 'systems lists at most 10 entries' })
  .transform((list): NumerologySystem[] => NUMEROLOGY_SYSTEMS.filter((s) => list.includes(s)));

export const flagField = (what: string) =>
  z
    .boolean({ error: `${what} must be true or false` })
    .optional()
    .transform((v) => v ?? false);

/**
 * Every display language, exactly as written in LANGS (issue #41: one rule on every route). Prose is written in en
 * and hi; the others read it in English (proseLangOf).
 */
export const langField = z
  .enum(LANGS as [Lang, ...Lang[]], { error: `lang must be one of ${LANGS.join(', ')}` })
  .optional()
  .transform((v): Lang => v ?? 'en');

export function integerField(what: string, min: number, max: number, fallback: number) {
  return z
    .number({ error: `${what} must be an integer from ${min} to ${max}` })
    .int({ error: `${what} must be an integer from ${min} to ${max}` })
    .min(min, { error: `${what} must be an integer from ${min} to ${max}` })
    .max(max, { error: `${what} must be an integer from ${min} to ${max}` })
    .optional()
    .transform((v) => v ?? fallback);
}

export const bodyError = { error: 'the body must be a JSON object' } as const;

/** Which error code a failed field gives when its issue does not name one. */
const FIELD_CODES: Readonly<Record<string, NumerologyInputErrorCode>> = {
  full_name: 'invalid_name',
  date_of_birth: 'invalid_date_of_birth',
  systems: 'invalid_system',
};

/** When several fields fail, the answer names the first by this order: the body, then name, date, system. */
const CODE_ORDER: readonly NumerologyInputErrorCode[] = [
  'unsupported_script',
  'invalid_name',
  'invalid_date_of_birth',
  'invalid_system',
  'invalid_request',
];

export function codeOfIssue(issue: z.core.$ZodIssue): NumerologyInputErrorCode {
  const explicit = (issue as { params?: { code?: unknown } }).params?.code;
  if (isInputErrorCode(explicit)) return explicit;
  const key = [...issue.path].reverse().find((p): p is string => typeof p === 'string');
  return (key && FIELD_CODES[key]) || 'invalid_request';
}

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** The one error to answer with: a body that is not an object first, then by CODE_ORDER. */
export function inputErrorFromZod(error: z.ZodError): NumerologyInputError {
  const issues = error.issues;
  const root = issues.find((i) => i.path.length === 0 && codeOfIssue(i) === 'invalid_request');
  if (root) return new NumerologyInputError('invalid_request', root.message);
  let best = issues[0];
  for (const issue of issues) {
    if (CODE_ORDER.indexOf(codeOfIssue(issue)) < CODE_ORDER.indexOf(codeOfIssue(best))) best = issue;
  }
  if (!best) return new NumerologyInputError('invalid_request', 'invalid request');
  // Top-level messages name their field already; nested ones (person_a.full_name, items) get the path.
  const nested = best.path.filter((p) => typeof p === 'string').length > 1;
  const message = nested ? `${describePath(best.path)}: ${best.message}` : best.message;
  return new NumerologyInputError(codeOfIssue(best), message);
}
