// No Latin in any display field, in every language (issue 44): for each of the ten display languages beyond English,
// the daily panchang (New Delhi and Chennai, muhurat layers included), the kundli, divisional charts (D9, D10, D60,
// every method of D2 and D3), KP, ashtakavarga, Ashtakoot matching and porutham are walked leaf by leaf: every string
// of `data` not under a machine field named below holds no Latin letter. Every offender is listed with its path.
// DISPLAY_ONLY=ta runs one language.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { muhuratRoutes } from '../../api/muhurat/routes.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { LANGS, type Lang } from '../../tables/names/index.ts';
import { latinOffenders, missingSiblings } from './display-walk.ts';
import { startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
let horoscopeKey: string;
let panchangKey: string;
const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'chennai' };
const GIRL = { date: '1992-08-20', time: '06:15', city_id: 'kolkata' };
/** Each varga with every method the divisional route takes for it. */
const VARGA_METHODS: [string, string | undefined][] = [
  ['D9', undefined],
  ['D10', undefined],
  ['D2', 'parashara'],
  ['D2', 'kashinatha'],
  ['D2', 'parivritti'],
  ['D3', 'jagannatha'],
  ['D3', 'somanatha'],
  ['D3', 'parivritti'],
  ['D60', undefined],
];

test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({
    routes: [...panchang.routes, ...horoscopeRoutes(), ...muhuratRoutes()],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  clockRef.now = () => h.clock.now();
  horoscopeKey = await h.signup('topaz');
  panchangKey = await h.signup('amethyst');
});
test.after(async () => h.close());

/** The answers to walk for one language, each named. */
async function answers(lang: Lang): Promise<[string, unknown][]> {
  const out: [string, unknown][] = [];
  const call = async (what: string, path: string, body: unknown, key = horoscopeKey) => {
    const r = await h.call('POST', path, { key, body });
    assert.is(r.status, 200, `${lang} ${what}: ${r.text.slice(0, 300)}`);
    out.push([what, r.json.data]);
    return r.json.data;
  };
  // 2026-04-14: the Mesha sankranti and Puthandu, so festivals and a sankranti are named too
  for (const city_id of ['new-delhi', 'chennai']) {
    const d = await call(
      `daily ${city_id}`,
      '/v1/panchang/daily',
      { date: '2026-04-14', city_id, lang, birth_nakshatra: 8, birth_rashi: 4 },
      panchangKey,
    );
    // the seed's English enums skipped above each carry their display beside them, which the walk then checks
    for (const o of [d, ...d.tithi]) assert.type(o.paksha_name, 'string', `${lang} ${city_id}: paksha_name`);
    for (const s of [...d.choghadiya.day, ...d.choghadiya.night])
      assert.ok(s.type_name && s.quality_name, `${lang} ${city_id}: choghadiya type_name and quality_name`);
    assert.ok(d.muhurat_layers.special_yogas.length > 0, `${lang} ${city_id}: special yogas to walk`);
  }
  await call('kundli', '/v1/kundli', { ...BIRTH, lang });
  for (const [varga, method] of VARGA_METHODS)
    await call(`divisional ${varga} ${method ?? ''}`, `/v1/divisional/${varga}`, { ...BIRTH, lang, method });
  await call('kp', '/v1/kp/chart', { ...BIRTH, lang });
  await call('ashtakavarga', '/v1/ashtakavarga', { ...BIRTH, lang });
  await call('matching', '/v1/matching', { boy: BIRTH, girl: GIRL, lang });
  for (const system of ['tamil', 'kerala'])
    await call(`porutham ${system}`, '/v1/matching/porutham', { boy: BIRTH, girl: GIRL, system, lang });
  return out;
}

for (const lang of LANGS.filter((l) => l !== 'en' && (process.env.DISPLAY_ONLY ?? l) === l))
  test(`${lang}: no Latin letter in any display field of daily, kundli, divisional, KP, ashtakavarga, matching`, async () => {
    const all = await answers(lang);
    const { walked, offenders } = latinOffenders(all);
    const bare = all.flatMap(([what, data]) => missingSiblings(data).map((m) => `${what} ${m}`));
    assert.equal(bare, [], `${lang}: machine enums without their display:\n${bare.join('\n')}`);
    assert.ok(walked > 500, `${lang}: walked ${walked} strings`);
    assert.equal(offenders, [], `${lang}: ${offenders.length} display strings with Latin:\n${offenders.join('\n')}`);
  });

test.run();
