// Compression of an answer Koa sends (envelope 'none': /openapi.json, pages, feeds, the chart SVG), as the client's
// Accept-Encoding allows (gateway/compression.ts). Streams (bulk exports, with their sha256 trailer) and binary types
// go as they are. The bodies of keyless routes (the OpenAPI document, Swagger UI's files, pages) are the same for
// every caller: their compressed bytes are kept, so /openapi.json (1.2 MB) is compressed once per encoding per day.
import { compressWhole, type Encoding, isCompressibleType, MIN_COMPRESS_BYTES } from '../gateway/compression.ts';
import { responseHeader, setHeader, type Ctx } from './context.ts';

type Encoded = Partial<Record<Encoding, Buffer>>;
/** An object body (the OpenAPI document) lives as long as the route keeps it: a day. */
const byObject = new WeakMap<object, Encoded>();
/** Text bodies of keyless routes (pages, assets): a handful, each the same on every call. */
const byText = new Map<string, Encoded>();
const MAX_TEXTS = 64;

function bytesOf(body: unknown): Buffer | null {
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  if (body !== null && typeof body === 'object' && typeof (body as { pipe?: unknown }).pipe !== 'function')
    return Buffer.from(JSON.stringify(body));
  return null;
}

function cacheOf(body: unknown): Encoded | null {
  if (typeof body === 'string') {
    let hit = byText.get(body);
    if (!hit) {
      if (byText.size >= MAX_TEXTS) byText.delete(byText.keys().next().value!);
      hit = {};
      byText.set(body, hit);
    }
    return hit;
  }
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) {
    let hit = byObject.get(body);
    if (!hit) byObject.set(body, (hit = {}));
    return hit;
  }
  return null;
}

/** `shared`: the body is the same for every caller (a keyless route), so its compressed bytes are kept. */
export function compressBody(ctx: Ctx, encoding: Encoding | null, shared: boolean): void {
  const body = ctx.body;
  if (ctx.status !== 200 || body == null || !isCompressibleType(responseHeader(ctx, 'Content-Type'))) return;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return;
  const length = typeof body === 'string' ? Buffer.byteLength(body) : Buffer.isBuffer(body) ? body.length : null;
  if (length !== null && length < MIN_COMPRESS_BYTES) return;
  const cache = shared ? cacheOf(body) : null;
  let encoded = encoding ? cache?.[encoding] : undefined;
  if (encoding && !encoded) {
    const bytes = bytesOf(body);
    if (!bytes || bytes.length < MIN_COMPRESS_BYTES) return;
    encoded = compressWhole(bytes, encoding);
    if (cache) cache[encoding] = encoded;
  }
  setHeader(ctx, 'Vary', 'Accept-Encoding');
  if (!encoding || !encoded) return;
  ctx.body = encoded; // Koa keeps the type already set and takes the new length
  setHeader(ctx, 'Content-Encoding', encoding);
}
