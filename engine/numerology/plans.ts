// Plan checks over the gate tables: which endpoint, system and report section a plan may use.
import {
  ENDPOINT_GATES, NUMEROLOGY_PLANS, REPORT_SECTIONS, REPORT_SECTION_MIN_PLAN, SYSTEM_MIN_PLAN,
  type NumerologyEndpoint, type NumerologyPlan, type ReportSection,
} from '../../tables/numerology/plans.ts';
import { NumerologyInputError, NumerologyPlanError } from './errors.ts';
import type { NumerologySystem } from './types.ts';

export function planAtLeast(plan: NumerologyPlan, minimum: NumerologyPlan): boolean {
  return NUMEROLOGY_PLANS.indexOf(plan) >= NUMEROLOGY_PLANS.indexOf(minimum);
}

/** For the gateway, before it reads the body: 403 plan_required (402 for compatibility) below the minimum. */
export function assertEndpointAllowed(endpoint: NumerologyEndpoint, plan: NumerologyPlan): void {
  const gate = ENDPOINT_GATES[endpoint];
  if (!planAtLeast(plan, gate.min_plan)) {
    throw new NumerologyPlanError(gate.below_plan_error, gate.min_plan, `/v1/numerology/${endpoint} needs the ${gate.min_plan} plan or higher`);
  }
}

/** An explicitly requested system above the plan is 402 upgrade_required (Chaldean on free). */
export function assertSystemsAllowed(systems: readonly NumerologySystem[], plan: NumerologyPlan): void {
  for (const system of systems) {
    const minimum = SYSTEM_MIN_PLAN[system];
    if (!planAtLeast(plan, minimum)) {
      throw new NumerologyPlanError('upgrade_required', minimum, `the ${system} system needs the ${minimum} plan or higher`);
    }
  }
}

export interface SectionChoice {
  sections: ReportSection[];
  /** Sections that would have been in the report but the plan leaves out (meta.omitted_sections). */
  omitted: ReportSection[];
}

/**
 * Without a `sections` list the report holds every section the plan allows (compatibility only when a
 * partner is given) and names the ones the plan left out; with a list, a section above the plan is a
 * 402, because the caller asked for it by name.
 */
export function chooseReportSections(requested: readonly ReportSection[] | null, hasPartner: boolean, plan: NumerologyPlan): SectionChoice {
  if (requested) {
    for (const section of requested) {
      const minimum = REPORT_SECTION_MIN_PLAN[section];
      if (!planAtLeast(plan, minimum)) {
        throw new NumerologyPlanError('upgrade_required', minimum, `the report section ${section} needs the ${minimum} plan or higher`);
      }
      if (section === 'compatibility' && !hasPartner) {
        throw new NumerologyInputError('invalid_request', 'the compatibility section needs person_b');
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
