// Turns a zod failure into the product's 400 code. A route can name codes per field (numerology:
// full_name -> invalid_name) and for absent fields (panchang: missing_parameter); a schema or check
// can carry its own code, as its error text (`z.string().regex(re, { error: 'invalid_date' })`) or,
// in a refinement, as `params.error` (panchang: missing_location).
import { z } from 'zod';
import { ApiError, ERRORS, isErrorCode, productError, type ErrorCode } from './errors.ts';
import type { Product } from '../products.ts';

export interface ValidationRules {
  readonly fieldErrors?: Readonly<Record<string, ErrorCode>>;
  readonly missingFieldError?: ErrorCode;
}

const MAX_DETAILS = 10;

const article = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);
const plural = (n: number | bigint, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

const SIZE_UNITS: Readonly<Record<string, string>> = { string: 'character', array: 'item', set: 'item', file: 'byte' };

/** "at least 3", "at most 120 characters": the bound of a too_small / too_big issue in words. */
function bound(origin: string, limit: number | bigint, inclusive: boolean, small: boolean): string {
  const unit = SIZE_UNITS[origin];
  if (unit) return `${small ? 'at least' : 'at most'} ${plural(limit, unit)}`;
  if (inclusive) return `${small ? 'at least' : 'at most'} ${limit}`;
  return `${small ? 'greater' : 'less'} than ${limit}`;
}

const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : article(typeof value);

/**
 * Our wording for every issue a schema does not word itself: the validator's own ("Invalid input: expected string,
 * received undefined") never reaches a client. Phrases start with a verb; the caller puts the field in front.
 */
function plainIssueText(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      // a coerced field ("year": "soon") reaches here as NaN: the text was not a number
      if (Number.isNaN(issue.input)) return `must be ${article(String(issue.expected))}`;
      return `must be ${issue.expected === 'array' ? 'an array' : article(String(issue.expected))}, not ${typeName(issue.input)}`;
    case 'too_small':
      return `must be ${bound(issue.origin, issue.minimum, issue.inclusive ?? true, true)}`;
    case 'too_big':
      return `must be ${bound(issue.origin, issue.maximum, issue.inclusive ?? true, false)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'is not in the expected format (see /docs)' : `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'does not match any accepted form (see /docs)';
    default:
      return 'has an invalid value';
  }
}

// Zod consults this map for every issue whose schema gives no message of its own (schemas that name a code or
// a hint keep theirs). Set once, for every schema the gateway validates with, the engine's included.
z.config({ customError: plainIssueText });

type Issue = z.core.$ZodIssue;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function codeOf(issue: Issue, input: unknown, rules: ValidationRules): ErrorCode | null {
  const own = (issue as { params?: { error?: unknown } }).params?.error;
  if (isErrorCode(own)) return own;
  if (isErrorCode(issue.message)) return issue.message;
  const missing = issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined;
  if (missing && rules.missingFieldError) return rules.missingFieldError;
  const field = issue.path[0];
  if (typeof field === 'string' && rules.fieldErrors?.[field]) return rules.fieldErrors[field]!;
  return null;
}

const describePath = (path: readonly PropertyKey[]): string =>
  path.length ? path.map(String).join('.') : 'the request body';

/** An issue whose text is a code reads as that code's registry message, or "is required" when the field is absent. */
function issueText(issue: Issue, input: unknown): string {
  // checked on the input as sent: a coerced absent field reaches zod as NaN, not undefined
  if (issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined)
    return 'is required';
  return isErrorCode(issue.message) ? ERRORS[issue.message].message : issue.message;
}

/** "city_id is required", "date: The date is malformed...": our phrases follow the field, others after a colon. */
const sentence = (issue: Issue, input: unknown): string => {
  const text = issueText(issue, input);
  if (issue.path.length === 0 && !/^(is|must|has|does) /.test(text)) return text; // a whole-body message names its field
  const joiner = /^(is|must|has|does) /.test(text) ? ' ' : ': ';
  return `${describePath(issue.path)}${joiner}${text}`;
};

/** The first issue decides the code (zod reports in schema order); every issue goes into details. */
export function validationError(
  product: Product,
  error: z.ZodError,
  input: unknown,
  rules: ValidationRules = {},
): ApiError {
  const issues = error.issues;
  const first = issues[0];
  const code = first ? codeOf(first, input, rules) : null;
  const details = issues
    .slice(0, MAX_DETAILS)
    .map((i) => ({ path: describePath(i.path), message: issueText(i, input) }));
  const message = first ? sentence(first, input) : undefined;
  const options = message === undefined ? { details } : { message, details };
  return code ? new ApiError(code, options) : productError(product, 'validation', options);
}
