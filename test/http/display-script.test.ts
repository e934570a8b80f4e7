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
import { startHarness, T0, type Harness } from './harness.ts';

/**
 * Machine fields, by name: a string under one of these is a key, code, id, enum value, instant or unit that stays
 * English (or ASCII) in every language. A display name or prose field must never be listed here.
 */
const MACHINE_FIELDS = new Set<string>([
  // keys and ids: English snake_case whatever the language; each sits beside its `name` (or `*_name`, `*_label`)
  'key',
  'graha_key',
  'lord_key',
  'rashi_key',
  'slug',
  'city_id',
  // IANA zones and instants
  'timezone',
  'resolved_timezone',
  'utc',
  // seed enums (seed 002: paksha Shukla|Krishna, choghadiya type and quality); the display is `paksha_name`,
  // `type_name` and `quality_name` beside them
  'paksha',
  'type',
  'quality',
  // enum values of the OpenAPI document, each with a display sibling or a note where one is shown
  'status', // koota status (`status_label`), chevvai status (porutham `note`)
  'grade', // porutham grade (`grade_label`)
  'outcome', // chevvai outcome (its `note`)
  'system', // porutham system: tamil | kerala
  'method', // varga method: parashara | kashinatha ...
  'varga', // varga code D1..D60, printed as it is in every language's almanacs
  'koota', // the dosha's koota key
  'kind', // panchaka, gowri, sankranti and dosha kinds (each with its `name` or `text`)
  'reference', // chevvai counted from: lagna | chandra | shukra
  'resolved_via',
  'time_resolution',
  'era', // saka | kollam | bikram_sambat
  'category', // festival category and regions (enum values of the festival rules)
  'observed_in',
  // KP lords and significators as graha keys; the names are in `lords` and `grahas[].name`
  'sign_lord',
  'star_lord',
  'sub_lord',
  'sub_sub_lord',
  'level_1',
  'level_2',
  'level_3',
  'level_4',
  // ashtakavarga contributors: lists of planet keys per sign (names in `grahas[].name`)
  'contributors',
  // the daily's calculation record (engine version, ayanamsa variant, conventions), as meta.calculation elsewhere
  'metadata',
]);

/**
 * Fields whose name means a display text elsewhere but a machine value here, by path (array indices dropped, matched
 * at the end of the path): the answers' top-level `verdict` is an enum (matching's display is `verdict_label`,
 * porutham's `verdict_text`; `sources.verdict` is prose and walked), porutham's `boy.from`/`girl.from` say whether
 * the side was given as a birth or a star, the hora's `lord` is a graha key (`lord_name` beside it), papasamyam's
 * `graha` a graha key, the ayanamsa's `name` its id (lahiri, krishnamurti; as meta.calculation.ayanamsa).
 */
const MACHINE_PATHS = ['data.verdict', 'data.boy.from', 'data.girl.from', 'hora.lord', 'points.graha', 'ayanamsa.name'];

/** Every string leaf of `value` not under a machine field, with its JSON path. */
function displayLeaves(value: unknown, path = 'data', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) displayLeaves(v, `${path}[${i}]`, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      const bare = `${path}.${k}`.replace(/\[\d+\]/g, '');
      const machinePath = MACHINE_PATHS.some((p) => bare === p || bare.endsWith(`.${p}`));
      if (!MACHINE_FIELDS.has(k) && !machinePath) displayLeaves(v, `${path}.${k}`, out);
    }
  return out;
}

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
    const offenders: string[] = [];
    let walked = 0;
    for (const [what, data] of await answers(lang))
      for (const [path, text] of displayLeaves(data)) {
        walked++;
        if (/[A-Za-z]/.test(text)) offenders.push(`${what} ${path} = ${JSON.stringify(text)}`);
      }
    assert.ok(walked > 500, `${lang}: walked ${walked} strings`);
    assert.equal(offenders, [], `${lang}: ${offenders.length} display strings with Latin:\n${offenders.join('\n')}`);
  });

test.run();
