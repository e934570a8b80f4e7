// Bytes on the wire (issue #41): a daily answer asked with Accept-Encoding br (or gzip) comes compressed from the
// rendered-day cache (the same compressed head on every call, only the tail framed per call) and decodes to the plain
// answer; it carries a weak ETag and Vary: Accept-Encoding; If-None-Match with that ETag is a 304 without a body; the
// ETag names the data generation, the request and the plan. /openapi.json comes compressed too; small answers do not.
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
const keys: Record<string, string> = {};
test.before(async () => {
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => Date.now() });
  h = await startHarness({ routes: panchang.routes, env: { RATE_LIMIT_SCALE: '100' } });
  for (const plan of ['emerald', 'amethyst']) keys[plan] = await h.signup(plan);
});
test.after(() => h?.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose answer is read as sent (fetch would decode it). */
function raw(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      h.base + path,
      { method, headers: { ...headers, ...(text ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const DAY = { date: '2026-03-18', city_id: 'new-delhi' };
const daily = (headers: Record<string, string>, key = keys.emerald!, body: unknown = DAY) =>
  raw('POST', '/v1/panchang/daily', { 'x-api-key': key, ...headers }, body);
/** An answer without the fields that change per call (the instant, the cache age). */
const stable = (text: string) => {
  const j = JSON.parse(text);
  delete j.meta.computed_at;
  delete j.meta.cache_age_seconds;
  delete j.meta.data_source;
  delete j.data.metadata.compute_time_ms;
  return j;
};

test('a daily answer comes brotli or gzip as accepted, from the cache, and decodes to the plain answer', async () => {
  const plain = await daily({});
  assert.is(plain.status, 200);
  assert.is(plain.headers['content-encoding'], undefined);
  assert.is(plain.headers.vary, 'Accept-Encoding');
  const br = await daily({ 'accept-encoding': 'gzip, deflate, br' });
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(br.headers['x-data-source'], 'cache');
  assert.is(Number(br.headers['content-length']), br.body.length);
  const decoded = brotliDecompressSync(br.body).toString();
  assert.equal(stable(decoded), stable(plain.body.toString()));
  assert.ok(br.body.length * 3 < plain.body.length, `${br.body.length} B br against ${plain.body.length} B plain`);
  const again = await daily({ 'accept-encoding': 'br' });
  // the cached head is the same bytes (compressed once); the tail differs only by the meta of the call
  const head = Math.min(br.body.length, again.body.length) - 600;
  assert.ok(br.body.subarray(0, head).equals(again.body.subarray(0, head)), 'the same compressed head');
  const gz = await daily({ 'accept-encoding': 'gzip' });
  assert.is(gz.headers['content-encoding'], 'gzip');
  assert.equal(stable(gunzipSync(gz.body).toString()), stable(plain.body.toString()));
});

test('ETag: weak, the same for the same request, another for another day or plan; If-None-Match is a 304', async () => {
  const first = await daily({ 'accept-encoding': 'br' });
  const etag = first.headers.etag as string;
  assert.match(etag, /^W\/"[\w-]+\.[\w-]+"$/);
  assert.is((await daily({})).headers.etag, etag, 'the encoding does not change the ETag');
  const other = await daily({}, keys.emerald, { ...DAY, date: '2026-03-19' });
  assert.is.not(other.headers.etag, etag);
  const amethyst = await daily({}, keys.amethyst);
  assert.is.not(amethyst.headers.etag, etag, 'another plan sees another answer');
  const hit = await daily({ 'if-none-match': etag, 'accept-encoding': 'br' });
  assert.is(hit.status, 304);
  assert.is(hit.body.length, 0);
  assert.is(hit.headers.etag, etag);
  assert.is((await daily({ 'if-none-match': `"x", ${etag}` })).status, 304);
  const miss = await daily({ 'if-none-match': 'W/"stale.tag"' });
  assert.is(miss.status, 200);
});

test('/openapi.json comes compressed (once per encoding); a small answer does not', async () => {
  const plain = await raw('GET', '/openapi.json', {});
  const br = await raw('GET', '/openapi.json', { 'accept-encoding': 'br' });
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(br.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(JSON.parse(brotliDecompressSync(br.body).toString()), JSON.parse(plain.body.toString()));
  assert.ok(br.body.length * 5 < plain.body.length, `${br.body.length} against ${plain.body.length}`);
  const health = await raw('GET', '/health', { 'accept-encoding': 'br' });
  assert.is(health.headers['content-encoding'], undefined);
  const error = await daily({ 'accept-encoding': 'br' }, keys.emerald, { city_id: 'new-delhi' });
  assert.is(error.status, 400);
  assert.is(error.headers['content-encoding'], undefined);
  assert.ok(JSON.parse(error.body.toString()).error);
});

test.run();
