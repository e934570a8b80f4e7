// `npm run bench:feeds`: what an ICS feed fetch costs over HTTP, served from shards, against a daily call of the same
// server in the same run (the baseline). Four sides: a feed fetch whose calendar is built (the first of its day, or
// after eviction; its days come from the shards), the same fetch answered from the rendered-calendar cache, a
// conditional fetch answered 304 (not-modified), and POST /v1/panchang/daily. The machine is shared: figures are medians of rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEED_LAYERS } from '../api/feeds/layers.ts';
import type { AddressInfo } from 'node:net';
import { createApp } from '../api/gateway/app.ts';
import { ManualClock } from '../api/gateway/clock.ts';
import { loadConfig } from '../api/gateway/config.ts';
import { feedRoutes } from '../api/feeds/routes.ts';
import { silentLogger } from '../pipeline/log.ts';
import { panchangRoutes } from '../api/panchang/routes.ts';
import { shardSource } from '../api/panchang/shard-source.ts';
import { build } from '../pipeline/build.ts';
import { loadCityDirectory } from '../pipeline/city-directory.ts';
import { makePlan } from '../pipeline/plan.ts';
import { openShardReader } from '../pipeline/shard-reader.ts';

// one round per UTC day, inside the emerald trial's 7 days
const ROUNDS = 7;
const LAYERS: Record<string, readonly string[]> = {
  'festivals, ekadashi, purnima/amavasya, sankranti, eclipses': FEED_LAYERS.filter(
    (l) => l !== 'tithi' && l !== 'nakshatra',
  ),
  'the same with daily tithi and nakshatra': FEED_LAYERS,
};
/** 2026-03-10T12:00Z, as the HTTP suite's clock: the feed window is 2026-02-08 .. 2027-03-10. */
const T0 = Date.UTC(2026, 2, 10, 12);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const out = mkdtempSync(join(tmpdir(), 'bench-feeds-'));
try {
  // the feed window at T0 (2026-03-10) is 2026-02-08 .. 2027-03-11
  const plan = makePlan({ from: '2026-01-01', to: '2027-12-31', cities: 'new-delhi', blockSize: 1 });
  await build({ plan, outDir: out, nowMs: T0, threads: 0 });
  const reader = await openShardReader(out);
  const panchang = panchangRoutes({ shardsDir: out, source: shardSource(reader), nowMs: () => T0 });
  const clock = new ManualClock(T0);
  const gateway = await createApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: join(out, 'data'), RATE_LIMIT_SCALE: '1000' }),
    clock,
    cityDirectory: loadCityDirectory(),
    logger: silentLogger,
    routes: [...panchang.routes, ...feedRoutes(panchang.service)],
  });
  const server = await gateway.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (
    method: string,
    path: string,
    o: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...o.headers, ...(o.key ? { 'x-api-key': o.key } : {}) };
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(base + path, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await r.text();
    return { headers: r.headers, text, json: text.startsWith('{') ? JSON.parse(text) : null };
  };
  const h = { call, clock };
  const signup = await call('POST', '/v1/signup', {
    body: { email: 'bench@example.com', password: 'correct horse battery', plan: 'emerald' },
  });
  const key: string = signup.json.data.api_key;
  const time = async (f: () => Promise<unknown>) => {
    const t0 = performance.now();
    await f();
    return performance.now() - t0;
  };
  console.log(`bench:feeds — New Delhi from shards, over HTTP, medians of ${ROUNDS} rounds (shared machine)`);
  for (const [label, layers] of Object.entries(LAYERS)) {
    const sides: Record<string, number[]> = { built: [], cached: [], 'not-modified': [], daily: [] };
    let events = 0;
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // each round is a new UTC day: the window moves, so the calendar is built again (its days mostly cached)
      h.clock.set(T0 + round * 86_400_000);
      const feed = (await h.call('POST', '/v1/feeds', { key, body: { city_id: 'new-delhi', layers } })).json.data;
      const url = new URL(feed.url);
      const path = `${url.pathname}${url.search}`;
      const t0 = performance.now();
      const first = await h.call('GET', path);
      sides.built!.push(performance.now() - t0);
      events = (first.text.match(/BEGIN:VEVENT/g) ?? []).length;
      bytes = first.text.length;
      sides.cached!.push(await time(() => h.call('GET', path)));
      const etag = first.headers.get('etag')!;
      sides['not-modified']!.push(await time(() => h.call('GET', path, { headers: { 'if-none-match': etag } })));
      const body = { date: '2026-06-01', city_id: 'new-delhi' };
      sides.daily!.push(await time(() => h.call('POST', '/v1/panchang/daily', { key, body })));
      await h.call('POST', '/v1/feeds/revoke', { key, body: { feed_id: feed.feed_id } });
    }
    const daily = median(sides.daily!);
    console.log(`\n${label}: ${events} events, ${bytes} characters`);
    for (const [side, xs] of Object.entries(sides))
      console.log(
        `  ${side.padEnd(12)} ${median(xs).toFixed(2).padStart(8)} ms  (${(median(xs) / daily).toFixed(1)}x daily)`,
      );
  }
  await gateway.close();
  reader.close();
} finally {
  rmSync(out, { recursive: true, force: true });
}
