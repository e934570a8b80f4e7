/**
 * A typed engine error: a machine `code` the API maps onto each product's error codes, and a message for people.
 * Each engine module narrows `Code` to its own list.
 */
export class CodedError<Code extends string> extends Error {
  readonly code: Code;
  constructor(code: Code, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}
