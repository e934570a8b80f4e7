// The request body schema of a numerology route: the engine's own zod schema, with its failure turned
// into the single seed code the engine would answer. The gateway's generic mapping reads the first
// issue only and knows no `params.code`; the engine picks one error among several by the seed's order
// (body, script, name, date, system, other). Wrapping keeps one schema for validation and for OpenAPI.
import { z } from 'zod';
import { NUMEROLOGY_SCHEMAS, type NumerologyEndpoint, type NumerologyRequests } from '../../engine/numerology/index.ts';
import { inputErrorFromZod } from '../../engine/numerology/schema-fields.ts';

/** What the catch step hands on when the engine's schema rejected the body. */
class Rejected {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

/**
 * The engine schema, its rejection caught and re-raised as one issue whose `params.error` is the code
 * (api/validation.ts reads it first). The OpenAPI generator sees the engine schema's input shape: it
 * renders a catch as its inner schema, and the transform after it as that same shape.
 */
export function numerologyBody<E extends NumerologyEndpoint>(
  endpoint: E,
  description: string,
): z.ZodType<NumerologyRequests[E]> {
  const engineSchema = NUMEROLOGY_SCHEMAS[endpoint] as z.ZodType<NumerologyRequests[E]>;
  return (
    engineSchema
      // The generator also calls this with no context to look for a static default; reading
      // `failure.error` then throws, which it takes as "no default" and leaves the schema as it is.
      .catch((failure): NumerologyRequests[E] => {
        const error = inputErrorFromZod(new z.ZodError(failure.error.issues));
        return new Rejected(error.code, error.message) as unknown as NumerologyRequests[E];
      })
      .transform((value: unknown, ctx) => {
        if (!(value instanceof Rejected)) return value as NumerologyRequests[E];
        ctx.addIssue({ code: 'custom', message: value.message, params: { error: value.code } });
        return z.NEVER;
      })
      .describe(description)
  );
}
