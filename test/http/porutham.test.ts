// Issue 38 over HTTP: POST /v1/matching/porutham (and the /v1/horoscope/ path) for stars and for births, the
// Kerala papasamyam, names and notes in the display language, refusals with their reasons, the plan gate and cost.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { expectError, startHarness, type Harness } from './harness.ts';

let h: Harness;
let free: string;
let topaz: string;
const BOY = { date: '1990-05-15', time: '10:30', city_id: 'chennai' };
const GIRL = { date: '1992-08-21', time: '06:15', city_id: 'thiruvananthapuram' };

test.before(async () => {
  h = await startHarness({
    routes: horoscopeRoutes(),
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  [free, topaz] = [await h.signup('free'), await h.signup('topaz')];
});
test.after(async () => h.close());

const post = (path: string, body: unknown, key = topaz) => h.call('POST', path, { key, body });

test('stars only: ten poruthams in order, on both paths, 1 unit; papasamyam needs births', async () => {
  const body = { boy: { nakshatra: 13, rashi: 6 }, girl: { nakshatra: 1, pada: 2 }, system: 'kerala' };
  const r = await post('/v1/matching/porutham', body);
  assert.is(r.status, 200, r.text.slice(0, 300));
  assert.is(r.headers.get('x-quota-cost'), '1');
  const d = r.json.data;
  assert.equal(
    d.poruthams.map((p: any) => p.key),
    ['dina', 'gana', 'mahendra', 'stree_deergha', 'yoni', 'rasi', 'rasi_adhipathi', 'vasya', 'rajju', 'vedha'],
  );
  assert.equal(
    d.poruthams.filter((p: any) => p.essential).map((p: any) => p.key),
    ['rajju', 'vedha'],
  );
  assert.is(d.matched_count, d.poruthams.filter((p: any) => p.matched).length);
  assert.equal([d.papasamyam.available, d.papasamyam.matched, d.chevvai.outcome], [false, null, 'needs_birth']);
  assert.equal([d.boy.from, d.girl.nakshatra.pada, d.birth], ['star', 2, { boy: null, girl: null }]);
  assert.is(r.json.meta.calculation.porutham_system, 'kerala');
  const legacy = await post('/v1/horoscope/matching/porutham', body);
  assert.equal(legacy.json.data, d);
});

test('two births, kerala: both papasamyam totals and chevvai of both', async () => {
  const r = await post('/v1/matching/porutham', { boy: BOY, girl: GIRL, system: 'kerala' });
  assert.is(r.status, 200, r.text.slice(0, 300));
  const d = r.json.data;
  assert.ok(d.papasamyam.available);
  assert.is(typeof d.papasamyam.boy.total, 'number');
  assert.is(typeof d.papasamyam.girl.total, 'number');
  assert.is(d.papasamyam.matched, d.papasamyam.boy.total >= d.papasamyam.girl.total);
  assert.ok(['absent', 'present', 'cancelled'].includes(d.chevvai.boy.status));
  assert.equal(
    d.chevvai.girl.from.map((x: any) => x.reference),
    ['lagna', 'chandra', 'shukra'],
  );
  assert.equal([d.boy.from, d.birth.boy.city_id, d.birth.girl.city_id], ['birth', 'chennai', 'thiruvananthapuram']);
  assert.is(r.json.meta.calculation.ayanamsa_at_birth_deg.length, 2);
  const tamil = (await post('/v1/matching/porutham', { boy: BOY, girl: GIRL })).json.data;
  assert.equal([tamil.system, tamil.papasamyam], ['tamil', null]);
  assert.equal(
    tamil.chevvai.girl.from.map((x: any) => x.reference),
    ['lagna', 'chandra'],
  );
});

test('lang: names and notes in Tamil and Malayalam script, no English prose warning', async () => {
  for (const [lang, script] of [
    ['ta', /\p{Script=Tamil}/u],
    ['ml', /\p{Script=Malayalam}/u],
  ] as const) {
    const r = await post('/v1/matching/porutham', { boy: { nakshatra: 4 }, girl: { nakshatra: 22 }, lang });
    assert.is(r.status, 200);
    const d = r.json.data;
    for (const p of d.poruthams) {
      assert.match(p.name, script);
      assert.not.match(p.note, /[A-Za-z]/);
    }
    assert.match(d.boy.nakshatra.name, script);
    assert.match(d.verdict_text, script);
    assert.is(r.json.meta.warnings, undefined);
  }
});

test('refusals: a rashi the star does not touch, star with birth, missing both, bad system, plan', async () => {
  const bad = await post('/v1/matching/porutham', { boy: { nakshatra: 1, rashi: 2 }, girl: { nakshatra: 4 } });
  assert.is(bad.status, 400);
  assert.is(bad.json.error, 'invalid_parameter');
  assert.match(bad.json.message, 'boy: star 1 lies in rashi 1, not 2');
  const spans = await post('/v1/matching/porutham', { boy: { nakshatra: 3 }, girl: { nakshatra: 4 } });
  assert.match(spans.json.message, 'give rashi or pada');
  await expectError(
    'both',
    post('/v1/matching/porutham', { boy: { ...BOY, nakshatra: 4 }, girl: { nakshatra: 4 } }),
    400,
    'invalid_parameter',
  );
  await expectError(
    'neither',
    post('/v1/matching/porutham', { boy: {}, girl: { nakshatra: 4 } }),
    400,
    'invalid_birth_data',
  );
  await expectError(
    'system',
    post('/v1/matching/porutham', { boy: { nakshatra: 4 }, girl: { nakshatra: 4 }, system: 'andhra' }),
    400,
    'invalid_parameter',
  );
  await expectError(
    'nakshatra 28',
    post('/v1/matching/porutham', { boy: { nakshatra: 28 }, girl: { nakshatra: 4 } }),
    400,
    'invalid_parameter',
  );
  const low = await post('/v1/matching/porutham', { boy: { nakshatra: 4 }, girl: { nakshatra: 4 } }, free);
  assert.is(low.status, 403);
});

test.run();
