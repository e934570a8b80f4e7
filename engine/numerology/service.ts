// The service layer the routes call: a validated request (or a raw body) plus the caller's policy (plan gates and
// units, from the gateway's catalog) and the current UTC date, in; the seed's `data` and the engine's part of `meta`,
// out. No I/O, no clock, no commerce of its own.
import { MASTER_NUMBERS, NUMEROLOGY_SYSTEMS } from '../../tables/numerology/letters.ts';
import type { NumerologyEndpoint } from '../../tables/numerology/endpoints.ts';
import { runBulk } from './bulk.ts';
import { computeCompatibility } from './compatibility.ts';
import { computeCore, computeName } from './core.ts';
import { computeCycles } from './cycles.ts';
import { parseIsoDate } from './dates.ts';
import { computeLoShu } from './lo-shu.ts';
import { computeNameCorrection } from './name-correction.ts';
import { computeReport } from './report.ts';
import { parseNumerologyRequest, type NumerologyRequests } from './schemas.ts';
import type {
  CalendarDate,
  NumerologyContext,
  NumerologyEngineMeta,
  NumerologyOutcome,
  NumerologySystem,
} from './types.ts';

export type { NumerologyContext, NumerologyEngineMeta, NumerologyOutcome };

function meta<E extends NumerologyEndpoint>(
  ctx: NumerologyContext,
  endpoint: E,
  req: NumerologyRequests[E],
  systems: readonly NumerologySystem[],
  preserveMasters: boolean,
): NumerologyEngineMeta {
  return {
    calculation_systems: [...systems],
    life_path_method: 'full_sum',
    preserve_masters: preserveMasters,
    master_numbers: [...MASTER_NUMBERS],
    quota_cost_units: ctx.policy.units(endpoint, req),
  };
}

function today(ctx: NumerologyContext): CalendarDate {
  const date = parseIsoDate(ctx.todayUtc);
  if (!date) throw new RangeError(`context.todayUtc must be YYYY-MM-DD, got ${ctx.todayUtc}`);
  return date;
}

type Runner<E extends NumerologyEndpoint> = (req: NumerologyRequests[E], ctx: NumerologyContext) => NumerologyOutcome;

const RUNNERS: { readonly [E in NumerologyEndpoint]: Runner<E> } = {
  core: (req, ctx) => {
    ctx.policy.systems(req.systems);
    return { data: { ...computeCore(req) }, meta: meta(ctx, 'core', req, req.systems, true) };
  },
  name: (req, ctx) => {
    ctx.policy.systems(req.systems);
    return { data: { ...computeName(req) }, meta: meta(ctx, 'name', req, req.systems, true) };
  },
  cycles: (req, ctx) => ({
    data: { ...computeCycles(req.dateOfBirth, req.referenceDate ?? today(ctx), req.preserveMasters) },
    meta: meta(ctx, 'cycles', req, [], req.preserveMasters),
  }),
  'lo-shu': (req, ctx) => ({
    data: { ...computeLoShu(req.dateOfBirth, req.includeMoolankBhagyank, req.lang) },
    meta: meta(ctx, 'lo-shu', req, [], false),
  }),
  compatibility: (req, ctx) => {
    ctx.policy.systems(req.systems);
    return { data: computeCompatibility(req), meta: meta(ctx, 'compatibility', req, req.systems, true) };
  },
  report: (req, ctx) => {
    ctx.policy.systems(req.systems);
    const report = computeReport(req, ctx.policy.sections(req.sections, req.partner !== null), today(ctx));
    return {
      data: report.data,
      meta: { ...meta(ctx, 'report', req, req.systems, true), omitted_sections: report.omittedSections },
    };
  },
  'name-correction': (req, ctx) => {
    ctx.policy.systems(req.systems);
    return { data: computeNameCorrection(req), meta: meta(ctx, 'name-correction', req, req.systems, true) };
  },
  bulk: (req, ctx) => {
    const results = runBulk(req.items, ctx, handleNumerology);
    const systems = [...new Set(results.flatMap((r) => (r.ok ? r.meta.calculation_systems : [])))];
    const succeeded = results.filter((r) => r.ok);
    const preserve = succeeded.length > 0 && succeeded.every((r) => r.ok && r.meta.preserve_masters);
    return { data: { results }, meta: meta(ctx, 'bulk', req, orderSystems(systems), preserve) };
  },
};

function orderSystems(systems: NumerologySystem[]): NumerologySystem[] {
  return NUMEROLOGY_SYSTEMS.filter((s) => systems.includes(s));
}

/**
 * Runs an already-parsed request. The policy's endpoint gate is asked again here so that a caller (bulk, a test, a
 * future route) cannot skip it; gates inside the request (systems, report sections) are only known after parsing.
 */
export function runNumerology<E extends NumerologyEndpoint>(
  endpoint: E,
  request: NumerologyRequests[E],
  ctx: NumerologyContext,
): NumerologyOutcome {
  ctx.policy.endpoint(endpoint);
  return (RUNNERS[endpoint] as Runner<E>)(request, ctx);
}

/**
 * The whole route in one call: the policy's endpoint gate, then body validation, then computation. Throws a
 * NumerologyInputError (400) or NumerologyPlanError (402/403); nothing else for any body.
 */
export function handleNumerology(
  endpoint: NumerologyEndpoint,
  body: unknown,
  ctx: NumerologyContext,
): NumerologyOutcome {
  ctx.policy.endpoint(endpoint);
  return runNumerology(endpoint, parseNumerologyRequest(endpoint, body), ctx);
}
