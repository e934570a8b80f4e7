// The service layer the routes call: a validated request (or a raw body) plus the key's plan and the
// current UTC date, in; the seed's `data` and the engine's part of `meta`, out. No I/O, no clock.
import { MASTER_NUMBERS, NUMEROLOGY_SYSTEMS } from '../../tables/numerology/letters.ts';
import { ENDPOINT_QUOTA_RULE, type NumerologyEndpoint, type NumerologyPlan, type ReportSection } from '../../tables/numerology/plans.ts';
import { runBulk } from './bulk.ts';
import { computeCompatibility } from './compatibility.ts';
import { computeCore, computeName } from './core.ts';
import { computeCycles } from './cycles.ts';
import { parseIsoDate } from './dates.ts';
import { computeLoShu } from './lo-shu.ts';
import { computeNameCorrection } from './name-correction.ts';
import { assertEndpointAllowed, assertSystemsAllowed } from './plans.ts';
import { computeReport } from './report.ts';
import { parseNumerologyRequest, type NumerologyRequests } from './schemas.ts';
import type { CalendarDate, NumerologySystem } from './types.ts';

export interface NumerologyContext {
  readonly plan: NumerologyPlan;
  /** The current date in UTC as `YYYY-MM-DD`, read by the caller: cycles default to it. */
  readonly todayUtc: string;
}

/** The engine's part of the envelope's `meta`; the gateway adds api_version, service, data_source. */
export interface NumerologyEngineMeta {
  calculation_systems: NumerologySystem[];
  life_path_method: 'full_sum';
  preserve_masters: boolean;
  master_numbers: number[];
  quota_cost_units: number;
  omitted_sections?: ReportSection[];
}

export interface NumerologyOutcome {
  data: Record<string, unknown>;
  meta: NumerologyEngineMeta;
}

function meta(endpoint: NumerologyEndpoint, systems: readonly NumerologySystem[], preserveMasters: boolean, items = 0): NumerologyEngineMeta {
  const rule = ENDPOINT_QUOTA_RULE[endpoint];
  return {
    calculation_systems: [...systems],
    life_path_method: 'full_sum',
    preserve_masters: preserveMasters,
    master_numbers: [...MASTER_NUMBERS],
    quota_cost_units: rule === 'per_system' ? systems.length : rule === 'per_item' ? items : 1,
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
    assertSystemsAllowed(req.systems, ctx.plan);
    return { data: { ...computeCore(req) }, meta: meta('core', req.systems, true) };
  },
  name: (req, ctx) => {
    assertSystemsAllowed(req.systems, ctx.plan);
    return { data: { ...computeName(req) }, meta: meta('name', req.systems, true) };
  },
  cycles: (req, ctx) => ({
    data: { ...computeCycles(req.dateOfBirth, req.referenceDate ?? today(ctx), req.preserveMasters) },
    meta: meta('cycles', [], req.preserveMasters),
  }),
  'lo-shu': (req) => ({
    data: { ...computeLoShu(req.dateOfBirth, req.includeMoolankBhagyank, req.lang) },
    meta: meta('lo-shu', [], false),
  }),
  compatibility: (req, ctx) => {
    assertSystemsAllowed(req.systems, ctx.plan);
    return { data: computeCompatibility(req), meta: meta('compatibility', req.systems, true) };
  },
  report: (req, ctx) => {
    assertSystemsAllowed(req.systems, ctx.plan);
    const report = computeReport(req, ctx.plan, today(ctx));
    return { data: report.data, meta: { ...meta('report', req.systems, true), omitted_sections: report.omittedSections } };
  },
  'name-correction': (req, ctx) => {
    assertSystemsAllowed(req.systems, ctx.plan);
    return { data: computeNameCorrection(req), meta: meta('name-correction', req.systems, true) };
  },
  bulk: (req, ctx) => {
    const results = runBulk(req.items, ctx, handleNumerology);
    const systems = [...new Set(results.flatMap((r) => (r.ok ? r.meta.calculation_systems : [])))];
    const succeeded = results.filter((r) => r.ok);
    const preserve = succeeded.length > 0 && succeeded.every((r) => r.ok && r.meta.preserve_masters);
    return { data: { results }, meta: meta('bulk', orderSystems(systems), preserve, req.items.length) };
  },
};

function orderSystems(systems: NumerologySystem[]): NumerologySystem[] {
  return NUMEROLOGY_SYSTEMS.filter((s) => systems.includes(s));
}

/**
 * Runs an already-parsed request. The endpoint's own plan gate is checked again here so that a
 * caller (bulk, a test, a future route) cannot skip it; gates inside the request (Chaldean on free,
 * report sections) are only known after parsing and live here too.
 */
export function runNumerology<E extends NumerologyEndpoint>(endpoint: E, request: NumerologyRequests[E], ctx: NumerologyContext): NumerologyOutcome {
  assertEndpointAllowed(endpoint, ctx.plan);
  return (RUNNERS[endpoint] as Runner<E>)(request, ctx);
}

/**
 * The whole route in one call: plan gate, then body validation, then computation. Throws a
 * NumerologyInputError (400) or NumerologyPlanError (402/403); nothing else for any body.
 */
export function handleNumerology(endpoint: NumerologyEndpoint, body: unknown, ctx: NumerologyContext): NumerologyOutcome {
  assertEndpointAllowed(endpoint, ctx.plan);
  return runNumerology(endpoint, parseNumerologyRequest(endpoint, body), ctx);
}
