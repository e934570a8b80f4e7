// The eight numerology routes (seed 001) as gateway route specs. Plan gates and quota rules come from
// the plan catalog (plans.ts), request schemas from the engine's zod schemas (schemas/*.ts wrap them), and the
// handler only runs the engine with the caller's plan policy and the request's UTC date.
import type { z } from 'zod';
import {
  isNumerologyError,
  NUMEROLOGY_ENDPOINTS,
  NumerologyPlanError,
  runNumerology,
  type NumerologyEndpoint,
  type NumerologyRequests,
} from '../../engine/numerology/index.ts';
import { DAY_MS } from '../gateway/clock.ts';
import { proseWarning } from '../lang.ts';
import type { Lang } from '../../tables/names/index.ts';

/** What a numerology answer says in English when `lang` has no numerology prose. */
const NUMEROLOGY_PROSE = 'meanings, themes, labels and notes';
import { ApiError, type ErrorCode } from '../gateway/errors.ts';
import { defineRoute, type AnyRoute, type HandlerContext, type HandlerResult } from '../gateway/route-spec.ts';
import { ENDPOINT_GATES, numerologyPlan, numerologyPolicy, quotaUnits } from './plans.ts';
import { BulkBody, BulkData } from './schemas/bulk.ts';
import { CompatibilityBody, CompatibilityData } from './schemas/compatibility.ts';
import { CoreBody, CoreData } from './schemas/core.ts';
import { CyclesBody, CyclesData } from './schemas/cycles.ts';
import { LoShuBody, LoShuData } from './schemas/lo-shu.ts';
import { NameCorrectionBody, NameCorrectionData } from './schemas/name-correction.ts';
import { NameBody, NameData } from './schemas/name.ts';
import { ReportBody, ReportData } from './schemas/report.ts';

interface RouteDoc<E extends NumerologyEndpoint> {
  readonly body: z.ZodType<NumerologyRequests[E]>;
  readonly response: z.ZodType;
  readonly summary: string;
  readonly description: string;
  /** Codes besides the gateway's own (auth, limits, invalid_request, the plan gate). */
  readonly errors: readonly ErrorCode[];
}

const NAME_AND_DATE: readonly ErrorCode[] = [
  'invalid_name',
  'unsupported_script',
  'invalid_date_of_birth',
  'invalid_system',
];

const DOCS: { readonly [E in NumerologyEndpoint]: RouteDoc<E> } = {
  core: {
    body: CoreBody,
    response: CoreData,
    summary: 'Core profile: date numbers, letter numbers per system, Ank Jyotish',
    description:
      'Free covers Pythagorean; a Chaldean request below starter is 402 upgrade_required. One unit per system.',
    errors: [...NAME_AND_DATE, 'upgrade_required'],
  },
  name: {
    body: NameBody,
    response: NameData,
    summary: 'Numbers of a name alone, per system under data.systems',
    description: 'One unit per system.',
    errors: ['invalid_name', 'unsupported_script', 'invalid_system'],
  },
  cycles: {
    body: CyclesBody,
    response: CyclesData,
    summary: 'Personal year, month and day numbers',
    description: 'Without `date` the reference date is the current UTC date. One unit.',
    errors: ['invalid_date_of_birth'],
  },
  'lo-shu': {
    body: LoShuBody,
    response: LoShuData,
    summary: 'Lo Shu grid: counts, missing and repeated numbers, planes and arrows',
    description: 'Zero digits are ignored. One unit.',
    errors: ['invalid_date_of_birth'],
  },
  compatibility: {
    body: CompatibilityBody,
    response: CompatibilityData,
    summary: 'Compatibility of two profiles',
    description: 'Below pro: 402 upgrade_required. Byte-identical for equal requests. One unit per system.',
    errors: NAME_AND_DATE,
  },
  report: {
    body: ReportBody,
    response: ReportData,
    summary: 'Structured report: core, name, cycles, Lo Shu, compatibility sections',
    description:
      'Sections the plan leaves out are listed in meta.omitted_sections; a section asked for by name above the plan ' +
      'is 402 upgrade_required. One unit per system.',
    errors: [...NAME_AND_DATE, 'upgrade_required'],
  },
  'name-correction': {
    body: NameCorrectionBody,
    response: NameCorrectionData,
    summary: 'Spelling variants of a name that reach a target number',
    description:
      'An invalid target_number, or both or neither of target_number and target_category, is invalid_request. One unit per system.',
    errors: NAME_AND_DATE,
  },
  bulk: {
    body: BulkBody,
    response: BulkData,
    summary: 'Up to 50 core, name, cycles, lo-shu, report or name-correction items in one call',
    description:
      'Each item answers exactly as its single call would, success or error, in data.results; an unknown op or a ' +
      'malformed item is an invalid_request result for that item alone. One unit per item, failed items included.',
    errors: ['service_unavailable'],
  },
};

// Nearly every request falls on the same UTC day as the one before it.
let lastDay = { startMs: 0, text: '1970-01-01' };

/** `YYYY-MM-DD` of the request's instant in UTC: the engine reads no clock, the gateway read it once. */
export function utcDateOf(nowMs: number): string {
  const startMs = Math.floor(nowMs / DAY_MS) * DAY_MS;
  if (startMs !== lastDay.startMs) lastDay = { startMs, text: new Date(startMs).toISOString().slice(0, 10) };
  return lastDay.text;
}

/** A numerology call as plain data: what the compute pool carries for a bulk call (api/compute/kinds.ts). */
export interface NumerologyTask<E extends NumerologyEndpoint = NumerologyEndpoint> {
  readonly endpoint: E;
  readonly request: NumerologyRequests[E];
  /** The caller's numerology plan name. */
  readonly plan: string;
  readonly todayUtc: string;
}

/** Runs the engine with the plan's policy; its typed errors become the seed's codes. */
export function numerologyTask<E extends NumerologyEndpoint>(task: NumerologyTask<E>): HandlerResult<unknown> {
  try {
    const outcome = runNumerology(task.endpoint, task.request, {
      policy: numerologyPolicy(numerologyPlan(task.plan)),
      todayUtc: task.todayUtc,
    });
    // The engine's meta (systems, masters, units, omitted sections) goes over the gateway's fields; a display language
    // without numerology prose reads it in English, said once in meta.warnings (issue #41)
    const lang = (task.request as { lang?: Lang }).lang;
    return { data: outcome.data, meta: { ...outcome.meta, ...(lang ? proseWarning(lang, NUMEROLOGY_PROSE) : {}) } };
  } catch (e) {
    if (isNumerologyError(e))
      throw new ApiError(e.code, {
        message: e.message,
        ...(e instanceof NumerologyPlanError ? { upgradeTo: { product: 'numerology', plan: e.requiredPlan } } : {}),
      });
    throw e;
  }
}

/** A single call (well under a millisecond) answers on the event loop; a bulk call of up to 50 on the compute pool. */
function run<E extends NumerologyEndpoint>(
  endpoint: E,
  request: NumerologyRequests[E],
  ctx: HandlerContext,
): HandlerResult<unknown> | Promise<HandlerResult<unknown>> {
  const plan = ctx.caller?.entitlement?.plan.name ?? 'free';
  const task: NumerologyTask<E> = { endpoint, request, plan, todayUtc: utcDateOf(ctx.nowMs) };
  if (endpoint !== 'bulk') return numerologyTask(task);
  return ctx.services.compute.run<HandlerResult<unknown>>('numerology_bulk', task, ctx.signal);
}

function numerologyRoute<E extends NumerologyEndpoint>(endpoint: E): AnyRoute {
  const doc = DOCS[endpoint] as RouteDoc<E>;
  const gate = ENDPOINT_GATES[endpoint];
  return defineRoute({
    product: 'numerology',
    method: 'POST',
    path: `/v1/numerology/${endpoint}`,
    auth: 'key',
    minPlan: gate.min_plan,
    planError: gate.below_plan_error,
    cost: ({ body }) => quotaUnits(endpoint, body),
    request: { body: doc.body },
    response: doc.response,
    summary: doc.summary,
    description: doc.description,
    errors: doc.errors,
    handler: ({ body }, ctx) => run(endpoint, body, ctx),
  });
}

export const numerologyRoutes: readonly AnyRoute[] = NUMEROLOGY_ENDPOINTS.map((endpoint) => numerologyRoute(endpoint));
