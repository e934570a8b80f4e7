// The numerology plan catalog (seed 001, "Endpoints", "Limits", "Errors"): which plan may use which endpoint, system
// and report section, and how a call is charged. Plan names are the ladder's (api/plans.ts), so a renamed or dropped
// plan does not compile here. The engine computes; this policy is handed to it per call (NumerologyPolicy), so bulk
// items are gated and charged exactly as their single calls.
import type { NumerologyPolicy, NumerologySystem, SectionChoice } from '../../engine/numerology/index.ts';
import { NumerologyPlanError } from '../../engine/numerology/index.ts';
import { REPORT_SECTIONS, type NumerologyEndpoint, type ReportSection } from '../../tables/numerology/endpoints.ts';
import { planNames, productPlan, type NumerologyPlan } from '../plans.ts';

export type { NumerologyPlan };

export interface EndpointGate {
  readonly min_plan: NumerologyPlan;
  /**
   * Error for a key below min_plan. The seed gives 403 plan_required in general but says
   * compatibility "under-tier keys receive 402 upgrade_required", so that one endpoint differs.
   */
  readonly below_plan_error: 'plan_required' | 'upgrade_required';
}

export const ENDPOINT_GATES: Readonly<Record<NumerologyEndpoint, EndpointGate>> = {
  core: { min_plan: 'free', below_plan_error: 'plan_required' },
  name: { min_plan: 'starter', below_plan_error: 'plan_required' },
  cycles: { min_plan: 'starter', below_plan_error: 'plan_required' },
  report: { min_plan: 'starter', below_plan_error: 'plan_required' },
  'lo-shu': { min_plan: 'plus', below_plan_error: 'plan_required' },
  compatibility: { min_plan: 'pro', below_plan_error: 'upgrade_required' },
  'name-correction': { min_plan: 'pro', below_plan_error: 'plan_required' },
  bulk: { min_plan: 'scale', below_plan_error: 'plan_required' },
};

/** Free covers Pythagorean only ("full Chaldean output starts at starter"): asking for more is 402. */
const SYSTEM_MIN_PLAN: Readonly<Record<NumerologySystem, NumerologyPlan>> = {
  pythagorean: 'free',
  chaldean: 'starter',
};

/** Each report section needs the plan that unlocks the same feature as an endpoint. */
const REPORT_SECTION_MIN_PLAN: Readonly<Record<ReportSection, NumerologyPlan>> = {
  core: 'starter',
  name: 'starter',
  cycles: 'starter',
  lo_shu: 'plus',
  compatibility: 'pro',
};

/**
 * How an endpoint is charged. The seed fixes core, name (one unit per system) and bulk (one per
 * item); the others are "not shown": compatibility, report and name-correction compute per system
 * and are charged the same way, the date-only endpoints (cycles, lo-shu) one unit.
 */
const ENDPOINT_QUOTA_RULE: Readonly<Record<NumerologyEndpoint, 'per_system' | 'flat' | 'per_item'>> = {
  core: 'per_system',
  name: 'per_system',
  cycles: 'flat',
  'lo-shu': 'flat',
  compatibility: 'per_system',
  report: 'per_system',
  'name-correction': 'per_system',
  bulk: 'per_item',
};

/** Units charged for a validated request (X-Quota-Cost and meta.quota_cost_units). */
export function quotaUnits(endpoint: NumerologyEndpoint, request: object): number {
  const rule = ENDPOINT_QUOTA_RULE[endpoint];
  if (rule === 'flat') return 1;
  const list =
    rule === 'per_system' ? (request as { systems?: unknown }).systems : (request as { items?: unknown }).items;
  if (!Array.isArray(list)) throw new Error(`quota rule ${rule} of ${endpoint} needs a list on the request`);
  return list.length;
}

const LADDER = planNames('numerology');
const planAtLeast = (plan: NumerologyPlan, minimum: NumerologyPlan): boolean =>
  LADDER.indexOf(plan) >= LADDER.indexOf(minimum);

/** A numerology plan name; any other name throws. */
export const numerologyPlan = (name: string): NumerologyPlan => productPlan('numerology', name);

/**
 * Without a `sections` list the report holds every section the plan allows (compatibility only when a
 * partner is given) and names the ones the plan left out; with a list, a section above the plan is a
 * 402, because the caller asked for it by name (compatibility without a partner is the engine's 400).
 */
function chooseReportSections(
  plan: NumerologyPlan,
  requested: readonly ReportSection[] | null,
  hasPartner: boolean,
): SectionChoice {
  if (requested) {
    for (const section of requested) {
      const minimum = REPORT_SECTION_MIN_PLAN[section];
      if (!planAtLeast(plan, minimum)) {
        throw new NumerologyPlanError(
          'upgrade_required',
          minimum,
          `the report section ${section} needs the ${minimum} plan or higher`,
        );
      }
    }
    return { sections: REPORT_SECTIONS.filter((s) => requested.includes(s)), omitted: [] };
  }
  const wanted = REPORT_SECTIONS.filter((s) => s !== 'compatibility' || hasPartner);
  return {
    sections: wanted.filter((s) => planAtLeast(plan, REPORT_SECTION_MIN_PLAN[s])),
    omitted: wanted.filter((s) => !planAtLeast(plan, REPORT_SECTION_MIN_PLAN[s])),
  };
}

/** What a key on `plan` may do and what it pays, as the engine asks for it. */
export function numerologyPolicy(plan: NumerologyPlan): NumerologyPolicy {
  return {
    endpoint(endpoint) {
      const gate = ENDPOINT_GATES[endpoint];
      if (!planAtLeast(plan, gate.min_plan)) {
        throw new NumerologyPlanError(
          gate.below_plan_error,
          gate.min_plan,
          `/v1/numerology/${endpoint} needs the ${gate.min_plan} plan or higher`,
        );
      }
    },
    systems(systems) {
      for (const system of systems) {
        const minimum = SYSTEM_MIN_PLAN[system];
        if (!planAtLeast(plan, minimum))
          throw new NumerologyPlanError(
            'upgrade_required',
            minimum,
            `the ${system} system needs the ${minimum} plan or higher`,
          );
      }
    },
    sections: (requested, hasPartner) => chooseReportSections(plan, requested, hasPartner),
    units: quotaUnits,
  };
}
