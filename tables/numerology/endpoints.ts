// The numerology endpoints and report sections as data (seed 001, "Endpoints"). Which plan may use what, and what a
// call costs, is commerce: it lives in the gateway's catalog (api/numerology/plans.ts), not here.
import { deepFreeze } from '../freeze.ts';

export type NumerologyEndpoint =
  | 'core'
  | 'name'
  | 'cycles'
  | 'lo-shu'
  | 'compatibility'
  | 'report'
  | 'name-correction'
  | 'bulk';

export const NUMEROLOGY_ENDPOINTS: readonly NumerologyEndpoint[] = deepFreeze([
  'core',
  'name',
  'cycles',
  'lo-shu',
  'compatibility',
  'report',
  'name-correction',
  'bulk',
] as const);

export type ReportSection = 'core' | 'name' | 'cycles' | 'lo_shu' | 'compatibility';

/** Report order of sections. */
export const REPORT_SECTIONS: readonly ReportSection[] = deepFreeze([
  'core',
  'name',
  'cycles',
  'lo_shu',
  'compatibility',
] as const);

export const MAX_BULK_ITEMS = 50;
