// Turns a zod failure into the product's 400 code. A route can name codes per field (numerology:
// full_name -> invalid_name) and for absent fields (panchang: missing_parameter); a schema or check
// can carry its own code, as its error text (`z.string().regex(re, { error: 'invalid_date' })`) or,
// in a refinement, as `params.error` (panchang: missing_location).
import type { z } from 'zod';
import { ApiError, ERRORS, isErrorCode, productError, type ErrorCode } from './errors.ts';
import type { Product } from './products.ts';

export interface ValidationRules {
  readonly fieldErrors?: Readonly<Record<string, ErrorCode>>;
  readonly missingFieldError?: ErrorCode;
}

const MAX_DETAILS = 10;

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

const describePath = (path: readonly PropertyKey[]): string => (path.length ? path.map(String).join('.') : '(body)');

/** An issue whose text is a code reads as that code's registry message. */
const issueText = (issue: Issue): string =>
  isErrorCode(issue.message) ? ERRORS[issue.message].message : issue.message;

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
  const details = issues.slice(0, MAX_DETAILS).map((i) => ({ path: describePath(i.path), message: issueText(i) }));
  const message = first ? `${describePath(first.path)}: ${issueText(first)}` : undefined;
  const options = message === undefined ? { details } : { message, details };
  return code ? new ApiError(code, options) : productError(product, 'validation', options);
}
