// No Latin in any display field, in every language (issue 44, second pass): the routes the first suite
// (display-script.test.ts) does not walk: shodashvarga, transits, doshas, predict/natal, the fused forecast, dasha in
// every system, muhurat search, the monthly and yearly panchang and every numerology endpoint, each walked leaf by
// leaf as there. Every offender is listed with its path. DISPLAY_ONLY=ta runs one language.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { muhuratRoutes } from '../../api/muhurat/routes.ts';
import { numerologyRoutes } from '../../api/numerology/routes.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { LANGS, type Lang } from '../../tables/names/index.ts';
import { latinOffenders, missingSiblings } from './display-walk.ts';
import { startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
const keys: Record<'horoscope' | 'panchang' | 'numerology', string> = { horoscope: '', panchang: '', numerology: '' };
const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'chennai' };
const ASHA = { full_name: 'Asha Rao', date_of_birth: '1988-11-29' };
const RAVI = { full_name: 'Ravi Kumar', date_of_birth: '1987-02-03' };
const BOTH = ['pythagorean', 'chaldean'];

test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({
    routes: [...panchang.routes, ...horoscopeRoutes(), ...muhuratRoutes(), ...numerologyRoutes],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  clockRef.now = () => h.clock.now();
  keys.horoscope = await h.signup('ruby');
  keys.panchang = await h.signup('sapphire');
  keys.numerology = await h.signup('scale');
});
test.after(async () => h.close());

/** The answers to walk for one language, each named. */
async function answers(lang: Lang): Promise<[string, unknown][]> {
  const out: [string, unknown][] = [];
  const call = async (what: string, path: string, body: Record<string, unknown>, key = keys.horoscope) => {
    const r = await h.call('POST', path, { key, body: { ...body, lang } });
    assert.is(r.status, 200, `${lang} ${what}: ${r.text.slice(0, 300)}`);
    out.push([what, r.json.data]);
    return r.json.data;
  };
  await call('shodashvarga', '/v1/shodashvarga', BIRTH);
  await call('transits', '/v1/transits', { birth: BIRTH, date: '2026-11-26' });
  await call('doshas', '/v1/doshas', BIRTH);
  await call('doshas mumbai', '/v1/doshas', { date: '1992-08-21', time: '06:15', city_id: 'mumbai' });
  // a partial Kaal Sarp (ketu_to_rahu), so its kind, arc and grahas are walked too
  const ks = await call('doshas kaal sarp', '/v1/doshas', { date: '1985-02-10', time: '10:30', city_id: 'chennai' });
  assert.ok(ks.kaal_sarp.present, `${lang}: a Kaal Sarp chart to walk`);
  await call('predict/natal', '/v1/predict/natal', BIRTH);
  await call('forecast', '/v1/forecast/full', { ...BIRTH, as_of: '2026-03-10' });
  for (const system of ['vimshottari', 'yogini', 'ashtottari', 'chara'])
    await call(`dasha ${system}`, '/v1/dasha', { ...BIRTH, system, levels: 3, as_of: '2026-03-10' });
  await call(
    'muhurat search',
    '/v1/muhurat/search',
    {
      activity: 'marriage',
      from: '2026-11-01',
      to: '2026-12-31',
      city_id: 'new-delhi',
    },
    keys.panchang,
  );
  await call('monthly', '/v1/panchang/monthly', { year: 2026, month: 4, city_id: 'chennai' }, keys.panchang);
  await call('yearly', '/v1/panchang/yearly', { year: 2026, city_id: 'new-delhi' }, keys.panchang);
  const num = (what: string, body: Record<string, unknown>) =>
    call(`numerology ${what}`, `/v1/numerology/${what}`, body, keys.numerology);
  // core, name, cycles and name-correction take no `lang` (their answers are numbers, letters and English keys):
  // the endpoints that name things in the reader's language are walked
  await num('lo-shu', { date: '1988-11-29', include_moolank_bhagyank: true });
  await num('compatibility', { person_a: ASHA, person_b: RAVI, systems: BOTH });
  await num('report', { ...ASHA, system: 'pythagorean', reference_date: '2026-01-01' });
  return out;
}

for (const lang of LANGS.filter((l) => l !== 'en' && (process.env.DISPLAY_ONLY ?? l) === l))
  test(`${lang}: no Latin letter in any display field of shodashvarga, transits, doshas, predictions, dasha, muhurat, months, numerology`, async () => {
    const all = await answers(lang);
    const { walked, offenders } = latinOffenders(all);
    assert.ok(walked > 500, `${lang}: walked ${walked} strings`);
    // every machine enum of these answers carries its display beside it (which the walk then reads)
    const bare = all.flatMap(([what, data]) => missingSiblings(data).map((m) => `${what} ${m}`));
    assert.equal(bare, [], `${lang}: machine enums without their display:\n${bare.join('\n')}`);
    assert.equal(offenders, [], `${lang}: ${offenders.length} display strings with Latin:\n${offenders.join('\n')}`);
  });

test.run();
