// POST /v1/muhurat/search (issue #30) through the real gateway: plan gate, range and participant refusals, the
// alias path, the answer's shape (windows outside every excluded period, every rule with a source) and metering
// (units by 31-day blocks, a refusal refunded).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { feedRoutes } from '../../api/feeds/routes.ts';
import { muhuratRoutes } from '../../api/muhurat/routes.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { chartPositionsAt } from '../../engine/jyotish/chart-at.ts';
import { nakshatraOf, rashiOf } from '../../engine/jyotish/zodiac.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { expectError, startHarness, type Harness } from './harness.ts';

let h: Harness;
const keys: Record<string, string> = {};

test.before(async () => {
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => Date.now() });
  h = await startHarness({
    routes: [...panchang.routes, ...feedRoutes(panchang.service), ...muhuratRoutes()],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '100' },
  });
  for (const plan of ['free', 'amethyst']) keys[plan] = await h.signup(plan);
});
test.after(() => h?.close());

const search = (body: Record<string, unknown>, key = keys.amethyst, path = '/v1/muhurat/search') =>
  h.call('POST', path, { key, body });

test('below amethyst the search is plan_required', async () => {
  await expectError(
    'free',
    search({ activity: 'marriage', from: '2026-11-01', to: '2026-11-30', city_id: 'new-delhi' }, keys.free),
    403,
    'plan_required',
  );
});

test('refusals: a range over 366 days, to before from, a marriage with one participant, an unknown activity', async () => {
  const base = { activity: 'marriage', city_id: 'new-delhi' };
  await expectError('long', search({ ...base, from: '2026-01-01', to: '2027-01-03' }), 400, 'invalid_parameter');
  await expectError('reversed', search({ ...base, from: '2026-02-01', to: '2026-01-03' }), 400, 'invalid_date');
  await expectError(
    'one partner',
    search({ ...base, from: '2026-11-01', to: '2026-11-30', participants: [{ birth_nakshatra: 4 }] }),
    400,
    'invalid_parameter',
  );
  await expectError(
    'activity',
    search({ ...base, activity: 'picnic', from: '2026-11-01', to: '2026-11-30' }),
    400,
    'invalid_parameter',
  );
});

test('Delhi, Nov-Dec 2026 marriage: windows outside chaturmas and kharmas, rules sourced, 2 units', async () => {
  const r = await search({ activity: 'marriage', from: '2026-11-01', to: '2026-12-31', city_id: 'new-delhi' });
  assert.is(r.status, 200, r.text);
  const d = r.json.data;
  assert.ok(d.windows.length > 0);
  const chaturmas = d.excluded_periods.find((p: { reason: string }) => p.reason === 'chaturmas');
  assert.ok(chaturmas, 'chaturmas runs into November');
  for (const w of d.windows) {
    for (const p of d.excluded_periods) assert.ok(w.date < p.from || w.date > p.to, `${w.date} in ${p.reason}`);
    assert.match(w.start_iso, /^2026-1[12]-\d\dT\d\d:\d\d:\d\d\+05:30$/);
    assert.ok(['best', 'good', 'acceptable'].includes(w.quality));
    assert.ok(w.reasons.some((x: { id: string }) => x.id === 'marriage_nakshatra'));
    assert.ok([4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27].includes(w.nakshatra.number));
  }
  assert.ok(d.excluded_days_count.chaturmas >= 1);
  for (const rule of d.ruleset.rules) assert.ok(rule.source.length > 10, rule.id);
  assert.is(r.headers.get('x-quota-cost'), '2');
});

test("region_variant: the daily's vocabulary (south_india...), the old north/south still read; unknown lang 400", async () => {
  const base = { activity: 'marriage', from: '2026-11-01', to: '2026-12-31', city_id: 'new-delhi' };
  const city = await search(base);
  // New Delhi's region from the directory, as the daily says it
  assert.equal([city.json.data.region_variant, city.json.data.convention], ['north_india', 'north']);
  const south = await search({ ...base, region_variant: 'south_india' });
  assert.is(south.status, 200, south.text);
  assert.equal([south.json.data.region_variant, south.json.data.convention], ['south_india', 'south']);
  const old = await search({ ...base, region_variant: 'south' });
  assert.equal(old.json.data, south.json.data, 'south is read as south_india');
  const west = await search({ ...base, region_variant: 'west_india' });
  assert.equal([west.json.data.region_variant, west.json.data.convention], ['west_india', 'north']);
  assert.equal(west.json.data.windows, city.json.data.windows);
  assert.not.equal(south.json.data.windows, city.json.data.windows, 'the southern convention changes the windows');
  const bad = await search({ ...base, region_variant: 'southern' });
  assert.is(bad.status, 400);
  assert.match(bad.json.message, /south_india/);
  const lang = await search({ ...base, lang: 'xx' });
  assert.is(lang.status, 400);
  assert.match(lang.json.message, /lang must be one of "en", "hi"/);
});

test('the /v1/panchang/muhurat/search alias answers the same, in Hindi when asked', async () => {
  const body = { activity: 'griha_pravesh', from: '2026-12-01', to: '2026-12-15', city_id: 'new-delhi', lang: 'hi' };
  const a = await search(body);
  const b = await search(body, keys.amethyst, '/v1/panchang/muhurat/search');
  assert.is(b.status, 200, b.text);
  assert.equal(b.json.data, a.json.data);
  if (a.json.data.windows.length) assert.match(a.json.data.windows[0].nakshatra.name, /[\u0900-\u097F]/);
});

test('search.ics: a feed token opens the marriage windows of its city for the coming year, 12 units', async () => {
  const feed = await h.call('POST', '/v1/feeds', {
    key: keys.amethyst,
    body: { city_id: 'new-delhi', layers: ['festivals'] },
  });
  assert.is(feed.status, 201, feed.text);
  const token = new URL(feed.json.data.url).searchParams.get('token')!;
  const r = await h.call('GET', `/v1/muhurat/search.ics?token=${encodeURIComponent(token)}&activity=marriage`);
  assert.is(r.status, 200, r.text);
  assert.match(r.headers.get('content-type')!, /^text\/calendar/);
  assert.is(r.headers.get('x-quota-cost'), '12');
  const events = r.text.match(/BEGIN:VEVENT/g) ?? [];
  assert.ok(events.length > 0);
  assert.match(r.text, /SUMMARY:Marriage muhurat \((best|good)\)/);
  await expectError('no token', h.call('GET', '/v1/muhurat/search.ics?activity=marriage'), 401, 'missing_api_key');
});

test('participants with birth details: the Moon at birth resolved by the horoscope engine, echoed, used', async () => {
  // 1990-01-15 10:30 IST in New Delhi = 05:00 UTC; the expected star and sign come from the engine directly.
  const moonDeg = chartPositionsAt(Date.UTC(1990, 0, 15, 5, 0), 28.6139, 77.209).grahas.chandra.lonSidDeg;
  const base = { activity: 'griha_pravesh', from: '2026-11-01', to: '2026-12-31', city_id: 'new-delhi' };
  const birth = { date: '1990-01-15', time: '10:30', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
  const r = await search({ ...base, participants: [{ birth }] });
  assert.is(r.status, 200, r.text);
  const [p] = r.json.data.participants;
  assert.is(p.source, 'birth_details');
  assert.is(p.birth_nakshatra.number, nakshatraOf(moonDeg).number);
  assert.is(p.birth_rashi.number, rashiOf(moonDeg));
  // the same windows as the resolved star and sign given outright, and fewer than with nobody's tarabalam
  const given = { birth_nakshatra: p.birth_nakshatra.number, birth_rashi: p.birth_rashi.number };
  const same = await search({ ...base, participants: [given] });
  assert.equal(same.json.data.windows, r.json.data.windows);
  assert.is(same.json.data.participants[0].source, 'given');
  const open = await search(base);
  assert.ok(open.json.data.windows.length > r.json.data.windows.length, 'tarabalam/chandrabalam shut some windows');
  assert.equal(open.json.data.participants, []);
});

test("bad birth details get the horoscope routes' codes", async () => {
  const base = { activity: 'griha_pravesh', from: '2026-11-01', to: '2026-11-30', city_id: 'new-delhi' };
  const at = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
  const one = (birth: Record<string, unknown>) => search({ ...base, participants: [{ birth }] });
  await expectError('time', one({ date: '1990-01-15', time: '25:00', ...at }), 400, 'invalid_birth_data');
  await expectError('no time', one({ date: '1990-01-15', ...at }), 400, 'invalid_birth_data');
  await expectError('date', one({ date: '1990-02-30', time: '10:30', ...at }), 400, 'invalid_date');
  await expectError(
    'zone',
    one({ date: '1990-01-15', time: '10:30', ...at, tz: 'Mars/Base' }),
    400,
    'invalid_timezone',
  );
  await expectError('lat', one({ date: '1990-01-15', time: '10:30', ...at, lat: 95 }), 400, 'invalid_birth_data');
  await expectError(
    'both',
    search({ ...base, participants: [{ birth_nakshatra: 4, birth: { date: '1990-01-15', time: '10:30', ...at } }] }),
    400,
    'invalid_birth_data',
  );
});

test('griha_pravesh_kind: new takes Kartika-Margashirsha as middling months; after_renovation has its own months; a kind needs griha pravesh', async () => {
  const base = { activity: 'griha_pravesh', from: '2026-11-20', to: '2026-12-15', city_id: 'new-delhi' };
  const fresh = await search({ ...base, griha_pravesh_kind: 'new' });
  assert.is(fresh.status, 200, fresh.text);
  const windows: { date: string; cautions: { id: string }[] }[] = fresh.json.data.windows;
  assert.ok(windows.some((w) => w.date === '2026-12-03'));
  for (const w of windows)
    assert.ok(
      w.cautions.some((c) => c.id === 'middling_month'),
      w.date,
    );
  assert.ok(fresh.json.data.ruleset.rules.some((r: { id: string }) => r.id === 'griha_pravesh_month'));
  const jirna = await search({ ...base, griha_pravesh_kind: 'after_renovation' });
  assert.ok(jirna.json.data.ruleset.rules.some((r: { id: string }) => r.id === 'griha_pravesh_jirna_month'));
  await expectError(
    'kind without griha pravesh',
    search({ ...base, activity: 'travel', griha_pravesh_kind: 'new' }),
    400,
    'invalid_parameter',
  );
  const travel = await search({ ...base, griha_pravesh_kind: 'after_travel' });
  assert.ok(travel.json.data.windows.some((w: { date: string }) => w.date === '2026-12-03'));
});

test('by coordinates (issue 44): lat/lon with tz or timezone answer as the city does; a place is needed', async () => {
  const span = { activity: 'marriage', from: '2026-11-01', to: '2026-11-30' };
  const byCity = await search({ ...span, city_id: 'new-delhi' });
  const byCoordinates = await search({ ...span, lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' });
  assert.is(byCoordinates.status, 200, byCoordinates.text);
  assert.is(byCoordinates.json.data.city_id, null);
  assert.is(byCoordinates.json.data.timezone, 'Asia/Kolkata');
  assert.equal(
    byCoordinates.json.data.windows.map((w: { date: string }) => w.date),
    byCity.json.data.windows.map((w: { date: string }) => w.date),
  );
  const zoned = await search({ ...span, lat: 28.6139, lon: 77.209, timezone: 'Asia/Kathmandu' });
  assert.is(zoned.json.data.timezone, 'Asia/Kathmandu');
  await expectError('no place', search(span), 400, 'missing_location');
  await expectError('bad zone', search({ ...span, lat: 28.6, lon: 77.2, tz: 'Mars/Olympus' }), 400, 'invalid_timezone');
});

test.run();
