// Typed errors: the API maps `code` straight onto the seed's error codes.
export type JyotishErrorCode = 'unsupported_varga' | 'invalid_date' | 'invalid_positions' | 'invalid_option';

export class JyotishError extends Error {
  readonly code: JyotishErrorCode;
  constructor(code: JyotishErrorCode, message: string) {
    super(message);
    this.name = 'JyotishError';
    this.code = code;
  }
}
