// The request body schema of a numerology route: the engine's own zod schema, with its failure turned
// into the single seed code the engine would answer. The gateway's generic mapping reads the first
// issue only and knows no `params.code`; the engine picks one error among several by the seed's order
// (body, script, name, date, system, other). Wrapping keeps one schema for validation and for OpenAPI.
import { z } from 'zod';
import { NUMEROLOGY_SCHEMAS, type NumerologyEndpoint, type NumerologyRequests } from '../../engine/numerology/index.ts';
import { BULK_OPS } from '../../engine/numerology/bulk.ts';
import { inputErrorFromZod } from '../../engine/numerology/schema-fields.ts';

/** What the catch step hands on when the engine's schema rejected the body. */
class Rejected {
  readonly code: string;
  readonly message: string;

  constructor(code: string, message: string) {
    this.code = code;
    this.message = message;
  }
}

/**
 * The engine schema, its rejection caught and re-raised as one issue whose `params.error` is the code
 * (api/gateway/validation.ts reads it first). The OpenAPI generator sees the engine schema's input shape: it
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
      .meta(endpoint === 'bulk' ? withBulkItems(engineJson(engineSchema)) : withAliases(engineJson(engineSchema)))
  );
}

/** The part of a JSON Schema this file reads. */
interface Json {
  [key: string]: unknown;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
}

function engineJson(schema: z.ZodType): Json {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return json;
}

/** The spellings the engine merges before validating (engine/numerology/schemas.ts `aliased`). */
const ALIASES: readonly (readonly [field: string, alias: string])[] = [
  ['full_name', 'name'],
  ['date_of_birth', 'date'],
  ['systems', 'system'],
];

/**
 * The engine validates the canonical shape after merging its aliases, so that shape is what zod describes.
 * For /openapi.json the body also lists each alias the engine accepts (`name`, `date`, `system`: one
 * system name), where the canonical field exists and the alias is not a field of its own (cycles' `date`
 * is the reference date), and requires the field or its alias. Person objects inside get the same.
 */
function withAliases(schema: Json): Json {
  const props = schema.properties as Record<string, Json> | undefined;
  if (!props) return schema;
  const properties: Record<string, Json> = {};
  for (const [name, prop] of Object.entries(props)) properties[name] = withAliases(prop);
  const alternatives: Json[] = [];
  let required = [...((schema.required ?? []) as string[])];
  for (const [field, alias] of ALIASES) {
    if (!props[field] || props[alias]) continue;
    properties[alias] =
      field === 'systems'
        ? { ...props.systems!.items, description: 'one system: the same as `systems` with one entry' }
        : { ...props[field], description: `the same as \`${field}\`` };
    if (required.includes(field)) {
      required = required.filter((r) => r !== field);
      // each alternative names its property too, so a linter can see the field it requires
      const one = (name: string) => ({ properties: { [name]: properties[name] }, required: [name] });
      alternatives.push({ anyOf: [one(field), one(alias)] });
    }
  }
  // `required` stays even when empty: the result is merged over zod's own rendering, whose list it replaces
  return { ...schema, properties, required, ...(alternatives.length ? { allOf: alternatives } : {}) };
}

/**
 * The engine takes bulk items as unknown values and checks each as its op's endpoint would; the document
 * gives an item's forms: `op` with the body of that endpoint, aliases included.
 */
function withBulkItems(schema: Json): Json {
  const items = schema.properties?.items;
  if (!items) return schema;
  const forms = BULK_OPS.map((op) => {
    const body = withAliases(engineJson(NUMEROLOGY_SCHEMAS[op]));
    return {
      ...body,
      properties: { op: { const: op }, ...body.properties },
      required: ['op', ...(body.required ?? [])],
    };
  });
  return { ...schema, properties: { ...schema.properties, items: { ...items, items: { anyOf: forms } } } };
}
