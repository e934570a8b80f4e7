// The OpenAPI document's examples: one JSON file per example under api/public/examples/, named
// `<operationId>.json` (or `<operationId>.<name>.json` for a further example of the same operation). Each holds a
// request and the answer a real server gave to it: `npm run examples:generate` replays every request against a
// gateway and writes the answers back, and test/http/openapi-examples.test.ts replays them again and validates the
// answers against the document. How to add one for a new route: api/README.md, "OpenAPI examples".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const EXAMPLES_DIR = join(import.meta.dirname, 'examples');

/** A request part taken from an earlier example's answer (an id, a signed link), since a fresh server makes its own. */
export interface ExampleBind {
  /** The example whose answer holds the value. */
  readonly from: string;
  /** A dotted path into its JSON answer (`data.invoices.0.pdf_url`)... */
  readonly pick?: string;
  /** ...or a regular expression over its text, the first group being the value. */
  readonly regex?: string;
  /** Appended to the value; to a bound URL's path (a sandbox page's link plus an action: `/pay`). */
  readonly append?: string;
}

export interface ExampleRequest {
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** A body sent as it is (a form post), instead of `body` as JSON. */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ExampleResponse {
  readonly status: number;
  readonly content_type: string;
  /** The answer's JSON, long lists cut to their first items; or the start of a text answer (`excerpt`). */
  readonly body: unknown;
  readonly excerpt?: boolean;
}

export interface ApiExample {
  readonly operation: string;
  readonly summary?: string;
  readonly method: string;
  /** The concrete path sent (path parameters filled in). */
  readonly path: string;
  readonly request: ExampleRequest;
  /** The plan of the account whose key goes in x-api-key; absent: no key. */
  readonly key?: string;
  /** Request fields set to the server's UTC date (`body.date`, `query.date`): the free plan's window moves daily. */
  readonly today?: readonly string[];
  /** Request parts taken from earlier answers: `body.<field>`, `query.<name>`, or `url` (path and query). */
  readonly binds?: Readonly<Record<string, ExampleBind>>;
  /** Examples that must have run first (state this one reads or changes). */
  readonly after?: readonly string[];
  /** A header carrying the hex HMAC-SHA256 of the raw body with the webhook secret. */
  readonly sign?: string;
  readonly response?: ExampleResponse;
}

export interface NamedExample {
  /** The file name without `.json`: `postV1Keys`, `postV1BillingSandboxKindIdAction.authorize`. */
  readonly name: string;
  readonly example: ApiExample;
}

/** Every example file, sorted by name (the main example of an operation first). */
export function loadExamples(dir = EXAMPLES_DIR): NamedExample[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.slice(0, -'.json'.length), example: JSON.parse(readFileSync(join(dir, f), 'utf8')) }));
}

/** A copy of `request` with its `today` fields set to `dateIso` (YYYY-MM-DD). */
export function withToday(example: ApiExample, dateIso: string): ExampleRequest {
  const request = structuredClone(example.request) as ExampleRequest & { query?: Record<string, string> };
  for (const field of example.today ?? []) {
    const [part, name] = field.split('.') as ['body' | 'query', string];
    if (part === 'query' && request.query) request.query[name] = dateIso;
    if (part === 'body' && request.body && typeof request.body === 'object')
      (request.body as Record<string, unknown>)[name] = dateIso;
  }
  return request;
}

// biome-ignore lint/suspicious/noExplicitAny: walks the generated document, untyped JSON
type Json = Record<string, any>;

/**
 * The path parameters of a concrete path, read against the document's template segment by segment from the end, so
 * a legacy path (`/v1/horoscope/rashifal/{sign}/{period}`) reads them off its preferred path's example too.
 */
function pathParams(template: string, path: string): Record<string, string> {
  const names = template.split('/').reverse();
  const values = path.split('/').reverse();
  const out: Record<string, string> = {};
  names.forEach((segment, i) => {
    const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
    if (name && values[i]) out[name] = decodeURIComponent(values[i]);
  });
  return out;
}

/** A query or path value as the parameter's schema types it (`limit=3` is the integer 3). */
function typed(value: string, type: unknown): unknown {
  if (type === 'integer' || type === 'number') return Number(value);
  if (type === 'boolean') return value === 'true';
  return value;
}

/** Adds an example to one operation: its parameters (the first example's), request body and answer. */
function attach(
  op: Json,
  template: string,
  { name, example }: NamedExample,
  context: { readonly dateIso: string; readonly first: boolean; readonly schemas: Json },
): void {
  const { dateIso, first, schemas } = context;
  const request = withToday(example, dateIso);
  const label = { summary: example.summary ?? `${example.method} ${example.path}` };
  if (first) {
    const values: Record<string, string> = { ...pathParams(template, example.path), ...request.query };
    for (const p of (op.parameters ?? []) as Json[])
      if (values[p.name] !== undefined) p.example = typed(values[p.name], p.schema?.type);
  }
  const media = op.requestBody?.content?.['application/json'];
  // a route that takes its body raw (a signed webhook) documents it as a string: the example is the JSON text
  const given = request.body ?? request.raw;
  const schema = media?.schema?.$ref ? schemas[media.schema.$ref.split('/').pop()] : media?.schema;
  const body = schema?.type === 'string' && typeof given !== 'string' ? JSON.stringify(given) : given;
  if (media && body !== undefined) media.examples = { ...media.examples, [name]: { ...label, value: body } };
  const answer = example.response;
  const content = answer && op.responses?.[String(answer.status)]?.content?.[answer.content_type];
  if (content) content.examples = { ...content.examples, [name]: { ...label, value: answer.body } };
}

/**
 * The document with every example in place. A deprecated legacy path shows its preferred operation's examples
 * (same route, same request). `dateIso` is the server's UTC date, for the `today` fields.
 */
export function withExamples(doc: Json, examples: readonly NamedExample[], dateIso: string): Json {
  const out = structuredClone(doc);
  const byOperation = new Map<string, NamedExample[]>();
  for (const e of examples) byOperation.set(e.example.operation, [...(byOperation.get(e.example.operation) ?? []), e]);
  const preferredOf = (op: Json): string | undefined => /operationId `([^`]+)`/.exec(op.description ?? '')?.[1];
  for (const [template, methods] of Object.entries(out.paths as Json)) {
    for (const op of Object.values(methods as Json)) {
      const own = byOperation.get(op.operationId) ?? (op.deprecated ? byOperation.get(preferredOf(op) ?? '') : []);
      (own ?? []).forEach((e, i) => {
        attach(op, template, e, { dateIso, first: i === 0, schemas: out.components?.schemas ?? {} });
      });
    }
  }
  return out;
}
