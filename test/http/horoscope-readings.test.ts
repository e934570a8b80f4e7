// The horoscope readings over HTTP: natal prediction, the fused forecast, rashifal (12 signs x 3 periods x
// en/hi) and the chart drawing (three styles, D1/D9, GET and POST).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { RASHIS } from '../../tables/names/index.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let key: string;
const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };
const DEVANAGARI = /[\u0900-\u097F]/;

test.before(async () => {
  h = await startHarness({
    routes: horoscopeRoutes(),
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  key = await h.signup('infinity');
});
test.after(async () => h.close());

const post = (path: string, body: unknown) => h.call('POST', path, { key, body });
const get = (path: string) => h.call('GET', path, { key });
const code = async (p: Promise<{ status: number; json: any }>) => {
  const r = await p;
  return `${r.status} ${r.json?.error}`;
};

test('natal prediction: sections on request, every statement names its rule, Hindi text', async () => {
  const all = (await post('/v1/predict/natal', BIRTH)).json.data;
  assert.equal(
    all.sections.map((s: any) => s.key),
    ['personality', 'career', 'finance', 'relationship', 'health', 'education', 'spirituality'],
  );
  for (const s of all.sections) {
    assert.ok(s.statements.length >= 1, `${s.key} says something`);
    for (const st of s.statements) {
      assert.ok(st.rule_id.startsWith(`${s.key}.`), st.rule_id);
      assert.not.match(st.text, /\{\w+\}/);
      assert.ok(st.conditions.length >= 1);
    }
  }
  const career = (await post('/v1/predict/natal', { ...BIRTH, sections: ['career'] })).json.data;
  assert.equal(
    career.sections.map((s: any) => s.key),
    ['career'],
  );
  assert.equal(career.sections[0], all.sections[1]);
  const hi = (await post('/v1/predict/natal', { ...BIRTH, sections: ['career', 'health'], lang: 'hi' })).json.data;
  assert.equal(
    hi.sections[0].statements.map((s: any) => s.rule_id),
    career.sections[0].statements.map((s: any) => s.rule_id),
  );
  assert.match(hi.sections[0].statements[0].text, DEVANAGARI);
  assert.is(await code(post('/v1/predict/natal', { ...BIRTH, sections: ['fortune'] })), '400 invalid_birth_data');
  const odd = await post('/v1/predict/natal', { ...BIRTH, lang: 'fr' });
  assert.is(odd.status, 400, 'an unknown language is a 400 (issue #41)');
  assert.match(odd.json.message, /lang must be one of "en", "hi"/);
});

test('forecast: per-domain scores with text, deterministic for the same input, moves with as_of', async () => {
  const a = await post('/v1/forecast/full', { ...BIRTH, as_of: '2026-01-15' });
  const b = await post('/v1/forecast/full', { ...BIRTH, as_of: '2026-01-15' });
  assert.is(a.status, 200);
  assert.equal(a.json.data, b.json.data);
  const f = a.json.data;
  assert.is(f.as_of, '15-01-2026 12:00:00');
  assert.equal(
    f.domains.map((d: any) => d.key),
    ['career', 'finance', 'relationship', 'health', 'education'],
  );
  for (const d of f.domains) {
    assert.ok(Number.isInteger(d.score) && d.score >= 0 && d.score <= 100);
    assert.ok(d.text.length > 20);
    // The score is 50 plus the factors, clipped.
    const sum = d.factors.reduce((s: number, x: any) => s + x.points, 0);
    assert.is(d.score, Math.max(0, Math.min(100, Math.round(50 + sum))));
  }
  assert.ok(f.dasha.maha && f.dasha.antar && f.dasha.pratyantar);
  assert.is(f.transits.length, 9);
  assert.ok(typeof f.doshas.sade_sati.available === 'boolean');
  const later = (await post('/v1/forecast/full', { ...BIRTH, as_of: '2031-07-01' })).json.data;
  assert.not.equal(
    later.transits.map((t: any) => t.rashi.key),
    f.transits.map((t: any) => t.rashi.key),
  );
  const instant = (await post('/v1/forecast/full', { ...BIRTH, as_of: '2026-01-15T06:30:00Z' })).json.data;
  assert.equal(instant.domains, f.domains);
  const hi = (await post('/v1/forecast/full', { ...BIRTH, as_of: '2026-01-15', lang: 'hi' })).json.data;
  assert.equal(
    hi.domains.map((d: any) => d.score),
    f.domains.map((d: any) => d.score),
  );
  assert.match(hi.domains[0].text, DEVANAGARI);
});

test('forecast: as_of must be a date or an ISO date-time, inside the span and not before birth', async () => {
  for (const asOf of [
    'tomorrow-ish',
    '2026-02-30',
    '2026-01-15T25:00',
    '2026-1-5',
    '2026-01-15T10:00+99:00',
    '2150-01-01',
    '1985-01-01',
  ]) {
    assert.is(await code(post('/v1/forecast/full', { ...BIRTH, as_of: asOf })), '400 invalid_as_of', asOf);
  }
  assert.is(await code(post('/v1/forecast/full', { ...BIRTH, as_of: 20260115 })), '400 invalid_as_of');
  const now = (await post('/v1/forecast/full', BIRTH)).json.data;
  assert.is(now.as_of_utc, new Date(h.clock.now()).toISOString());
});

test('rashifal: twelve signs, three periods, English and Hindi; legacy path', async () => {
  for (const r of RASHIS) {
    for (const period of ['daily', 'weekly', 'monthly']) {
      for (const lang of ['en', 'hi']) {
        const res = await get(`/v1/rashifal/${r.key}/${period}?date=2026-03-10&lang=${lang}`);
        assert.is(res.status, 200, `${r.key} ${period} ${lang}`);
        const d = res.json.data;
        assert.equal([d.sign.key, d.period, d.lang], [r.key, period, lang]);
        assert.is(d.domains.length, 4);
        assert.ok(d.lucky.number >= 1 && d.lucky.number <= 9);
        if (lang === 'hi') assert.match(d.text, DEVANAGARI);
        assert.not.match(d.text, /\{\w+\}/);
      }
    }
  }
  const legacy = await get('/v1/horoscope/rashifal/simha/daily?date=2026-03-10');
  assert.equal(legacy.json.data, (await get('/v1/rashifal/simha/daily?date=2026-03-10')).json.data);
});

test('rashifal: periods anchor on the date in Asia/Kolkata; default today there; errors', async () => {
  const weekly = (await get('/v1/rashifal/meena/weekly?date=2026-03-12')).json.data;
  assert.equal([weekly.window.start_date, weekly.window.end_date], ['2026-03-09', '2026-03-15']);
  const monthly = (await get('/v1/rashifal/meena/monthly?date=2026-02-14')).json.data;
  assert.equal([monthly.window.start_date, monthly.window.end_date], ['2026-02-01', '2026-02-28']);
  const daily = (await get('/v1/rashifal/mesha/daily')).json.data;
  assert.is(daily.window.anchor_date, '2026-03-10');
  assert.is(daily.window.start_utc, '2026-03-09T18:30:00.000Z');
  // The Moon is the daily reading's subject; its sign changes inside the day are listed.
  assert.ok(daily.transits.find((t: any) => t.graha === 'chandra').role === 'main');
  assert.is(await code(get('/v1/rashifal/leo/daily')), '400 invalid_sign');
  assert.is(await code(get('/v1/rashifal/simha/yearly')), '400 invalid_period');
  assert.is(await code(get('/v1/rashifal/simha/daily?date=2026-02-30')), '400 invalid_date');
  assert.is(await code(get('/v1/rashifal/simha/daily?date=10-03-2026')), '400 invalid_date');
  assert.is(await code(get('/v1/rashifal/simha/daily?date=1600-01-01')), '400 invalid_date');
});

test('chart.svg: GET and POST, three styles, D1 and D9, SVG content type; errors stay JSON', async () => {
  const q = 'date=1990-05-15&time=10:30&city_id=new-delhi';
  for (const style of ['north', 'south', 'east']) {
    for (const varga of ['D1', 'D9']) {
      const r = await get(`/v1/kundli/chart.svg?${q}&style=${style}&varga=${varga}`);
      assert.is(r.status, 200, `${style} ${varga}: ${r.text.slice(0, 200)}`);
      assert.match(r.headers.get('content-type') ?? '', /^image\/svg\+xml/);
      assert.ok(r.text.startsWith('<svg'));
      assert.is((r.text.match(/<polygon /g) ?? []).length, 12);
      for (const abbr of ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'])
        assert.ok(r.text.includes(`>${abbr}`) || r.text.includes(` ${abbr}`), `${style} ${varga} ${abbr}`);
      assert.ok(r.text.includes(varga));
    }
  }
  const posted = await h.call('POST', '/v1/kundli/chart.svg?style=south', { key, body: BIRTH });
  assert.is(posted.text, (await get(`/v1/kundli/chart.svg?${q}&style=south`)).text);
  const coords = await get(
    '/v1/kundli/chart.svg?date=1990-05-15&time=10:30&lat=28.6358&lon=77.2245&tz=Asia/Kolkata&lang=hi',
  );
  assert.is(coords.status, 200);
  assert.match(coords.text, DEVANAGARI);
  assert.is((await get(`/v1/horoscope/kundli/chart.svg?${q}`)).status, 200);
  assert.is(await code(get(`/v1/kundli/chart.svg?${q}&style=west`)), '400 invalid_parameter');
  assert.is(await code(get(`/v1/kundli/chart.svg?${q}&varga=D13`)), '400 unsupported_varga');
  assert.is(
    await code(get('/v1/kundli/chart.svg?date=1990-05-15&time=10:30&lat=abc&lon=1&tz=UTC')),
    '400 invalid_birth_data',
  );
  assert.is(
    await code(
      h.call('POST', '/v1/kundli/chart.svg', { key, body: { ...BIRTH, city_id: undefined, city: '<script>' } }),
    ),
    '400 unknown_place',
  );
});

test.run();
