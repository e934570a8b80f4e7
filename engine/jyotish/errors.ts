// Typed errors: the API maps `code` straight onto the seed's error codes.
import { CodedError } from '../coded-error.ts';

export type JyotishErrorCode =
  | 'unsupported_varga'
  | 'invalid_method'
  | 'invalid_date'
  | 'invalid_positions'
  | 'invalid_option'
  | 'placidus_undefined';

export class JyotishError extends CodedError<JyotishErrorCode> {}
