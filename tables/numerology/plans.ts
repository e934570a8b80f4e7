// Plan gates of the numerology product as data (seed 001, "Endpoints", "Limits", "Errors"), so the
// gateway and the service layer read one table instead of repeating if-chains.
import { deepFreeze } from '../freeze.ts';
import type { NumerologySystem } from './letters.ts';

export type NumerologyPlan = 'free' | 'starter' | 'plus' | 'pro' | 'scale';

/** Lowest to highest; a plan includes everything of the plans before it. */
export const NUMEROLOGY_PLANS: readonly NumerologyPlan[] = deepFreeze(['free', 'starter', 'plus', 'pro', 'scale'] as const);

export type NumerologyEndpoint =
  | 'core' | 'name' | 'cycles' | 'lo-shu' | 'compatibility' | 'report' | 'name-correction' | 'bulk';

export const NUMEROLOGY_ENDPOINTS: readonly NumerologyEndpoint[] = deepFreeze([
  'core', 'name', 'cycles', 'lo-shu', 'compatibility', 'report', 'name-correction', 'bulk',
] as const);

export interface EndpointGate {
  readonly min_plan: NumerologyPlan;
  /**
   * Error for a key below min_plan. The seed gives 403 plan_required in general but says
   * compatibility "under-tier keys receive 402 upgrade_required", so that one endpoint differs.
   */
  readonly below_plan_error: 'plan_required' | 'upgrade_required';
}

export const ENDPOINT_GATES: Readonly<Record<NumerologyEndpoint, EndpointGate>> = deepFreeze({
  core: { min_plan: 'free', below_plan_error: 'plan_required' },
  name: { min_plan: 'starter', below_plan_error: 'plan_required' },
  cycles: { min_plan: 'starter', below_plan_error: 'plan_required' },
  report: { min_plan: 'starter', below_plan_error: 'plan_required' },
  'lo-shu': { min_plan: 'plus', below_plan_error: 'plan_required' },
  compatibility: { min_plan: 'pro', below_plan_error: 'upgrade_required' },
  'name-correction': { min_plan: 'pro', below_plan_error: 'plan_required' },
  bulk: { min_plan: 'scale', below_plan_error: 'plan_required' },
});

/** Free covers Pythagorean only ("full Chaldean output starts at starter"): asking for more is 402. */
export const SYSTEM_MIN_PLAN: Readonly<Record<NumerologySystem, NumerologyPlan>> = deepFreeze({
  pythagorean: 'free',
  chaldean: 'starter',
});

export type ReportSection = 'core' | 'name' | 'cycles' | 'lo_shu' | 'compatibility';

/** Report order of sections; each needs the plan that unlocks the same feature as an endpoint. */
export const REPORT_SECTIONS: readonly ReportSection[] = deepFreeze(['core', 'name', 'cycles', 'lo_shu', 'compatibility'] as const);

export const REPORT_SECTION_MIN_PLAN: Readonly<Record<ReportSection, NumerologyPlan>> = deepFreeze({
  core: 'starter',
  name: 'starter',
  cycles: 'starter',
  lo_shu: 'plus',
  compatibility: 'pro',
});

/**
 * How an endpoint is charged. The seed fixes core, name (one unit per system) and bulk (one per
 * item); the others are "not shown": compatibility, report and name-correction compute per system
 * and are charged the same way, the date-only endpoints (cycles, lo-shu) one unit.
 */
export type QuotaRule = 'per_system' | 'flat' | 'per_item';

export const ENDPOINT_QUOTA_RULE: Readonly<Record<NumerologyEndpoint, QuotaRule>> = deepFreeze({
  core: 'per_system',
  name: 'per_system',
  cycles: 'flat',
  'lo-shu': 'flat',
  compatibility: 'per_system',
  report: 'per_system',
  'name-correction': 'per_system',
  bulk: 'per_item',
});

export const MAX_BULK_ITEMS = 50;
