// Every error the gateway can answer with, for every product, in one registry. Handlers throw
// ApiError with a code from here; the error-envelope middleware alone turns it into a body.
import type { MeteredProduct, Product } from '../products.ts';

interface ErrorEntry {
  readonly status: number;
  readonly message: string;
}

const entry = (status: number, message: string): ErrorEntry => ({ status, message });

export const ERRORS = {
  // shared by several products
  invalid_date: entry(400, 'The date is malformed or outside the supported range.'),
  invalid_product: entry(400, 'Unknown product; use panchang, horoscope or numerology.'),
  plan_required: entry(403, 'This endpoint is not included in your current plan.'),
  method_not_allowed: entry(405, 'This path does not accept that HTTP method.'),
  rate_limited: entry(429, 'Too many requests; wait for the time in Retry-After before retrying.'),
  internal_error: entry(500, 'Unexpected error; it is safe to retry.'),
  service_unavailable: entry(503, 'A dependency is unavailable; retry with exponential backoff.'),

  // horoscope (seed 000)
  invalid_birth_data: entry(400, 'Birth date, time or location is missing or malformed.'),
  invalid_timezone: entry(400, 'The timezone is missing or is not an IANA name.'),
  unknown_place: entry(400, 'The place could not be found in the city directory.'),
  invalid_sign: entry(400, 'Unsupported sign; use one of mesha..meena.'),
  invalid_period: entry(400, 'Period must be daily, weekly or monthly.'),
  unsupported_varga: entry(400, 'Only the D1 and D9 charts are supported.'),
  invalid_as_of: entry(400, 'as_of must be YYYY-MM-DD or an ISO date-time.'),
  missing_api_key: entry(401, 'An API key is required in the x-api-key header.'),
  invalid_api_key: entry(401, 'The API key is invalid, expired or revoked.'),
  quota_exceeded: entry(429, 'The quota for this billing period is used up.'),

  // numerology (seed 001)
  invalid_request: entry(400, 'The request body is not a valid JSON object for this endpoint.'),
  invalid_name: entry(400, 'full_name (or name) is missing or invalid.'),
  invalid_date_of_birth: entry(400, 'date_of_birth is missing or not a valid YYYY-MM-DD date.'),
  invalid_system: entry(400, 'system/systems is missing or names an unsupported system.'),
  unsupported_script: entry(400, 'Names must be written in Latin (romanized) letters.'),
  unauthorized: entry(401, 'A valid API key is required in the x-api-key header.'),
  upgrade_required: entry(402, 'The requested feature needs a higher plan.'),

  // panchang (seed 002)
  missing_parameter: entry(400, 'A required parameter is missing.'),
  invalid_json: entry(400, 'The request body is not valid JSON.'),
  invalid_parameter: entry(400, 'A parameter has an invalid value.'),
  missing_location: entry(400, 'Give either city_id or both lat and lon.'),
  request_too_large: entry(400, 'The requested date range is too large.'),
  coordinate_access_restricted: entry(403, 'Coordinate lookup needs the amethyst plan or above; use city_id.'),
  free_demo_date_window_exceeded: entry(403, 'The free plan covers today minus 3 days through today plus 7 days.'),
  public_date_window_exceeded: entry(403, 'Dates are served from 2025-01-01 through 2030-12-31.'),
  key_suspended: entry(403, 'This API key is suspended.'),
  account_suspended: entry(403, 'This account is suspended.'),
  key_expired: entry(403, 'This API key has expired; use its replacement.'),
  subscription_lapsed: entry(403, 'The subscription has lapsed.'),
  monthly_limit_exceeded: entry(429, 'The monthly call limit of your plan is used up.'),
  rate_limit_exceeded: entry(429, 'Per-minute rate limit reached; wait for the time in Retry-After.'),
  daily_burst_limit_exceeded: entry(429, 'The daily burst limit is reached.'),
  date_limit_exceeded: entry(429, 'Too many distinct dates queried today.'),
  coverage_limit_exceeded: entry(429, 'The monthly distinct location-date coverage is reached.'),
  coverage_daily_limit_exceeded: entry(429, 'The daily coverage ceiling is reached.'),
  city_year_cap_exceeded: entry(429, 'The distinct city-year cap for yearly lookups is reached this month.'),
  ip_abuse_detected: entry(429, 'Too many keys created or used from this IP address.'),
  upstream_error: entry(502, 'The engine returned an unexpected error.'),
  coverage_enforcement_unavailable: entry(503, 'Coverage enforcement is temporarily unavailable; retry shortly.'),

  // the gateway's own (account, keys, versions, transport)
  not_found: entry(404, 'No such route.'),
  unsupported_version: entry(404, 'This API version does not exist; use /v1/.'),
  version_sunset: entry(410, 'This API version has been sunset; move to the successor version.'),
  payload_too_large: entry(413, 'The request body is too large.'),
  // answered by the HTTP parser's clientError handler, before any middleware runs (client-error.ts)
  malformed_request: entry(400, 'The request is not valid HTTP: its request line or headers could not be parsed.'),
  request_timeout: entry(408, 'The request did not arrive in time; send the headers and body without pausing.'),
  headers_too_large: entry(431, 'The URL and headers together exceed 16 kB; send long input in a POST body.'),
  invalid_email: entry(400, 'A valid e-mail address is required.'),
  invalid_password: entry(
    400,
    'The password must have 8 to 256 characters, not only whitespace, and not be a commonly used password.',
  ),
  invalid_plan: entry(400, 'Unknown plan name.'),
  insufficient_scope: entry(403, 'This operation needs a key with admin scope.'),
  email_taken: entry(409, 'An account with this e-mail already exists.'),
  key_not_found: entry(404, 'No key with this key_id on your account.'),
  key_inactive: entry(409, 'This key is revoked, expired or already rotated.'),
  last_admin_key: entry(409, 'This is the last active admin key; create another admin key first.'),
  key_limit_reached: entry(409, 'The account has the maximum number of active keys.'),
  // ICS feed tokens (api/feeds): codes of this project, the seeds have no feeds
  feed_not_found: entry(404, 'No feed with this feed_id on your account.'),
  feed_inactive: entry(409, 'This feed is already revoked.'),
  feed_limit_reached: entry(409, 'The account has the maximum number of active feeds.'),
  // issue 32 (KP): Placidus needs every ecliptic degree to rise and set
  placidus_undefined: entry(400, 'Placidus house cusps are undefined at this latitude (beyond about ±66.5°).'),
  // issue #28 (hints): a field or query parameter the route does not know, refused rather than silently dropped
  unknown_field: entry(400, 'The request names a field this endpoint does not know; check its spelling in /docs.'),
  // issue 42 (printed reports): the PDF format needs Chromium; the HTML format never does
  report_renderer_unavailable: entry(
    503,
    "The PDF renderer is unavailable (Debian's chromium package is not installed or did not start); format html still works.",
  ),
  report_renderer_busy: entry(503, 'The PDF renderer is busy; retry after the time in Retry-After.'),
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The situations the gateway itself detects; each product answers them with its own code. */
export type ErrorRole =
  | 'missingKey'
  | 'invalidKey'
  | 'expiredKey'
  | 'rateLimited'
  | 'quotaExceeded'
  | 'planRequired'
  | 'invalidJson'
  | 'validation';

const SHARED_ROLES: Record<ErrorRole, ErrorCode> = {
  missingKey: 'missing_api_key',
  invalidKey: 'invalid_api_key',
  expiredKey: 'invalid_api_key',
  rateLimited: 'rate_limited',
  quotaExceeded: 'quota_exceeded',
  planRequired: 'plan_required',
  invalidJson: 'invalid_json',
  validation: 'invalid_request',
};

export const PRODUCT_ERROR_CODES: Record<Product, Record<ErrorRole, ErrorCode>> = {
  horoscope: { ...SHARED_ROLES, validation: 'invalid_birth_data' },
  numerology: {
    missingKey: 'unauthorized',
    invalidKey: 'unauthorized',
    expiredKey: 'unauthorized',
    rateLimited: 'rate_limited',
    quotaExceeded: 'rate_limited',
    planRequired: 'plan_required',
    // seed 001: "body is not a JSON object" is invalid_request, malformed text included
    invalidJson: 'invalid_request',
    validation: 'invalid_request',
  },
  panchang: {
    missingKey: 'missing_api_key',
    invalidKey: 'invalid_api_key',
    expiredKey: 'key_expired',
    rateLimited: 'rate_limit_exceeded',
    quotaExceeded: 'monthly_limit_exceeded',
    planRequired: 'plan_required',
    invalidJson: 'invalid_json',
    validation: 'invalid_parameter',
  },
  account: SHARED_ROLES,
  billing: SHARED_ROLES,
  public: SHARED_ROLES,
};

export interface ApiErrorOptions {
  message?: string;
  headers?: Record<string, string>;
  /** Field-level detail for validation errors: what was wrong where, never internals. */
  details?: ReadonlyArray<{ path: string; message: string }>;
  /** A refusal a higher plan lifts: the message then says how to get that plan (issue 28). */
  upgradeTo?: UpgradeTarget;
}

export interface UpgradeTarget {
  readonly product: MeteredProduct;
  readonly plan: string;
}

/** What to do about a refusal a plan lifts: the plan, the route that buys it, the price list and the guide. */
export function upgradeHint({ product, plan }: UpgradeTarget, docsBaseUrl: string): string {
  return (
    `To get the ${product} ${plan} plan: POST /v1/billing/pay/order with {"product":"${product}","plan":"${plan}"} ` +
    `and pay on its checkout_url, or sign up a new account with "plan":"${plan}" for a 7-day trial ` +
    `(plans and prices: GET /v1/billing/plans; guide: ${docsBaseUrl}/docs#/billing).`
  );
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly details: ReadonlyArray<{ path: string; message: string }> | undefined;
  readonly upgradeTo: UpgradeTarget | undefined;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    // A refusal (4xx) is an answer, not a fault: no stack trace is captured for it. Capturing one was about 5% of
    // the CPU of a refused daily call in a profile, and an over-quota or malformed client is often the one that
    // calls most. Server faults (5xx) keep theirs for the log.
    const stackFrames = Error.stackTraceLimit;
    if (ERRORS[code].status < 500) Error.stackTraceLimit = 0;
    try {
      super(options.message ?? ERRORS[code].message);
    } finally {
      Error.stackTraceLimit = stackFrames;
    }
    this.name = 'ApiError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.headers = options.headers ?? {};
    this.details = options.details;
    this.upgradeTo = options.upgradeTo;
  }
}

/** The error a product answers a gateway-detected situation with. */
export function productError(product: Product, role: ErrorRole, options?: ApiErrorOptions): ApiError {
  return new ApiError(PRODUCT_ERROR_CODES[product][role], options);
}

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  docs_url: string;
  details?: ReadonlyArray<{ path: string; message: string }>;
}

export function errorBody(err: ApiError, docsBaseUrl: string): ErrorBody {
  const ended = /[.!?]$/.test(err.message) ? err.message : `${err.message}.`;
  const message = err.upgradeTo ? `${ended} ${upgradeHint(err.upgradeTo, docsBaseUrl)}` : err.message;
  const body: ErrorBody = { error: err.code, message, docs_url: `${docsBaseUrl}/errors#${err.code}` };
  if (err.details?.length) body.details = err.details;
  return body;
}
