// Typed errors of the numerology engine. Every code is one of seed 001's error codes, so the gateway
// maps `code` to HTTP with the table below and never has to read a message.
import { CodedError } from '../coded-error.ts';

export type NumerologyInputErrorCode =
  | 'invalid_request'
  | 'invalid_name'
  | 'invalid_date_of_birth'
  | 'invalid_system'
  | 'unsupported_script';

export type NumerologyPlanErrorCode = 'upgrade_required' | 'plan_required';
export type NumerologyErrorCode = NumerologyInputErrorCode | NumerologyPlanErrorCode;

export const NUMEROLOGY_INPUT_ERROR_CODES: readonly NumerologyInputErrorCode[] = Object.freeze([
  'invalid_request',
  'invalid_name',
  'invalid_date_of_birth',
  'invalid_system',
  'unsupported_script',
]);

export const NUMEROLOGY_ERROR_HTTP_STATUS: Readonly<Record<NumerologyErrorCode, number>> = Object.freeze({
  invalid_request: 400,
  invalid_name: 400,
  invalid_date_of_birth: 400,
  invalid_system: 400,
  unsupported_script: 400,
  upgrade_required: 402,
  plan_required: 403,
});

/** Bad request content (HTTP 400). */
export class NumerologyInputError extends CodedError<NumerologyInputErrorCode> {}

/** The key's plan does not cover what was asked (402 upgrade_required or 403 plan_required). */
export class NumerologyPlanError extends CodedError<NumerologyPlanErrorCode> {
  /** The lowest plan that would have allowed it (the gateway's plan catalog names it). */
  readonly requiredPlan: string;
  constructor(code: NumerologyPlanErrorCode, requiredPlan: string, message: string) {
    super(code, message);
    this.requiredPlan = requiredPlan;
  }
}

export type NumerologyError = NumerologyInputError | NumerologyPlanError;

export function isNumerologyError(e: unknown): e is NumerologyError {
  return e instanceof NumerologyInputError || e instanceof NumerologyPlanError;
}

export function isInputErrorCode(value: unknown): value is NumerologyInputErrorCode {
  return typeof value === 'string' && (NUMEROLOGY_INPUT_ERROR_CODES as readonly string[]).includes(value);
}
