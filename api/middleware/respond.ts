// Last in the chain: runs the handler and sends the envelope with the headers every answer carries
// (X-Data-Source, X-Cache-Age, X-Quota-Cost, X-Degraded-*). In development and tests the data is
// checked against the route's response schema, so a handler cannot drift from its documentation.
import { buildMeta, DEFAULT_DATA_SOURCE } from '../gateway/envelope.ts';
import type { Logger } from '../../pipeline/log.ts';
import type {
  Caller,
  DevNote,
  GatewayServices,
  HandlerContext,
  HandlerResult,
  RouteInput,
} from '../gateway/route-spec.ts';
import type { Product } from '../products.ts';
import { responseHeader, setHeader, type Ctx, type Middleware } from './context.ts';
import type { AnswerWriter } from './send.ts';
import { compressBody } from './compress-body.ts';
import { compressWhole, type Encoding, matchesEtag, MIN_COMPRESS_BYTES, negotiate } from '../gateway/compression.ts';

// A class rather than an object of arrow functions: nothing is allocated per request beyond the instance.
class RequestHandlerContext implements HandlerContext {
  readonly requestId: string;
  readonly nowMs: number;
  readonly product: Product;
  readonly caller: Caller | null;
  private readonly ctx: Ctx;
  readonly services: GatewayServices;

  constructor(ctx: Ctx, services: GatewayServices) {
    this.ctx = ctx;
    this.services = services;
    const s = ctx.state;
    this.requestId = s.requestId;
    this.nowMs = s.nowMs;
    this.product = s.product;
    this.caller = s.caller;
  }
  get ip(): string {
    return this.ctx.ip;
  }
  note(note: DevNote): void {
    this.ctx.state.notes.push(note);
  }
  setHeader(name: string, value: string): void {
    setHeader(this.ctx, name, value);
  }
  header(name: string): string {
    return this.ctx.get(name);
  }
  addTrailers(headers: Record<string, string>): void {
    this.ctx.res.addTrailers(headers);
  }
  private aborter: AbortController | null = null;
  get signal(): AbortSignal {
    if (!this.aborter) {
      const aborter = new AbortController();
      this.aborter = aborter;
      const res = this.ctx.res;
      // the response closing before it finished is the client hanging up (api/client-hangup.ts)
      if (res.destroyed && !res.writableFinished) aborter.abort();
      else res.once('close', () => res.writableFinished || aborter.abort());
    }
    return this.aborter.signal;
  }
}

function degradedReason(result: HandlerResult<unknown>, dataSource: string, services: GatewayServices): string | null {
  if (result.degradedReason) return result.degradedReason;
  if (dataSource === 'fallback') return 'fallback';
  return services.health.snapshot().reason;
}

// Handlers hand back a few shared top-level objects (one per plan), so each is serialized once.
const topLevelJson = new WeakMap<object, string>();
function topLevelFields(top: Record<string, unknown> | undefined): string {
  if (!top) return '';
  let json = topLevelJson.get(top);
  if (json === undefined) {
    json = Object.entries(top)
      .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`)
      .join('');
    if (Object.isFrozen(top)) topLevelJson.set(top, json);
  }
  return json;
}

/** `writer` batches the answers of a turn (send.ts); the error envelope hands its answers to the same one. */
export function respond(services: GatewayServices, logger: Logger, writer: AnswerWriter): Middleware {
  // A handler that answers at once (a cached day) is answered in the same turn: an await of a plain value would cost
  // the call an async frame and a turn of microtasks. A handler that throws at once throws to the stage before, as
  // the rejection of an async stage would.
  return (ctx) => {
    const result = ctx.state.route!.handler(
      ctx.state.input as RouteInput<unknown, unknown, unknown>,
      new RequestHandlerContext(ctx, services),
    );
    if (result instanceof Promise) return result.then((r) => answer(ctx, r, services, logger, writer));
    answer(ctx, result, services, logger, writer);
  };
}

/** Sends the handler's result: the envelope and the headers every answer carries. */
function answer(
  ctx: Ctx,
  result: HandlerResult<unknown>,
  services: GatewayServices,
  logger: Logger,
  writer: AnswerWriter,
): void {
  const route = ctx.state.route!;
  const s = ctx.state;
  if (services.config.validateResponses) {
    const checked = route.response.safeParse(result.data);
    if (!checked.success) {
      logger.error(
        { request_id: s.requestId, path: ctx.path, issues: checked.error.issues.slice(0, 5) },
        'response does not match its schema',
      );
      throw new Error(`response of ${route.method} ${ctx.path} does not match its schema`);
    }
  }
  const dataSource = result.dataSource ?? DEFAULT_DATA_SOURCE[s.product];
  const cacheAge = result.cacheAgeSeconds ?? 0;
  setHeader(ctx, 'X-Data-Source', dataSource);
  setHeader(ctx, 'X-Cache-Age', String(cacheAge));
  setHeader(ctx, 'X-Quota-Cost', String(s.charged));
  const reason = degradedReason(result, dataSource, services);
  if (reason) {
    setHeader(ctx, 'X-Degraded', 'true');
    setHeader(ctx, 'X-Degraded-Reason', reason);
  }
  // a handler that set its own (an answer about to change: the accuracy manifest while it is measured) keeps it
  if (!s.caller && route.cacheControl && !responseHeader(ctx, 'Cache-Control'))
    setHeader(ctx, 'Cache-Control', route.cacheControl);
  const status = route.status ?? 200;
  const encoding = negotiate(ctx.req.headers['accept-encoding']);
  if (route.envelope === 'none') {
    if (result.notModified) {
      ctx.status = 304;
      return;
    }
    ctx.status = status;
    if (typeof route.contentType === 'string' && !responseHeader(ctx, 'Content-Type')) ctx.type = route.contentType;
    ctx.body = result.data;
    compressBody(ctx, encoding, route.auth === 'none');
    return;
  }
  const meta = buildMeta(
    s.product,
    { apiVersion: s.apiVersion, nowMs: s.nowMs, dataSource, cacheAgeSeconds: cacheAge, cost: s.charged },
    result.meta,
  );
  const devNotes = result.dev_notes?.length ? [...s.notes, ...result.dev_notes] : s.notes;
  const json = result.compressed?.json ?? result.dataJson;
  if (json === undefined) {
    // Encoded once here: its length is then known, and the write copies bytes instead of encoding again.
    const body = Buffer.from(JSON.stringify({ ...result.topLevel, data: result.data, meta, dev_notes: devNotes }));
    const coding = body.length < MIN_COMPRESS_BYTES ? null : varyingCoding(ctx, encoding);
    writer.sendJson(ctx, status, [coding ? compressWhole(body, coding) : body], coding);
    return;
  }
  // The same envelope, spliced around the pre-serialized data: a large cached answer is not serialized twice.
  const prefix = `{${topLevelFields(result.topLevel)}"data":`;
  // a day of a data generation (issue #41): its tag, the plan's top-level fields and the API version name the answer
  const etag = result.compressed?.etag(prefix, s.apiVersion);
  const coding = json.length < MIN_COMPRESS_BYTES ? null : varyingCoding(ctx, encoding);
  if (etag) {
    setHeader(ctx, 'ETag', etag);
    if (matchesEtag(ctx.req.headers['if-none-match'], etag)) {
      writer.sendNotModified(ctx);
      return;
    }
  }
  const tail = `,"meta":${JSON.stringify(meta)},"dev_notes":${devNotes.length ? JSON.stringify(devNotes) : '[]'}}`;
  if (!coding) {
    writer.sendJson(ctx, status, [prefix, json, tail]);
    return;
  }
  // a cached day's compressed head is made once; a spliced answer (monthly, yearly) is compressed per call
  const parts = result.compressed
    ? result.compressed.parts(coding, prefix, tail)
    : [compressWhole(Buffer.concat([Buffer.from(prefix), json, Buffer.from(tail)]), coding)];
  writer.sendJson(ctx, status, parts, coding);
}

/** An answer big enough to compress varies with Accept-Encoding (said in Vary, to caches); the coding, if any. */
function varyingCoding(ctx: Ctx, encoding: Encoding | null): Encoding | null {
  setHeader(ctx, 'Vary', 'Accept-Encoding');
  return encoding;
}
