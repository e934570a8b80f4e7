// 1,000 generated malformed requests per horoscope route (bodies for POST, path and query for GET): never a
// 5xx, and every refusal is the error envelope. Each request starts from a valid one and breaks it in one to
// three ways (a field removed, retyped, pushed past its bounds or given hostile text, extra keys, or the
// whole body replaced), so the sweep reaches deep into birth resolution and the engines, not only the schema.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { rng } from '../support/rng.ts';
import { startHarness, type Harness } from './harness.ts';

const PER_ROUTE = 1000;
type Rand = () => number;
const choose = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };
const COORDS = { date: '1987-11-01', time: '23:59:59', lat: -33.87, lon: 151.21, tz: 'Australia/Sydney' };

/** Values chosen to hit parsers, ranges, zones, calendars and the engines' edges. */
const HOSTILE: readonly unknown[] = [
  null,
  true,
  0,
  -0,
  -1,
  1e308,
  -1e308,
  90.0000001,
  -180.5,
  3.5,
  '',
  ' ',
  '0',
  'NaN',
  'Infinity',
  '1e999',
  '2026-02-29',
  '2024-02-29',
  '1800-01-01',
  '1800-01-02',
  '2099-12-30',
  '2099-12-31',
  '0000-00-00',
  '9999-99-99',
  '24:00',
  '23:59:60',
  '00:00',
  '12:00:00.5',
  '7:05',
  'T10:00',
  '2026-01-15T10:00',
  '2026-01-15T10:00:00.123456789+05:30',
  'IST',
  'UTC',
  'Etc/GMT+99',
  'America/Noway',
  'Asia/Kolkata',
  'Europe/London',
  'Antarctica/Troll',
  'Pacific/Kiritimati',
  'D9',
  'd1',
  'D10',
  'north',
  'west',
  'hi',
  'en-IN',
  'xx',
  'Bombay',
  'london',
  'Xqzzyville',
  'new-delhi',
  'reykjavik',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '<svg onload=alert(1)>',
  '"; DROP TABLE',
  '\u0000\u0007',
  '\ud800',
  '\u{1F52E}',
  'म'.repeat(300),
  'x'.repeat(5000),
  [],
  ['career'],
  ['career', 'career'],
  ['fortune'],
  {},
  { $gt: '' },
  [[[[[]]]]],
  { date: '1990-05-15' },
];

function mutate(r: Rand, body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (let n = 1 + Math.floor(r() * 3); n > 0; n--) {
    const field = choose(r, fields);
    const how = r();
    if (how < 0.2) delete out[field];
    else if (how < 0.8) out[field] = choose(r, HOSTILE);
    else if (how < 0.9 && out[field] !== null && typeof out[field] === 'object')
      out[field] = mutate(r, out[field] as Record<string, unknown>, Object.keys(BIRTH).concat(['lat', 'lon', 'tz']));
    else out[choose(r, ['__proto__', 'constructor', 'extra', field.toUpperCase()])] = choose(r, HOSTILE);
  }
  return out;
}

/** A whole body that is not an object, or not JSON at all. */
function junkBody(r: Rand): string {
  return choose(r, [
    () => '[]',
    () => 'null',
    () => '"kundli"',
    () => '12',
    () => '{',
    () => '{"date":',
    () => '\ufeff{}',
    () => '{"date":"1990-05-15","date":"x"}',
    () => '['.repeat(5000) + ']'.repeat(5000),
    () => `${'{"a":'.repeat(300)}1${'}'.repeat(300)}`,
  ])();
}

interface PostRoute {
  path: string;
  valid: Record<string, unknown>;
  fields: readonly string[];
}

const POST_ROUTES: readonly PostRoute[] = [
  {
    path: '/v1/kundli',
    valid: BIRTH,
    fields: ['date', 'time', 'city', 'place', 'city_id', 'lat', 'lon', 'tz', 'lang'],
  },
  {
    path: '/v1/dasha',
    valid: { ...COORDS, levels: 3, from: '2000-01-01', to: '2040-12-31' },
    fields: ['date', 'time', 'lat', 'lon', 'tz', 'levels', 'from', 'to', 'depth', 'system', 'year_length', 'as_of'],
  },
  { path: '/v1/divisional/D9', valid: BIRTH, fields: ['date', 'time', 'city_id', 'city', 'tz', 'lang'] },
  {
    path: '/v1/doshas',
    valid: { ...BIRTH, as_of: '2026-01-15' },
    fields: ['date', 'time', 'city_id', 'as_of', 'lang'],
  },
  {
    path: '/v1/matching',
    valid: { boy: BIRTH, girl: COORDS, include_dosha_summary: true },
    fields: ['boy', 'girl', 'include_dosha_summary', 'lang'],
  },
  {
    path: '/v1/predict/natal',
    valid: { ...BIRTH, sections: ['career', 'health'] },
    fields: ['date', 'time', 'city_id', 'sections', 'lang'],
  },
  {
    path: '/v1/forecast/full',
    valid: { ...COORDS, as_of: '2026-01-15T10:00:00+05:30' },
    fields: ['date', 'time', 'lat', 'lon', 'tz', 'as_of', 'lang'],
  },
  {
    path: '/v1/kundli/chart.svg',
    valid: { ...BIRTH, style: 'east', varga: 'D9' },
    fields: ['date', 'time', 'city_id', 'style', 'varga', 'lang'],
  },
  // issue 32
  {
    path: '/v1/divisional',
    valid: { ...BIRTH, varga: 'D2', method: 'kashinatha' },
    fields: ['date', 'varga', 'method'],
  },
  { path: '/v1/shodashvarga', valid: COORDS, fields: ['date', 'time', 'lat', 'lon', 'tz'] },
  { path: '/v1/ashtakavarga', valid: COORDS, fields: ['date', 'time', 'lat', 'lon', 'tz'] },
  { path: '/v1/kp/chart', valid: COORDS, fields: ['date', 'time', 'lat', 'lon', 'tz'] },
  {
    path: '/v1/transits',
    valid: { birth: COORDS, from: '2026-01-01', to: '2026-03-01', graha: ['shani'] },
    fields: ['birth', 'date', 'from', 'to', 'graha', 'lang'],
  },
];

let h: Harness;
let key: string;
test.before(async () => {
  h = await startHarness({
    routes: horoscopeRoutes(),
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '100000' },
  });
  key = await h.signup('infinity');
});
test.after(async () => h.close());

interface Sent {
  status: number;
  json: any;
  text: string;
  headers: Headers;
  sent: string;
}

async function sweep(label: string, send: (i: number) => Promise<Sent>): Promise<void> {
  const bad: string[] = [];
  let refused = 0;
  for (let i = 0; i < PER_ROUTE; i++) {
    const res = await send(i);
    const svg = (res.headers.get('content-type') ?? '').startsWith('image/svg+xml');
    const enveloped =
      res.json &&
      typeof res.json.error === 'string' &&
      typeof res.json.message === 'string' &&
      typeof res.json.docs_url === 'string';
    const ok =
      res.status < 300 &&
      (svg
        ? res.text.startsWith('<svg')
        : res.json && res.json.data !== undefined && res.json.meta?.service === 'horoscope');
    if (res.status >= 400) refused++;
    if (res.status >= 500 || (res.status >= 400 && !enveloped) || (res.status < 400 && !ok))
      bad.push(`#${i} ${res.sent.slice(0, 80)} -> ${res.status} ${res.text.slice(0, 120)}`);
  }
  assert.equal(bad.slice(0, 5), [], `${label}: ${bad.length} bad answers`);
  // The generator must mostly produce refusals, or it is not testing malformed input.
  assert.ok(refused > PER_ROUTE / 2, `${label}: only ${refused} refusals`);
}

for (const [n, route] of POST_ROUTES.entries()) {
  test(`fuzz POST ${route.path}: ${PER_ROUTE} malformed bodies, zero 5xx`, async () => {
    const r = rng(7000 + n);
    await sweep(route.path, async () => {
      const body = r() < 0.15 ? junkBody(r) : JSON.stringify(mutate(r, route.valid, route.fields));
      return { ...(await h.call('POST', route.path, { key, body })), sent: body };
    });
  });
}

const enc = (v: unknown): string =>
  encodeURIComponent(typeof v === 'string' ? v.replace(/\ud800/g, '') : (JSON.stringify(v) ?? ''));

test(`fuzz GET /v1/rashifal/:sign/:period: ${PER_ROUTE} malformed paths and queries, zero 5xx`, async () => {
  const r = rng(7100);
  await sweep('rashifal', async () => {
    const sign = r() < 0.4 ? choose(r, ['simha', 'meena', 'vrischika']) : enc(choose(r, HOSTILE)) || 'x';
    const period = r() < 0.4 ? choose(r, ['daily', 'weekly', 'monthly']) : enc(choose(r, HOSTILE)) || 'x';
    const query = `date=${enc(choose(r, HOSTILE))}&lang=${enc(choose(r, HOSTILE))}${r() < 0.2 ? '&date=2026-01-01' : ''}`;
    const path = `/v1/rashifal/${sign}/${period}?${query}`;
    return { ...(await h.call('GET', path, { key })), sent: path };
  });
});

test(`fuzz GET /v1/kundli/chart.svg: ${PER_ROUTE} malformed queries, zero 5xx`, async () => {
  const r = rng(7200);
  const fields = ['date', 'time', 'city_id', 'lat', 'lon', 'tz', 'style', 'varga', 'lang'];
  await sweep('chart.svg', async () => {
    const base: Record<string, unknown> = { ...COORDS, style: 'south' };
    const q = mutate(r, base, fields);
    const query = Object.entries(q)
      .map(
        ([k, v]) =>
          `${encodeURIComponent(k)}=${typeof v === 'string' || typeof v === 'number' ? enc(String(v)) : enc(v)}`,
      )
      .join('&');
    const path = `/v1/kundli/chart.svg?${query}`;
    return { ...(await h.call('GET', path, { key })), sent: path };
  });
});

test.run();
