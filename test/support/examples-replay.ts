// Sends the OpenAPI examples' requests (api/public/examples/) to a running gateway, as a client following them
// would: one account per plan named by the examples, ids and signed links taken from earlier answers (`binds`),
// the `today` fields set to the server's date, webhooks signed with its secret. Used by `npm run examples:generate`
// (which records the answers) and by test/http/openapi-examples.test.ts (which requires each to succeed again).
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productRoutes } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { type ApiExample, type ExampleBind, type NamedExample, withToday } from '../../api/public/examples.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { type Harness, type Reply, startHarness } from '../http/harness.ts';

/** The webhook secret of the gateway the examples are generated and tested on. */
export const EXAMPLES_WEBHOOK_SECRET = 'examples-webhook-secret';

/**
 * The gateway the examples are recorded and replayed on: every product's routes, the real city directory, days
 * computed live, the harness's fixed clock (so answers and the `today` date are reproducible).
 */
export function startExamplesGateway(): Promise<Harness> {
  const cityDirectory = loadCityDirectory();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'api-examples-')) });
  return startHarness({
    routes: productRoutes({ cityDirectory, config, panchangSource: null }),
    cityDirectory,
    env: { RATE_LIMIT_SCALE: '100', WEBHOOK_SECRET: EXAMPLES_WEBHOOK_SECRET },
  });
}

export interface Sent {
  readonly name: string;
  readonly example: ApiExample;
  /** The request as it was sent: binds and the date filled in. */
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
  readonly reply: Reply;
}

function pick(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value);
}

function boundValue(bind: ExampleBind, sent: ReadonlyMap<string, Sent>, name: string): string {
  const source = sent.get(bind.from);
  if (!source) throw new Error(`${name}: binds from ${bind.from}, which has not run`);
  const raw = bind.pick
    ? pick(source.reply.json, bind.pick)
    : bind.regex
      ? new RegExp(bind.regex).exec(source.reply.text)?.[1]
      : undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw new Error(
      `${name}: nothing at ${bind.pick ?? bind.regex} in the answer of ${bind.from} (${source.reply.status} ${source.reply.text.slice(0, 200)})`,
    );
  return String(raw);
}

/** The examples in an order that runs each after the ones it binds from or names in `after`. */
export function runOrder(examples: readonly NamedExample[]): NamedExample[] {
  const names = new Set(examples.map((e) => e.name));
  const needs = (e: NamedExample) => [
    ...(e.example.after ?? []),
    ...Object.values(e.example.binds ?? {}).map((b) => b.from),
  ];
  for (const e of examples)
    for (const n of needs(e)) if (!names.has(n)) throw new Error(`${e.name}: needs ${n}, which is not an example`);
  const done = new Set<string>();
  const order: NamedExample[] = [];
  while (order.length < examples.length) {
    const ready = examples.filter((e) => !done.has(e.name) && needs(e).every((n) => done.has(n)));
    if (!ready.length)
      throw new Error(`examples wait on each other: ${examples.filter((e) => !done.has(e.name)).map((e) => e.name)}`);
    for (const e of ready) {
      done.add(e.name);
      order.push(e);
    }
  }
  return order;
}

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Sends every example's request, in `runOrder`; returns what was sent and answered, by example name. */
export async function replayExamples(
  h: Harness,
  examples: readonly NamedExample[],
  webhookSecret: string,
): Promise<Map<string, Sent>> {
  const keys = new Map<string, string>();
  const keyOf = async (plan: string) => {
    if (!keys.has(plan)) keys.set(plan, await h.signup(plan));
    return keys.get(plan)!;
  };
  const sent = new Map<string, Sent>();
  for (const { name, example } of runOrder(examples)) {
    const request = withToday(example, utcDate(h.clock.now()));
    let path = example.path;
    const query: Record<string, string> = { ...request.query };
    const body = structuredClone(request.body) as Record<string, unknown> | undefined;
    for (const [target, bind] of Object.entries(example.binds ?? {})) {
      const value = boundValue(bind, sent, name);
      const [part, ...rest] = target.split('.');
      if (part === 'url') {
        const url = new URL(value, h.base);
        path = url.pathname + (bind.append ?? '');
        for (const k of Object.keys(query)) delete query[k];
        Object.assign(query, Object.fromEntries(url.searchParams));
      } else if (part === 'query') query[rest.join('.')] = value + (bind.append ?? '');
      else if (part === 'body') setIn(body, rest, value + (bind.append ?? ''));
      else throw new Error(`${name}: cannot bind ${target}`);
    }
    const search = new URLSearchParams(query).toString();
    const text = request.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const headers: Record<string, string> = { ...request.headers };
    if (example.sign && text !== undefined)
      headers[example.sign] = createHmac('sha256', webhookSecret).update(text).digest('hex');
    const reply = await h.call(example.method, search ? `${path}?${search}` : path, {
      body: text,
      headers,
      key: example.key ? await keyOf(example.key) : null,
    });
    sent.set(name, { name, example, path, query, body: request.raw ?? body, reply });
  }
  return sent;
}

function setIn(target: Record<string, unknown> | undefined, path: string[], value: string): void {
  if (!target) throw new Error(`no body to bind ${path.join('.')} into`);
  const last = path.pop()!;
  const holder = path.reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, target);
  holder[last] = value;
}
