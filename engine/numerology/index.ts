// Public surface of the numerology engine for the gateway: parse, gate, run, and the tables it needs.
export { handleNumerology, runNumerology, type NumerologyContext, type NumerologyEngineMeta, type NumerologyOutcome } from './service.ts';
export { NUMEROLOGY_SCHEMAS, parseNumerologyRequest, safeParseNumerologyRequest, type NumerologyRequests } from './schemas.ts';
export { assertEndpointAllowed, planAtLeast } from './plans.ts';
export {
  NUMEROLOGY_ERROR_HTTP_STATUS, NumerologyInputError, NumerologyPlanError, isNumerologyError,
  type NumerologyErrorCode, type NumerologyInputErrorCode,
} from './errors.ts';
export {
  ENDPOINT_GATES, ENDPOINT_QUOTA_RULE, MAX_BULK_ITEMS, NUMEROLOGY_ENDPOINTS, NUMEROLOGY_PLANS,
  type NumerologyEndpoint, type NumerologyPlan,
} from '../../tables/numerology/plans.ts';
