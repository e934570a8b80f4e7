// Checking answers against the served OpenAPI document with ajv, every object closed, so a field the document does
// not list fails (test/http/openapi-answers.test.ts, test/http/openapi-examples.test.ts).
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

type Json = Record<string, any>;

/** Every object of a schema closed: extra keys fail unless the schema describes them (a record). */
export function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'properties' ? mapValues(v, closeObjects) : closeObjects(v);
  const loose = out.additionalProperties === undefined || isEmptySchema(out.additionalProperties);
  if (out.properties && loose && !out.propertyNames) out.additionalProperties = false;
  return out;
}
const isEmptySchema = (s: unknown) => typeof s === 'object' && s !== null && Object.keys(s).length === 0;
const mapValues = (o: Json, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

// ajv-formats is CommonJS with an ES-style default export: require gives the plugin itself
const addFormats = createRequire(import.meta.url)('ajv-formats') as (ajv: Ajv2020) => Ajv2020;

/** An ajv holding the document's component schemas (closed), and a validator for any schema of the document. */
export function documentValidator(doc: Json): (schema: Json) => ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', 'doc#/$defs/'));
  ajv.addSchema({ $id: 'doc', $defs: closeObjects(defs) as Json });
  return (schema) => {
    const ref = schema.$ref?.replace('#/components/schemas/', 'doc#/$defs/');
    return ref ? ajv.getSchema(ref)! : ajv.compile(closeObjects(schema) as Json);
  };
}
