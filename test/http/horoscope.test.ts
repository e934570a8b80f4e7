// The horoscope routes over HTTP (seed 000): envelope, birth resolution and its error codes, plan gates and
// quota costs, kundli, divisional, dasha, doshas and matching, on both the preferred and the legacy paths.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { conventionsMetadata, PROFILES } from '../../engine/astro/conventions.ts';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { expectError, startHarness, type Harness } from './harness.ts';

let h: Harness;
let free: string;
let topaz: string;
let ruby: string;
const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };

test.before(async () => {
  h = await startHarness({
    routes: horoscopeRoutes(),
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  [free, topaz, ruby] = [await h.signup('free'), await h.signup('topaz'), await h.signup('ruby')];
});
test.after(async () => h.close());

const post = (path: string, body: unknown, key = topaz) => h.call('POST', path, { key, body });

test('kundli: envelope, meta.calculation, nine grahas, twelve houses, D1; legacy path answers the same', async () => {
  const r = await post('/v1/kundli', BIRTH, free);
  assert.is(r.status, 200);
  assert.is(r.headers.get('x-quota-cost'), '1');
  assert.equal([r.json.meta.api_version, r.json.meta.service, r.json.meta.data_source], ['v1', 'horoscope', 'live']);
  const c = r.json.meta.calculation;
  assert.equal([c.zodiac, c.ayanamsa, c.house_system, c.node], ['sidereal', 'lahiri', 'whole_sign', 'true']);
  const d = r.json.data;
  assert.is(d.grahas.length, 9);
  assert.equal(
    d.grahas.map((g: any) => g.name),
    ['Surya', 'Chandra', 'Mangal', 'Budha', 'Guru', 'Shukra', 'Shani', 'Rahu', 'Ketu'],
  );
  assert.is(d.houses.length, 12);
  assert.is(d.charts.D1.positions.length, 9);
  assert.equal(d.birth.resolved_timezone, 'Asia/Kolkata');
  assert.is(d.birth.utc, '1990-05-15T05:00:00.000Z');
  assert.is(d.birth.local, '15-05-1990 10:30:00');
  assert.ok(d.lagna.degree >= 0 && d.lagna.degree < 360);
  assert.ok(Math.abs(d.ayanamsa.degree - 23.73) < 0.05, `ayanamsa ${d.ayanamsa.degree}`);
  const legacy = await post('/v1/horoscope/kundli', BIRTH, free);
  assert.equal(legacy.json.data, d);
});

test('meta.calculation declares the conventions that apply: ephemeris, ΔT, ayanamsa variant and its value at each birth, node', async () => {
  const kundli = (await post('/v1/kundli', BIRTH, free)).json;
  const c = kundli.meta.calculation;
  const se = conventionsMetadata(PROFILES.swiss_ephemeris);
  assert.equal(
    [c.profile, c.ephemeris, c.delta_t_source, c.ayanamsa_variant, c.node_type],
    [se.profile, se.ephemeris, se.delta_t_source, se.ayanamsa, se.node_type],
  );
  assert.equal(
    c.ayanamsa_at_birth_deg,
    [Math.round(kundli.data.ayanamsa.degree * 1e6) / 1e6],
    'the value the chart subtracted',
  );
  const later = { ...BIRTH, date: '2020-05-15' };
  const matching = (await post('/v1/matching', { boy: BIRTH, girl: later })).json.meta.calculation;
  assert.is(matching.ayanamsa_at_birth_deg.length, 2);
  assert.is(matching.ayanamsa_at_birth_deg[0], c.ayanamsa_at_birth_deg[0]);
  // Lahiri grows about 50.3″ a year: thirty years apart is about 0.42°.
  assert.ok(
    Math.abs(matching.ayanamsa_at_birth_deg[1] - c.ayanamsa_at_birth_deg[0] - 0.419) < 0.01,
    `${matching.ayanamsa_at_birth_deg}`,
  );
  const rashifal = (await h.call('GET', '/v1/rashifal/simha/daily', { key: free })).json.meta.calculation;
  assert.equal([rashifal.profile, rashifal.ayanamsa_at_birth_deg], ['swiss_ephemeris', undefined]);
});

test('birth input: city, place (alias), city_id and coordinates with an IANA zone resolve to the same instant', async () => {
  const byName = (await post('/v1/kundli', { date: '1990-05-15', time: '10:30', city: 'New Delhi' }, free)).json.data;
  const bombay = await post('/v1/kundli', { date: '1990-05-15', time: '10:30', place: 'Bombay' }, free);
  assert.is(bombay.status, 200);
  assert.match(bombay.json.data.birth.place, /^Mumbai/);
  const coords = (
    await post(
      '/v1/kundli',
      { date: '1990-05-15', time: '10:30:00', lat: 28.6358, lon: 77.2245, tz: 'Asia/Kolkata' },
      free,
    )
  ).json.data;
  assert.is(coords.birth.resolved_via, 'coordinates');
  assert.is(coords.birth.city_id, null);
  assert.is(byName.birth.utc, coords.birth.utc);
  assert.equal(
    byName.grahas.map((g: any) => g.longitude),
    coords.grahas.map((g: any) => g.longitude),
  );
  const noted = await post('/v1/kundli', { ...BIRTH, tz: 'Europe/London' }, free);
  assert.ok(noted.json.dev_notes.some((n: any) => n.code === 'tz_ignored'));
});

test('birth input errors carry the seed codes', async () => {
  const cases: [string, unknown, string][] = [
    ['tz abbreviation', { date: '1990-01-01', time: '10:00', lat: 28.6, lon: 77.2, tz: 'IST' }, 'invalid_timezone'],
    ['coordinates without tz', { date: '1990-01-01', time: '10:00', lat: 28.6, lon: 77.2 }, 'invalid_timezone'],
    ['tz of the wrong type', { date: '1990-01-01', time: '10:00', lat: 28.6, lon: 77.2, tz: 5.5 }, 'invalid_timezone'],
    ['unknown place', { date: '1990-01-01', time: '10:00', city: 'Xqzzyville' }, 'unknown_place'],
    ['unknown city_id', { date: '1990-01-01', time: '10:00', city_id: 'no-such-city' }, 'unknown_place'],
    ['bad time', { date: '1990-01-01', time: '25:61', city_id: 'new-delhi' }, 'invalid_birth_data'],
    ['missing time', { date: '1990-01-01', city_id: 'new-delhi' }, 'invalid_birth_data'],
    ['missing date', { time: '10:00', city_id: 'new-delhi' }, 'invalid_birth_data'],
    ['no place at all', { date: '1990-01-01', time: '10:00' }, 'invalid_birth_data'],
    ['lat without lon', { date: '1990-01-01', time: '10:00', lat: 28.6, tz: 'Asia/Kolkata' }, 'invalid_birth_data'],
    [
      'latitude out of range',
      { date: '1990-01-01', time: '10:00', lat: 95, lon: 77.2, tz: 'Asia/Kolkata' },
      'invalid_birth_data',
    ],
    ['not a calendar date', { date: '1990-02-30', time: '10:00', city_id: 'new-delhi' }, 'invalid_date'],
    ['malformed date', { date: '15-05-1990', time: '10:00', city_id: 'new-delhi' }, 'invalid_date'],
    ['date out of range', { date: '1700-01-01', time: '10:00', city_id: 'new-delhi' }, 'invalid_date'],
    ['body not an object', [1, 2], 'invalid_birth_data'],
  ];
  for (const [label, body, code] of cases) await expectError(label, post('/v1/kundli', body, free), 400, code);
  await expectError(
    'malformed JSON',
    h.call('POST', '/v1/kundli', { key: free, body: '{"date":' }),
    400,
    'invalid_json',
  );
});

test('local time to UTC follows the DST rule and says so in dev_notes', async () => {
  const ny = { lat: 40.71, lon: -74.01, tz: 'America/New_York' };
  const gap = await post('/v1/kundli', { date: '2021-03-14', time: '02:30', ...ny }, free);
  assert.is(gap.json.data.birth.time_resolution, 'skipped_forward');
  assert.is(gap.json.data.birth.utc, '2021-03-14T07:30:00.000Z');
  assert.ok(gap.json.dev_notes.some((n: any) => n.code === 'local_time_skipped_forward'));
  const overlap = await post('/v1/kundli', { date: '2021-11-07', time: '01:30', ...ny }, free);
  assert.is(overlap.json.data.birth.time_resolution, 'ambiguous_earlier');
  assert.is(overlap.json.data.birth.utc, '2021-11-07T05:30:00.000Z');
  const plain = await post('/v1/kundli', { date: '2021-07-01', time: '12:00', ...ny }, free);
  assert.equal(plain.json.dev_notes, []);
});

test('plan gates: free has rashifal and kundli; topaz and above everything; pratyantar from ruby', async () => {
  const topazOnly: [string, unknown][] = [
    ['/v1/dasha', BIRTH],
    ['/v1/divisional/D9', BIRTH],
    ['/v1/doshas', BIRTH],
    ['/v1/predict/natal', BIRTH],
    ['/v1/forecast/full', BIRTH],
    ['/v1/matching', { boy: BIRTH, girl: BIRTH }],
  ];
  for (const [path, body] of topazOnly) {
    await expectError(`free ${path}`, post(path, body, free), 403, 'plan_required');
    await expectError(
      `free legacy ${path}`,
      post(path.replace('/v1/', '/v1/horoscope/'), body, free),
      403,
      'plan_required',
    );
    const ok = await post(path, body, topaz);
    assert.is(ok.status, 200, `${path}: ${ok.text.slice(0, 200)}`);
    assert.is(ok.headers.get('x-quota-cost'), path === '/v1/forecast/full' ? '2' : '1', path);
  }
  await expectError('topaz levels 3', post('/v1/dasha', { ...BIRTH, levels: 3 }, topaz), 403, 'plan_required');
  const deep = await post('/v1/dasha', { ...BIRTH, levels: 3 }, ruby);
  assert.is(deep.status, 200);
  assert.is(deep.headers.get('x-quota-cost'), '2');
  assert.ok(deep.json.data.periods[0].sub[0].sub.length > 0);
  assert.is((await h.call('GET', '/v1/rashifal/simha/daily', { key: free })).status, 200);
  await expectError('no key', post('/v1/kundli', BIRTH, ''), 401, 'missing_api_key');
  await expectError('bad key', post('/v1/kundli', BIRTH, 'nope'), 401, 'invalid_api_key');
});

test('divisional: D1 and D9 (any case), a varga outside D1-D60 unsupported_varga', async () => {
  const d9 = await post('/v1/divisional/D9', BIRTH);
  assert.equal([d9.json.data.varga, d9.json.data.name], ['D9', 'Navamsa']);
  const kundli = (await post('/v1/kundli', BIRTH)).json.data;
  for (const p of d9.json.data.positions) {
    const lon = kundli.grahas.find((g: any) => g.key === p.graha_key).longitude;
    assert.is(p.rashi.number, (Math.floor(lon / (10 / 3)) % 12) + 1, p.graha_key);
  }
  assert.equal((await post('/v1/divisional/d1', BIRTH)).json.data.positions, kundli.charts.D1.positions);
  for (const v of ['D13', 'D81', 'X', 'D9x'])
    await expectError(v, post(`/v1/divisional/${v}`, BIRTH), 400, 'unsupported_varga');
});

test('dasha: levels, current periods at the request instant, from/to filter, dates', async () => {
  const one = (await post('/v1/dasha', { ...BIRTH, levels: 1 })).json.data;
  assert.is(one.periods.length, 9);
  assert.ok(one.periods.every((p: any) => p.sub === undefined));
  const span = one.periods.reduce((s: number, p: any) => s + p.duration_years, 0);
  assert.ok(span > 100 && span <= 120, `${span}`);
  assert.is(one.periods[0].start_utc, one.birth.utc);
  const two = (await post('/v1/dasha', BIRTH)).json.data;
  assert.is(two.levels, 2);
  assert.ok(two.periods.every((p: any) => p.sub.length >= 1));
  const cur = two.current;
  assert.ok(Date.parse(cur.maha.start_utc) <= h.clock.now() && h.clock.now() < Date.parse(cur.maha.end_utc));
  assert.ok(Date.parse(cur.antar.start_utc) >= Date.parse(cur.maha.start_utc));
  const window = (await post('/v1/dasha', { ...BIRTH, from: '2030-01-01', to: '2031-12-31' })).json.data;
  assert.ok(window.periods.length >= 1 && window.periods.length <= 2);
  for (const p of window.periods.flatMap((m: any) => m.sub)) {
    assert.ok(Date.parse(p.end_utc) > Date.UTC(2030, 0, 1) && Date.parse(p.start_utc) < Date.UTC(2032, 0, 1));
  }
  await expectError('bad from', post('/v1/dasha', { ...BIRTH, from: '2030-13-01' }), 400, 'invalid_date');
  await expectError(
    'from after to',
    post('/v1/dasha', { ...BIRTH, from: '2031-01-01', to: '2030-01-01' }),
    400,
    'invalid_date',
  );
  await expectError('levels 4', post('/v1/dasha', { ...BIRTH, levels: 4 }), 400, 'invalid_birth_data');
});

test('doshas: the four checks and the summary; Sade Sati dated from Saturn ingresses at as_of', async () => {
  // Natal Moon of 1990-05-15 10:30 Delhi is in dhanu: Sade Sati runs from Saturn's entry into vrischika (12th)
  // to its final exit from makara (2nd), retrograde steps included; on 2022-01-01 it is in makara = setting.
  const r = (await post('/v1/doshas', { ...BIRTH, as_of: '2022-01-01' })).json.data;
  for (const k of ['manglik', 'kaal_sarp', 'sade_sati', 'pitra', 'summary']) assert.ok(r[k], k);
  assert.is(r.sade_sati.moon_rashi.key, 'dhanu');
  assert.equal([r.sade_sati.active, r.sade_sati.phase], [true, 'setting']);
  assert.match(r.sade_sati.current.start_utc, /^2014-11-02/);
  assert.match(r.sade_sati.current.end_utc, /^2023-01-17/);
  assert.ok(r.summary.keys.includes('sade_sati_setting'));
  const later = (await post('/v1/doshas', { ...BIRTH, as_of: '2024-06-01' })).json.data;
  assert.is(later.sade_sati.active, false);
  await expectError('bad as_of', post('/v1/doshas', { ...BIRTH, as_of: 'soon' }), 400, 'invalid_as_of');
});

test('matching: eight kootas from Varna and Vashya, total = sum, max 36; dosha summary on request', async () => {
  const body = { boy: BIRTH, girl: { date: '1992-08-20', time: '06:15', city: 'Chennai' } };
  const m = (await post('/v1/matching', body)).json.data;
  assert.equal(
    m.kootas.map((k: any) => k.name),
    ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'],
  );
  assert.is(m.score.max, 36);
  assert.is(
    m.kootas.reduce((s: number, k: any) => s + k.score, 0),
    m.score.total,
  );
  assert.type(m.verdict, 'string');
  assert.ok(m.notes.length > 0);
  assert.match(m.birth.girl.place, /^Chennai/);
  const withDoshas = (await post('/v1/matching', { ...body, include_dosha_summary: true })).json.data;
  assert.ok(withDoshas.manglik && typeof withDoshas.manglik.mutual_cancellation === 'boolean');
  const hi = (await post('/v1/matching', { ...body, lang: 'hi' })).json.data;
  assert.is(hi.score.total, m.score.total);
  assert.match(hi.kootas[0].name, /[\u0900-\u097F]/);
  await expectError(
    'girl unknown place',
    post('/v1/matching', { boy: BIRTH, girl: { date: '1992-08-20', time: '06:15', city: 'Xqzzyville' } }),
    400,
    'unknown_place',
  );
  await expectError('missing girl', post('/v1/matching', { boy: BIRTH }), 400, 'invalid_birth_data');
});

test.run();
