// Public surface of the numerology engine for the gateway: parse, gate, run, and the tables it needs.
export {
  handleNumerology,
  runNumerology,
  type NumerologyContext,
  type NumerologyEngineMeta,
  type NumerologyOutcome,
} from './service.ts';
export {
  NUMEROLOGY_SCHEMAS,
  parseNumerologyRequest,
  safeParseNumerologyRequest,
  type NumerologyRequests,
} from './schemas.ts';
export {
  NUMEROLOGY_ERROR_HTTP_STATUS,
  NumerologyInputError,
  NumerologyPlanError,
  isNumerologyError,
  type NumerologyErrorCode,
  type NumerologyInputErrorCode,
} from './errors.ts';
export { MAX_BULK_ITEMS, NUMEROLOGY_ENDPOINTS, type NumerologyEndpoint } from '../../tables/numerology/endpoints.ts';
export type { NumerologyPolicy, NumerologySystem, SectionChoice } from './types.ts';
