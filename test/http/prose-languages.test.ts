// Every reading in the reader's language (issue 37), over HTTP: for each language beyond English, rashifal (12 signs x
// 3 periods), the natal prediction, the full forecast, doshas, Ashtakoot matching, the numerology report and a
// muhurat search answer 200 with every prose string in that language's script, no Latin word, no unfilled slot and
// no prose_in_english warning; two runs give the same bytes. PROSE_ONLY=ta runs one language.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { PROSE_IN_ENGLISH } from '../../api/lang.ts';
import { muhuratRoutes } from '../../api/muhurat/routes.ts';
import { numerologyRoutes } from '../../api/numerology/routes.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { PROSE_LANGS, RASHIS, type Lang } from '../../tables/names/index.ts';
import { scriptLetter } from '../../tables/names/scripts.ts';
import { startHarness, T0, type Harness } from './harness.ts';

/** Fields that hold prose or a display label (machine keys, ids, dates and echoed input are left out). */
const PROSE_FIELDS = new Set([
  'text',
  'note',
  'notes',
  'keyword',
  'label',
  'advice',
  'headline',
  'summary',
  'disclaimer',
  'band_label',
  'status_label',
  'verdict_label',
  'outlook_label',
  'personal_year_theme',
  'description',
  'reading',
]);

/** Every prose string of an answer, with its path. */
function proseStrings(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) proseStrings(v, `${path}[${i}]`, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && PROSE_FIELDS.has(k)) out.push([`${path}.${k}`, v]);
      else if (Array.isArray(v) && PROSE_FIELDS.has(k) && v.every((x) => typeof x === 'string'))
        for (const [i, x] of v.entries()) out.push([`${path}.${k}[${i}]`, x]);
      else proseStrings(v, `${path}.${k}`, out);
    }
  return out;
}

function assertInScript(lang: Lang, what: string, answer: { status: number; json: any }) {
  assert.is(answer.status, 200, `${lang} ${what}: ${answer.status} ${answer.json?.error} ${answer.json?.message}`);
  const warnings = [...(answer.json.meta?.warnings ?? []), ...(answer.json.warnings ?? [])];
  assert.not.ok(
    warnings.some((w: { code: string }) => w.code === PROSE_IN_ENGLISH),
    `${lang} ${what}: prose_in_english`,
  );
  const strings = proseStrings(answer.json.data);
  assert.ok(strings.length > 0, `${lang} ${what}: no prose found`);
  for (const [path, text] of strings) {
    // a varga's code (D1, D9) is notation every language's almanacs print as it is
    assert.not.match(text.replace(/\bD\d{1,2}\b/g, ''), /[A-Za-z]/, `${lang} ${what} ${path}: Latin in "${text}"`);
    assert.not.match(text, /[{}]/, `${lang} ${what} ${path}: unfilled slot in "${text}"`);
    if (/\p{L}/u.test(text)) assert.match(text, scriptLetter(lang), `${lang} ${what} ${path}: "${text}"`);
  }
}

let h: Harness;
let key: string;
let numerologyKey: string;
let panchangKey: string;
const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };
const GIRL = { date: '1992-08-20', time: '06:15', city_id: 'chennai' };

test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({
    routes: [...panchang.routes, ...horoscopeRoutes(), ...numerologyRoutes, ...muhuratRoutes()],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  clockRef.now = () => h.clock.now();
  key = await h.signup('infinity');
  numerologyKey = await h.signup('scale');
  panchangKey = await h.signup('emerald');
});
test.after(async () => h.close());

const post = (path: string, body: unknown, k = key) => h.call('POST', path, { key: k, body });

for (const lang of PROSE_LANGS.filter((l) => l !== 'en' && (process.env.PROSE_ONLY ?? l) === l)) {
  test(`${lang}: rashifal, prediction, forecast, doshas, matching, numerology and muhurat read in ${lang}`, async () => {
    for (const period of ['daily', 'weekly', 'monthly'])
      for (const r of RASHIS)
        assertInScript(
          lang,
          `rashifal ${r.key} ${period}`,
          await h.call('GET', `/v1/rashifal/${r.key}/${period}?lang=${lang}&date=2026-03-10`, { key }),
        );
    assertInScript(lang, 'predict/natal', await post('/v1/predict/natal', { ...BIRTH, lang }));
    assertInScript(lang, 'forecast/full', await post('/v1/forecast/full', { ...BIRTH, lang }));
    assertInScript(lang, 'doshas', await post('/v1/doshas', { ...BIRTH, lang }));
    assertInScript(lang, 'matching', await post('/v1/matching', { boy: BIRTH, girl: GIRL, lang }));
    const report = { full_name: 'Asha Rao', date_of_birth: '1988-11-29', system: 'pythagorean', lang };
    assertInScript(
      lang,
      'numerology report',
      await post('/v1/numerology/report', { ...report, reference_date: '2025-01-01' }, numerologyKey),
    );
    const search = { activity: 'marriage', city_id: 'new-delhi', from: '2026-11-01', to: '2026-12-31', lang };
    assertInScript(lang, 'muhurat search', await post('/v1/muhurat/search', search, panchangKey));
    const again = await post('/v1/predict/natal', { ...BIRTH, lang });
    assert.is(again.text, (await post('/v1/predict/natal', { ...BIRTH, lang })).text, `${lang}: two runs differ`);
  });
}

test.run();
