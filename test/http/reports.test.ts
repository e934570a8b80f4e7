// Issue 42: the printed reports over HTTP, HTML format (the PDF suites are under test/browser, since they need
// Chromium). Every display language answers with its own names and labels; the plan gate, the cost, escaping, and a
// PDF asked of a server without Chromium (503 naming the package) while HTML still answers.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { productRoutes, reportRendererFor } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { REPORT_UNITS } from '../../api/plans.ts';
import { REPORT_STYLE } from '../../api/reports/html/style.ts';
import type { ChromiumRenderer } from '../../api/reports/renderer.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { LANGS, nameOf } from '../../tables/names/index.ts';
import { SECTION_TITLES } from '../../tables/reports/index.ts';
import { expectError, type Harness, startHarness } from './harness.ts';

let h: Harness;
let topaz = '';
let free = '';
// the renderer of a server whose CHROMIUM_PATH has no Chromium: what a server without the package does
let missing: ChromiumRenderer;

test.before(async () => {
  const cityDirectory = loadCityDirectory();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'reports-')),
    CHROMIUM_PATH: '/nonexistent/chromium',
  });
  missing = reportRendererFor(config);
  h = await startHarness({ routes: productRoutes({ cityDirectory, config, reportRenderer: missing }), cityDirectory });
  topaz = await h.signup('topaz');
  free = await h.signup('free');
});
test.after(async () => {
  await h.close();
  await missing.close();
});

const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'mumbai' };

for (const lang of LANGS) {
  test(`kundli report, html, ${lang}: every section titled in ${lang}, the Moon's rashi and nakshatra in its script`, async () => {
    const r = await h.call('POST', '/v1/reports/kundli', {
      key: topaz,
      body: { ...BIRTH, lang, format: 'html', name: 'Asha <Rao> & Co' },
    });
    assert.is(r.status, 200, r.text.slice(0, 300));
    assert.match(r.headers.get('content-type') ?? '', /^text\/html/);
    assert.is(r.headers.get('x-quota-cost'), String(REPORT_UNITS.html));
    assert.match(r.text, `<html lang="${lang}">`);
    for (const key of ['birth_details', 'panchang_at_birth', 'avakahada', 'charts', 'planets', 'shodashvarga'] as const)
      assert.ok(r.text.includes(SECTION_TITLES[key][lang]), `${key} title in ${lang}`);
    for (const key of ['vimshottari', 'yogini', 'ashtakavarga', 'doshas', 'predictions'] as const)
      assert.ok(r.text.includes(SECTION_TITLES[key][lang]), `${key} title in ${lang}`);
    assert.ok(r.text.includes(nameOf(lang, 'rashi', 'dhanu')), `Moon rashi in ${lang}`);
    assert.ok(r.text.includes(nameOf(lang, 'nakshatra', 'uttara_ashadha')), `Moon nakshatra in ${lang}`);
    assert.is((r.text.match(/<svg /g) ?? []).length, 3, 'D1, D9 and D10 drawn');
    // the name is escaped wherever it is printed, the cover and the chart captions
    assert.ok(r.text.includes('Asha &lt;Rao&gt; &amp; Co'));
    assert.not.ok(r.text.includes('<Rao>'));
    assert.not.match(r.text, /<script/i);
    // a Nepali report also gives the birth date in Bikram Sambat: 1990-05-15 is 2047 Jestha 1
    assert.is(r.text.includes('2047 जेठ 1'), lang === 'ne', 'Bikram Sambat date only in the Nepali report');
  });
}

test('matching report, html: both people, the eight kootas with the total, the doshas of both and the verdict', async () => {
  const r = await h.call('POST', '/v1/reports/matching', {
    key: topaz,
    body: {
      boy: { ...BIRTH, name: 'Ravi' },
      girl: { date: '1992-08-20', time: '06:15', city_id: 'delhi', name: 'Sita' },
      lang: 'hi',
      format: 'html',
    },
  });
  assert.is(r.status, 200, r.text.slice(0, 300));
  const json = await h.call('POST', '/v1/matching', {
    key: topaz,
    body: { boy: BIRTH, girl: { date: '1992-08-20', time: '06:15', city_id: 'delhi' }, lang: 'hi' },
  });
  const m = json.json.data;
  assert.match(r.text, `${m.score.total} / ${m.score.max}`);
  assert.ok(r.text.includes(m.verdict_label));
  for (const k of m.kootas) assert.ok(r.text.includes(k.name), k.key);
  for (const key of ['ashtakoot', 'poruthams', 'doshas', 'verdict'] as const)
    assert.ok(r.text.includes(SECTION_TITLES[key].hi), key);
  // the ten poruthams as /v1/matching/porutham answers them, each with its verdict line
  const p = await h.call('POST', '/v1/matching/porutham', {
    key: topaz,
    body: { boy: BIRTH, girl: { date: '1992-08-20', time: '06:15', city_id: 'delhi' }, lang: 'hi' },
  });
  assert.is(p.status, 200, p.text.slice(0, 200));
  for (const x of p.json.data.poruthams) assert.ok(r.text.includes(x.name), x.key);
  assert.ok(r.text.includes(`${p.json.data.matched_count} / 10`));
  assert.ok(r.text.includes('Ravi · Sita'));
  assert.is((r.text.match(/<svg /g) ?? []).length, 2);
});

test("the HTML page's stylesheet is allowed by its CSP (a browser would otherwise print it unstyled)", async () => {
  const r = await h.call('POST', '/v1/reports/kundli', { key: topaz, body: { ...BIRTH, format: 'html' } });
  const csp = r.headers.get('content-security-policy') ?? '';
  const style = /<style>([\s\S]*?)<\/style>/.exec(r.text)![1]!;
  assert.is(style, REPORT_STYLE);
  assert.ok(csp.includes(`'sha256-${createHash('sha256').update(style).digest('base64')}'`), csp);
  assert.match(csp, /script-src 'self'/);
});

test('sections: only those asked, in print order', async () => {
  const r = await h.call('POST', '/v1/reports/kundli', {
    key: topaz,
    body: { ...BIRTH, format: 'html', sections: ['doshas', 'birth'] },
  });
  assert.is(r.status, 200);
  const birth = r.text.indexOf('id="birth_details"');
  const doshas = r.text.indexOf('id="doshas"');
  assert.ok(birth > 0 && doshas > birth);
  assert.not.ok(r.text.includes('id="vimshottari"'));
});

test('refusals: the free plan, an unknown language, a bad colour', async () => {
  await expectError(
    'free plan',
    h.call('POST', '/v1/reports/kundli', { key: free, body: { ...BIRTH, format: 'html' } }),
    403,
    'plan_required',
  );
  await expectError(
    'lang',
    h.call('POST', '/v1/reports/kundli', { key: topaz, body: { ...BIRTH, format: 'html', lang: 'xx' } }),
    400,
    'invalid_parameter',
  );
  await expectError(
    'accent colour',
    h.call('POST', '/v1/reports/kundli', {
      key: topaz,
      body: { ...BIRTH, format: 'html', branding: { accent_color: 'red;}<' } },
    }),
    400,
    'invalid_parameter',
  );
});

test('without Chromium: a PDF is 503 report_renderer_unavailable naming the package, HTML still 200', async () => {
  const pdf = await h.call('POST', '/v1/reports/kundli', { key: topaz, body: { ...BIRTH, format: 'pdf' } });
  assert.is(pdf.status, 503, pdf.text);
  assert.is(pdf.json.error, 'report_renderer_unavailable');
  assert.match(pdf.json.message, /apt-get install chromium/);
  assert.is(pdf.headers.get('x-degraded-reason'), 'report_renderer_unavailable');
  const matching = await h.call('POST', '/v1/reports/matching', {
    key: topaz,
    body: { boy: BIRTH, girl: BIRTH },
  });
  assert.is(matching.status, 503);
  const html = await h.call('POST', '/v1/reports/kundli', { key: topaz, body: { ...BIRTH, format: 'html' } });
  assert.is(html.status, 200);
});

test.run();
