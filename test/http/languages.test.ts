// The ten display languages over HTTP (issue 29): the daily answer for New Delhi and Chennai in each language names
// everything in that language's script (no Latin letter in any display name), machine fields stay English, and the
// answer's English prose is announced by one meta.warnings code; an ICS feed in Tamil parses (ical.js) with Tamil
// titles, a Hindi feed's descriptions are Hindi (issue 28 item 10); a Tamil kundli names grahas and signs in Tamil.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { feedRoutes } from '../../api/feeds/routes.ts';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { muhuratRoutes } from '../../api/muhurat/routes.ts';
import { PROSE_IN_ENGLISH } from '../../api/lang.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { LANGS, nameBook, PROSE_LANGS, type Lang } from '../../tables/names/index.ts';
import { startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
const keys: Record<string, string> = {};
test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({
    routes: [...panchang.routes, ...feedRoutes(panchang.service), ...horoscopeRoutes(), ...muhuratRoutes()],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  clockRef.now = () => h.clock.now();
  for (const plan of ['emerald', 'topaz', 'amethyst']) keys[plan] = await h.signup(plan);
});
test.after(async () => h.close());

/** Every display name of a daily answer, with where it sits. */
function displayNames(d: any): [string, string][] {
  const out: [string, string][] = [
    ['weekday', d.weekday],
    ['sun.rashi', d.sun.rashi],
    ['moon.rashi', d.moon.rashi],
    ['lunar_month.name', d.lunar_month.name],
    ['lunar_month_label', d.lunar_month_label],
    ['lunar_context.amanta_month', d.lunar_context.amanta_month],
    ['lunar_context.purnimanta_month', d.lunar_context.purnimanta_month],
    ['bengali_date.month', d.bengali_date.month],
    ['calendars.bengali.month_name', d.calendars.bengali.month_name],
    ['calendars.hijri.month_name', d.calendars.hijri.month_name],
    ['calendars.tamil.month_name', d.calendars.tamil.month_name],
    ['calendars.tamil.samvatsara', d.calendars.tamil.samvatsara],
    ['calendars.malayalam.month_name', d.calendars.malayalam.month_name],
    ['calendars.odia.month_name', d.calendars.odia.month_name],
    ['calendars.nepali.month_name', d.calendars.nepali.month_name],
    ['calendars.nepali.weekday', d.calendars.nepali.weekday],
    ['calendars.samvatsara.north', d.calendars.samvatsara.north],
    ['calendars.samvatsara.south', d.calendars.samvatsara.south],
    ['calendars.ritu.vedic', d.calendars.ritu.vedic],
    ['calendars.ritu.drik', d.calendars.ritu.drik],
    ['calendars.ayana.vedic', d.calendars.ayana.vedic],
    ['calendars.ayana.drik', d.calendars.ayana.drik],
  ];
  for (const part of ['tithi', 'nakshatra', 'yoga', 'karana'])
    for (const row of d[part]) out.push([`${part}.name`, row.name]);
  for (const half of ['day', 'night'])
    for (const s of d.choghadiya[half]) out.push([`choghadiya.${half}`, s.type_name]);
  for (const f of d.festivals.data) out.push([`festival ${f.slug}`, f.name]);
  if (d.sankranti) out.push(['sankranti.rashi.name', d.sankranti.rashi.name]);
  if (d.muhurat_layers) out.push(...layerNames(d.muhurat_layers));
  return out;
}

/** The display names of the muhurat layers (issue 30), present for amethyst and up. */
function layerNames(l: any): [string, string][] {
  const out: [string, string][] = [];
  for (const h of l.hora) out.push(['hora.lord_name', h.lord_name]);
  for (const w of l.lagna_table) out.push(['lagna_table.rashi', w.rashi.name]);
  for (const y of l.special_yogas) out.push([`special_yogas.${y.key}`, y.name]);
  for (const p of l.panchaka) out.push([`panchaka.${p.kind}`, p.name]);
  for (const g of l.ganda_moola) out.push(['ganda_moola.nakshatra', g.nakshatra.name]);
  for (const g of [...l.gowri.day, ...l.gowri.night]) out.push([`gowri.${g.kind}`, g.name]);
  for (const t of l.tarabalam ?? [])
    out.push([`tarabalam.${t.key}`, t.name], ['tarabalam.nakshatra', t.nakshatra.name]);
  for (const c of l.chandrabalam ?? []) out.push(['chandrabalam.moon_rashi', c.moon_rashi.name]);
  return out;
}

const scriptOf = (lang: Lang) => new RegExp(`^[\\p{Script=${nameBook(lang).scriptRule.script}}0-9 ()\\-.:]+$`, 'u');

// 2026-03-19: Ugadi and Gudi Padwa; 2026-04-14: the Mesha sankranti and Puthandu (festivals and a sankranti)
for (const city of ['new-delhi', 'chennai'])
  test(`daily, ${city}: every display name in the language's script, machine fields unchanged`, async () => {
    let festivals = 0;
    for (const date of ['2026-03-19', '2026-04-14'])
      for (const lang of LANGS) {
        const r = await h.call('POST', '/v1/panchang/daily', {
          key: keys.amethyst,
          body: { date, city_id: city, lang, birth_nakshatra: 8, birth_rashi: 4 },
        });
        assert.is(r.status, 200, r.text);
        const d = r.json.data;
        assert.ok(d.muhurat_layers.tarabalam.length > 0 && d.muhurat_layers.special_yogas, 'layers present');
        const names = displayNames(d);
        if (lang !== 'en')
          for (const [where, name] of names) {
            assert.not.match(name, /[A-Za-z]/, `${city} ${date} ${lang} ${where} = ${name}`);
            if (where !== 'lunar_month_label') assert.match(name, scriptOf(lang), `${city} ${lang} ${where} = ${name}`);
          }
        assert.ok(['Shukla', 'Krishna'].includes(d.paksha), 'paksha stays the seed value');
        assert.ok(
          d.choghadiya.day.every((s: any) => /^[A-Z][a-z]+$/.test(s.type)),
          'choghadiya type stays the seed value',
        );
        const warnings = r.json.meta.warnings ?? [];
        if (PROSE_LANGS.includes(lang)) assert.equal(warnings, [], `${lang}: prose is in the language`);
        else
          assert.equal(
            warnings.map((w: any) => w.code),
            [PROSE_IN_ENGLISH],
            `${lang}: one warning`,
          );
        if (lang !== 'en' && PROSE_LANGS.includes(lang))
          for (const prose of [
            d.calendars.hijri.note,
            ...d.festivals.data.flatMap((f: any) => [f.duration_note, f.note]),
          ])
            assert.not.match(prose ?? '', /[A-Za-z]/, `${lang} prose in its language: ${prose}`);
        festivals += d.festivals.data.length;
      }
    assert.ok(festivals >= 20, `festivals were named (${festivals})`);
  });

test('a muhurat search answers every language with names in its script only', async () => {
  for (const lang of LANGS) {
    const r = await h.call('POST', '/v1/muhurat/search', {
      key: keys.amethyst,
      body: { activity: 'marriage', from: '2026-04-15', to: '2026-05-31', city_id: 'chennai', lang },
    });
    assert.is(r.status, 200, r.text);
    const windows = r.json.data.windows;
    assert.ok(windows.length > 0, `${lang}: windows`);
    for (const w of windows)
      for (const part of ['tithi', 'nakshatra', 'yoga', 'karana', 'vara', 'lagna']) {
        const name = w[part].name;
        if (lang === 'en') assert.match(name, /^[A-Za-z ()-]+$/, `en ${part} = ${name}`);
        else assert.match(name, scriptOf(lang), `${lang} ${part} = ${name}`);
      }
  }
});

test('a muhurat feed in Tamil: titles and descriptions in Tamil', async () => {
  const made = await h.call('POST', '/v1/feeds', {
    key: keys.amethyst,
    body: { city_id: 'chennai', layers: ['festivals'], lang: 'ta' },
  });
  assert.is(made.status, 201, made.text);
  const token = new URL(made.json.data.url).searchParams.get('token')!;
  const r = await h.call('GET', `/v1/muhurat/search.ics?token=${encodeURIComponent(token)}&activity=griha_pravesh`);
  assert.is(r.status, 200, r.text);
  const calendar = new ICAL.Component(ICAL.parse(r.text));
  assert.match(String(calendar.getFirstPropertyValue('x-wr-calname')), /^முகூர்த்தம்: கிரகப் பிரவேசம், /);
  assert.not.match(String(calendar.getFirstPropertyValue('x-wr-caldesc')), /[A-Za-z]/);
  const all = events(r.text);
  assert.ok(all.length > 5, `windows in a year (${all.length})`);
  for (const e of all) {
    assert.match(e.summary, /^கிரகப் பிரவேசம் முகூர்த்தம் /, e.summary);
    for (const text of [e.summary, e.description ?? '']) assert.not.match(text, /[A-Za-z]/, text);
  }
});

test('Tamil day and festival names as Tamil almanacs print them', async () => {
  const r = await h.call('POST', '/v1/panchang/daily', {
    key: keys.emerald,
    body: { date: '2026-04-14', city_id: 'chennai', lang: 'ta' },
  });
  assert.is(r.json.data.weekday, 'செவ்வாய்க்கிழமை'); // 2026-04-14 is a Tuesday
  assert.ok(
    r.json.data.festivals.data.some((f: any) => f.name === 'தமிழ்ப் புத்தாண்டு'),
    'Puthandu in Tamil',
  );
});

test("Nepali (issue 39): in Kathmandu every weekday is CLDR's Nepali name and no display name has a Latin letter", async () => {
  const icu = new Intl.DateTimeFormat('ne', { weekday: 'long', timeZone: 'UTC' });
  for (const date of [
    '2026-04-12',
    '2026-04-13',
    '2026-04-14',
    '2026-04-15',
    '2026-04-16',
    '2026-04-17',
    '2026-04-18',
  ]) {
    const r = await h.call('POST', '/v1/panchang/daily', {
      key: keys.amethyst,
      body: { date, city_id: 'kathmandu', lang: 'ne', birth_nakshatra: 8, birth_rashi: 4 },
    });
    assert.is(r.status, 200, r.text);
    const d = r.json.data;
    assert.is(d.weekday, icu.format(new Date(`${date}T12:00:00Z`)), date);
    for (const [where, name] of displayNames(d))
      assert.not.match(name, /[A-Za-z]/, `kathmandu ${date} ${where} = ${name}`);
  }
});

async function feedText(lang: string): Promise<string> {
  const layers = ['festivals', 'ekadashi', 'purnima_amavasya', 'sankranti', 'tithi', 'nakshatra'];
  const made = await h.call('POST', '/v1/feeds', { key: keys.emerald, body: { city_id: 'chennai', layers, lang } });
  assert.is(made.status, 201, made.text);
  const url = new URL(made.json.data.url);
  const r = await h.call('GET', url.pathname + url.search);
  assert.is(r.status, 200, r.text);
  return r.text;
}

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

test('an ICS feed in Tamil parses; its titles, descriptions and calendar name are Tamil', async () => {
  const text = await feedText('ta');
  const calendar = new ICAL.Component(ICAL.parse(text));
  assert.match(String(calendar.getFirstPropertyValue('x-wr-calname')), /^பஞ்சாங்கம்: /);
  const all = events(text);
  assert.ok(all.length > 300, `a year of events (${all.length})`);
  for (const e of all) {
    assert.match(e.summary, /\p{Script=Tamil}/u, e.summary);
    assert.not.match(e.summary, /[A-Za-z]/, e.summary);
    assert.not.match(e.description ?? '', /[A-Za-z]/, `${e.summary}: ${e.description}`);
  }
  // with a prose book Tamil festivals carry their duration note in Tamil; without one, the day's tithi
  if (PROSE_LANGS.includes('ta'))
    assert.ok(
      all.some((e) => /பூஜை|விரதம்/.test(e.description ?? '')),
      'festivals described by their Tamil duration note',
    );
  else
    assert.ok(
      all.some((e) => /^வளர்பிறை |^தேய்பிறை /.test(e.description ?? '')),
      'festivals described by their tithi in Tamil',
    );
});

test('a Hindi feed describes its events in Hindi (issue 28 item 10)', async () => {
  const described = events(await feedText('hi')).filter((e) => e.description);
  assert.ok(described.length > 100, `described events (${described.length})`);
  const english = described.filter((e) => /[A-Za-z]/.test(e.description));
  assert.equal(
    english.map((e) => e.description),
    [],
    'no English description',
  );
  // the danda ends Hindi sentences, and a note joined to a duration note keeps it (no "।." or ". " left)
  const dotted = described.filter((e) => /\. |।\.|\.$/.test(e.description));
  assert.equal(
    dotted.map((e) => e.description),
    [],
  );
});

test('a Tamil kundli names grahas, signs and nakshatras in Tamil and warns only while Tamil prose is English', async () => {
  const r = await h.call('POST', '/v1/kundli', {
    key: keys.topaz,
    body: { date: '1990-05-15', time: '10:30', city_id: 'chennai', lang: 'ta' },
  });
  assert.is(r.status, 200, r.text);
  const k = r.json.data;
  for (const g of k.grahas) {
    for (const name of [g.name, g.rashi.name, g.nakshatra.name, g.nakshatra.lord])
      assert.match(name, /^[\p{Script=Tamil} ]+$/u, `${g.key}: ${name}`);
    assert.match(g.key, /^[a-z]+$/);
  }
  assert.is(k.grahas.find((g: any) => g.key === 'chandra').name, 'சந்திரன்');
  assert.equal(
    (r.json.meta.warnings ?? []).map((w: any) => w.code),
    PROSE_LANGS.includes('ta') ? [] : [PROSE_IN_ENGLISH],
  );
  const en = await h.call('POST', '/v1/kundli', {
    key: keys.topaz,
    body: { date: '1990-05-15', time: '10:30', city_id: 'chennai' },
  });
  assert.is(en.json.meta.warnings, undefined, 'English answers carry no warning');
});

test('every horoscope route answers a Telugu request with Telugu names, and a prose warning only while Telugu has no book', async () => {
  const birth = { date: '1990-05-15', time: '10:30', city_id: 'hyderabad', lang: 'te' };
  const calls: [string, string, unknown][] = [
    ['POST', '/v1/dasha', birth],
    ['POST', '/v1/doshas', birth],
    ['POST', '/v1/divisional/D9', birth],
    ['POST', '/v1/predict/natal', birth],
    ['POST', '/v1/matching', { boy: birth, girl: { ...birth, date: '1992-08-20' }, lang: 'te' }],
    ['GET', '/v1/rashifal/mesha/daily?date=2026-03-10&lang=te', undefined],
  ];
  const telugu = /\p{Script=Telugu}/u;
  for (const [method, path, body] of calls) {
    const r = await h.call(method as 'GET' | 'POST', path, { key: keys.topaz, body });
    assert.is(r.status, 200, `${path}: ${r.text.slice(0, 200)}`);
    assert.equal(
      (r.json.meta.warnings ?? []).map((w: any) => w.code),
      PROSE_LANGS.includes('te') ? [] : [PROSE_IN_ENGLISH],
      path,
    );
    const named = JSON.stringify(r.json.data).match(/"(name|rashi|lord|graha)":"[^"]*"/g) ?? [];
    const keyed = named.filter((m) => telugu.test(m));
    assert.ok(keyed.length > 0, `${path}: some names in Telugu (${named.slice(0, 5).join(' ')})`);
    if (path === '/v1/dasha')
      assert.equal(
        named.filter((m) => m.startsWith('"name"') && !telugu.test(m)),
        [],
        'every dasha lord named in Telugu',
      );
  }
});

test.run();
