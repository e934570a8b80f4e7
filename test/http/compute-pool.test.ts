// The compute pool (issue #43) through the real gateway: every route moved onto worker threads answers byte for byte
// what it answers on the event loop (COMPUTE_POOL_SIZE=0); a full queue is a 503 with Retry-After while /health stays
// ok; a hang-up or a timeout frees the thread; the pool's queue depth, wait time and utilisation are at /metrics.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { feedRoutes } from '../../api/feeds/routes.ts';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { muhuratRoutes } from '../../api/muhurat/routes.ts';
import { numerologyRoutes } from '../../api/numerology/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { reportRoutes } from '../../api/reports/routes.ts';
import { expectError, startHarness, T0, type Harness, type Reply } from './harness.ts';

// a worker thread loads the committed directory: the in-process side gets the same one
const cityDirectory = loadCityDirectory();
const routes = () => {
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => T0 });
  return [
    ...panchang.routes,
    ...feedRoutes(panchang.service),
    ...muhuratRoutes(),
    ...horoscopeRoutes(),
    ...numerologyRoutes,
    // HTML reports only: the PDF's printing stays with the gateway's Chromium, not the pool
    ...reportRoutes({ pdf: () => Promise.reject(new Error('no PDF in this suite')), close: async () => {} }),
  ];
};

interface Side {
  h: Harness;
  keys: Record<string, string>;
}

async function side(env: Record<string, string>): Promise<Side> {
  const h = await startHarness({ routes: routes(), cityDirectory, env: { RATE_LIMIT_SCALE: '1000', ...env } });
  const keys: Record<string, string> = {};
  for (const plan of ['free', 'emerald', 'amethyst', 'topaz', 'scale']) keys[plan] = await h.signup(plan);
  return { h, keys };
}

let pooled: Side;
let inProcess: Side;

test.before(async () => {
  pooled = await side({ COMPUTE_POOL_SIZE: '1' });
  inProcess = await side({ COMPUTE_POOL_SIZE: '0' });
});
test.after(async () => {
  await pooled?.h.close();
  await inProcess?.h.close();
});

const SEARCH = { activity: 'marriage', from: '2026-02-01', to: '2026-12-31', city_id: 'new-delhi' };

/** Each moved route, with the plan that may call it. */
const CALLS: ReadonlyArray<{ label: string; plan: string; path: string; body: unknown }> = [
  {
    label: 'daily computed live, drik profile, in hindi',
    plan: 'emerald',
    path: '/v1/panchang/daily',
    body: { date: '2026-03-12', city_id: 'new-delhi', calculation_profile: 'drik', lang: 'hi' },
  },
  {
    label: 'daily by coordinates with a birth star',
    plan: 'emerald',
    path: '/v1/panchang/daily',
    body: { date: '2026-10-20', lat: 12.97, lon: 77.59, birth_nakshatra: 7 },
  },
  {
    // free shows no muhurat layers: with them, iso8601 fails the hora schema in process too (a bug of its own)
    label: 'daily on free, drik, iso8601',
    plan: 'free',
    path: '/v1/panchang/daily?time_format=iso8601',
    body: { date: '2026-03-12', city_id: 'mumbai', calculation_profile: 'drik' },
  },
  {
    label: 'monthly',
    plan: 'emerald',
    path: '/v1/panchang/monthly',
    body: { year: 2026, month: 11, city_id: 'chennai' },
  },
  {
    label: 'yearly, first render',
    plan: 'emerald',
    path: '/v1/panchang/yearly',
    body: { year: 2027, city_id: 'kolkata' },
  },
  { label: 'muhurat search, 11 months', plan: 'amethyst', path: '/v1/muhurat/search', body: SEARCH },
  {
    label: 'muhurat search with participants, hindi, drik profile',
    plan: 'amethyst',
    path: '/v1/panchang/muhurat/search',
    body: {
      ...SEARCH,
      activity: 'griha_pravesh',
      lang: 'hi',
      calculation_profile: 'drik',
      participants: [{ birth_nakshatra: 4, birth_rashi: 2 }],
    },
  },
  {
    label: 'transit range',
    plan: 'topaz',
    path: '/v1/transits',
    body: { birth: { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' }, from: '2026-01-01', to: '2026-12-31' },
  },
  {
    label: 'transit range, time_format iso8601 (a request-scoped setting the thread must see)',
    plan: 'topaz',
    path: '/v1/horoscope/transits?time_format=iso8601',
    body: {
      birth: { date: '1985-11-02', time: '23:10', lat: 13.08, lon: 80.27, tz: 'Asia/Kolkata' },
      from: '2026-03-01',
      to: '2026-05-31',
    },
  },
  {
    label: 'kundli report, HTML, tamil, south chart',
    plan: 'topaz',
    path: '/v1/reports/kundli',
    body: { date: '1990-05-15', time: '10:30', city_id: 'chennai', lang: 'ta', chart_style: 'south', format: 'html' },
  },
  {
    label: 'matching report, HTML, hindi, with the poruthams',
    plan: 'topaz',
    path: '/v1/reports/matching',
    body: {
      boy: { date: '1988-02-11', time: '06:40', city_id: 'new-delhi', name: 'Ravi' },
      girl: { date: '1990-05-15', time: '10:30', city_id: 'chennai', name: 'Asha' },
      lang: 'hi',
      format: 'html',
    },
  },
  {
    label: 'numerology bulk (errors included)',
    plan: 'scale',
    path: '/v1/numerology/bulk',
    body: {
      items: [
        { op: 'core', full_name: 'Asha Rao', date_of_birth: '1990-01-01', system: 'chaldean' },
        { op: 'tarot' },
        { op: 'name-correction', full_name: 'Asha Rao', date_of_birth: '1990-01-01', target_number: 5 },
      ],
    },
  },
];

const metricLine = (text: string, prefix: string) =>
  text.split('\n').find((l) => l.startsWith(prefix)) ?? `(no ${prefix})`;

/** Tasks of `kind` the pool has started (the wait histogram's count). */
async function waitCount(h: Harness, kind: string): Promise<number> {
  const text = (await h.call('GET', '/metrics')).text;
  return Number(metricLine(text, `compute_pool_wait_seconds_count{kind="${kind}"}`).split(' ').pop());
}

/** The answer without what differs between any two calls: the request id and the measured compute time. */
const comparable = (r: Reply) =>
  r.text
    .replace(r.json?.meta?.request_id ?? '\u0000', 'REQUEST')
    .replace(/"compute_time_ms":[0-9.e-]+/g, '"compute_time_ms":0');

test('every moved route answers byte for byte as on the event loop', async () => {
  for (const c of CALLS) {
    const [a, b] = await Promise.all(
      [pooled, inProcess].map((s) => s.h.call('POST', c.path, { key: s.keys[c.plan], body: c.body })),
    );
    assert.is(a.status, 200, `${c.label}: ${a.text.slice(0, 300)}`);
    assert.is(b.status, 200, `${c.label}: ${b.text.slice(0, 300)}`);
    assert.is(comparable(a), comparable(b), c.label);
    assert.is(a.headers.get('x-data-source'), b.headers.get('x-data-source'), c.label);
  }
  // the days a thread rendered are kept by the event loop: a repeat is a cached lookup there, on both sides
  const yearly = CALLS.find((c) => c.path === '/v1/panchang/yearly')!;
  const waits = await waitCount(pooled.h, 'panchang_days');
  const again = await Promise.all(
    [pooled, inProcess].map((s) => s.h.call('POST', yearly.path, { key: s.keys.emerald, body: yearly.body })),
  );
  for (const r of again) assert.is(r.headers.get('x-data-source'), 'cache');
  assert.is(comparable(again[0]), comparable(again[1]));
  assert.is(await waitCount(pooled.h, 'panchang_days'), waits, 'the repeat did not reach the pool');
  // the festival feed: a window of 396 days rendered live, with its festivals
  const feeds = await Promise.all(
    [pooled, inProcess].map(async (s) => {
      const made = await s.h.call('POST', '/v1/feeds', {
        key: s.keys.emerald,
        body: { city_id: 'pune', layers: ['festivals', 'ekadashi'] },
      });
      assert.is(made.status, 201, made.text);
      const url = new URL(made.json.data.url);
      return s.h.call('GET', url.pathname + url.search);
    }),
  );
  for (const r of feeds) assert.is(r.status, 200, r.text.slice(0, 200));
  assert.ok(feeds[0].text.includes('BEGIN:VEVENT'));
  assert.is(feeds[0].text, feeds[1].text, 'festival feed');
  // a refusal thrown on the worker thread is the same refusal
  const bad = { birth: { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' }, from: '2026-01-01' };
  const [a, b] = await Promise.all(
    [pooled, inProcess].map((s) => s.h.call('POST', '/v1/transits', { key: s.keys.topaz, body: { ...bad, to: 'x' } })),
  );
  assert.is(a.status, b.status);
  assert.is(comparable(a), comparable(b));
});

test('the report pages went to the compute pool as their own kind', async () => {
  assert.ok((await waitCount(pooled.h, 'report_page')) >= 2, 'the pool started both report pages');
});

test('a full search queue answers 503 with Retry-After at once; /health stays ok; the metrics show it', async () => {
  const s = await side({ COMPUTE_POOL_SIZE: '1', COMPUTE_POOL_QUEUE: '1' });
  try {
    const searches = Array.from({ length: 6 }, (_, i) =>
      s.h.call('POST', '/v1/muhurat/search', {
        key: s.keys.amethyst,
        body: { ...SEARCH, from: `2026-0${i + 1}-01`, city_id: i % 2 ? 'mumbai' : 'new-delhi' },
      }),
    );
    const health = await s.h.call('GET', '/health');
    assert.is(health.status, 200);
    assert.is(health.json.status, 'ok');
    const replies = await Promise.all(searches);
    const full = replies.filter((r) => r.status === 503);
    // one runs, one waits: the other four are refused without waiting for a thread
    assert.is(full.length, 4, replies.map((r) => r.status).join(' '));
    assert.is(replies.filter((r) => r.status === 200).length, 2);
    for (const r of full) {
      assert.is(r.json.error, 'service_unavailable');
      assert.ok(Number(r.headers.get('retry-after')) >= 1, `Retry-After ${r.headers.get('retry-after')}`);
      assert.is(r.headers.get('x-degraded-reason'), 'compute-queue-full');
    }
    const metrics = (await s.h.call('GET', '/metrics')).text;
    assert.match(metricLine(metrics, 'compute_pool_queue_depth{kind="muhurat_search"}'), / 0$/);
    assert.match(metricLine(metrics, 'compute_pool_threads'), / 1$/);
    assert.match(metricLine(metrics, 'compute_pool_utilization'), / 0$/);
    assert.match(metricLine(metrics, 'compute_pool_wait_seconds_count{kind="muhurat_search"}'), / [1-9]\d*$/);
    assert.match(metricLine(metrics, 'compute_pool_busy_seconds_total{kind="muhurat_search"}'), / [0-9.e-]+$/);
    assert.match(
      metricLine(metrics, 'compute_pool_refusals_total{kind="muhurat_search",reason="queue_full"}'),
      / [4-9]\d*$/,
    );
  } finally {
    await s.h.close();
  }
});

test('a timed-out search is a 503 that frees its thread; a hang-up too', async () => {
  // the timeout counts the wait for a cold thread: 100 ms is far less than a thread start and a 366-day search
  const s = await side({ COMPUTE_POOL_SIZE: '1', COMPUTE_POOL_TIMEOUT_MS: '100' });
  try {
    const year = { ...SEARCH, from: '2026-01-01', to: '2026-12-31' };
    const slow = await s.h.call('POST', '/v1/muhurat/search', { key: s.keys.amethyst, body: year });
    await expectError('timeout', Promise.resolve(slow), 503, 'service_unavailable');
    assert.is(slow.headers.get('x-degraded-reason'), 'compute-timeout');
    // a client that hangs up: its task is aborted, not left holding the thread
    const aborter = new AbortController();
    const gone = fetch(`${s.h.base}/v1/muhurat/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': s.keys.amethyst },
      body: JSON.stringify(year),
      signal: aborter.signal,
    }).catch((e: Error) => e.name);
    setTimeout(() => aborter.abort(), 20);
    assert.is(await gone, 'AbortError');
    await new Promise((r) => setTimeout(r, 50));
    const metrics = (await s.h.call('GET', '/metrics')).text;
    assert.match(metricLine(metrics, 'compute_pool_refusals_total{kind="muhurat_search",reason="timeout"}'), / 1$/);
    assert.match(metricLine(metrics, 'compute_pool_refusals_total{kind="muhurat_search",reason="cancelled"}'), / 1$/);
    assert.match(metricLine(metrics, 'compute_pool_queue_depth{kind="muhurat_search"}'), / 0$/);
  } finally {
    await s.h.close();
  }
});

test.run();
