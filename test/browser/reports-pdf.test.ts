// Issue 42: PDF reports printed by headless Chromium, over HTTP. Each PDF starts with %PDF, and its text as
// pdftotext extracts it holds every section's title and the chart's rashi and nakshatra names in the requested
// script (a font without the script, or broken shaping, loses them). Ten reports in a row and four at once all
// succeed on one browser process. Skipped, saying why, without Chromium or pdftotext.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { productRoutes } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { REPORT_UNITS } from '../../api/plans.ts';
import { ChromiumRenderer } from '../../api/reports/renderer.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { LANGS, nameOf } from '../../tables/names/index.ts';
import { SECTION_TITLES, type SectionKey } from '../../tables/reports/index.ts';
import { type Harness, startHarness } from '../http/harness.ts';
import { CHROMIUM_PATH } from '../support/browser.ts';

const why = !existsSync(CHROMIUM_PATH)
  ? `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`
  : spawnSync('pdftotext', ['-v']).error
    ? 'no pdftotext (apt-get install poppler-utils)'
    : null;
if (why) console.log(`  skipped: ${why}`);

let h: Harness;
let key = '';
const renderer = new ChromiumRenderer({
  chromiumPath: CHROMIUM_PATH,
  pages: 2,
  queue: 8,
  timeoutMs: 30_000,
  idleMs: 60_000,
});

test.before(async () => {
  if (why) return;
  const cityDirectory = loadCityDirectory();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'reports-pdf-')) });
  h = await startHarness({ routes: productRoutes({ cityDirectory, config, reportRenderer: renderer }), cityDirectory });
  key = await h.signup('topaz');
});
test.after(async () => {
  await renderer.close();
  await h?.close();
});

const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'mumbai' };

async function post(
  path: string,
  body: unknown,
): Promise<{ status: number; type: string; bytes: Buffer; cost: string }> {
  const r = await fetch(h.base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  return {
    status: r.status,
    type: r.headers.get('content-type') ?? '',
    cost: r.headers.get('x-quota-cost') ?? '',
    bytes: Buffer.from(await r.arrayBuffer()),
  };
}

/**
 * pdftotext's reading of the PDF without whitespace: a name may wrap in a narrow column, and pdftotext puts a space
 * before a mark it finds placed apart from its letter (Devanagari anusvara: "कुं डली"), though the page shows one word.
 */
const unspaced = (s: string): string => s.replace(/\s+/g, '');
const textOf = (pdf: Buffer): string =>
  unspaced(execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8'));

/** Chromium processes whose parent is this test process: the browser's main process only. */
function browserProcesses(): number {
  const out = spawnSync('ps', ['-o', 'args=', '--ppid', String(process.pid)]).stdout.toString();
  return out.split('\n').filter((line) => /chrom/i.test(line)).length;
}

const KUNDLI_TITLES: readonly SectionKey[] = [
  'birth_details',
  'panchang_at_birth',
  'avakahada',
  'charts',
  'planets',
  'shodashvarga',
  'vimshottari',
  'yogini',
  'ashtakavarga',
  'doshas',
  'predictions',
];

for (const lang of LANGS) {
  test(`kundli PDF, ${lang}: %PDF, every section, the Moon's rashi and nakshatra in ${lang} as pdftotext reads them`, async () => {
    if (why) return;
    const r = await post('/v1/reports/kundli', { ...BIRTH, lang, format: 'pdf' });
    assert.is(r.status, 200, r.bytes.toString('utf8', 0, 300));
    assert.is(r.type, 'application/pdf');
    assert.is(r.cost, String(REPORT_UNITS.pdf));
    assert.is(r.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = textOf(r.bytes);
    for (const k of KUNDLI_TITLES)
      assert.ok(text.includes(unspaced(SECTION_TITLES[k][lang])), `${k} title in the ${lang} PDF`);
    for (const name of [nameOf(lang, 'rashi', 'dhanu'), nameOf(lang, 'rashi', 'karka')])
      assert.ok(text.includes(unspaced(name)), `rashi ${name} in the ${lang} PDF`);
    const nakshatra = nameOf(lang, 'nakshatra', 'uttara_ashadha');
    assert.ok(text.includes(unspaced(nakshatra)), `nakshatra ${nakshatra} in the ${lang} PDF`);
  });
}

test('matching PDF: %PDF with the kootas, the doshas and the verdict', async () => {
  if (why) return;
  const r = await post('/v1/reports/matching', {
    boy: { ...BIRTH, name: 'Ravi' },
    girl: { date: '1992-08-20', time: '06:15', city_id: 'delhi', name: 'Sita' },
    lang: 'ta',
  });
  assert.is(r.status, 200);
  assert.is(r.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  const text = textOf(r.bytes);
  for (const k of ['ashtakoot', 'poruthams', 'doshas', 'verdict'] as const)
    assert.ok(text.includes(unspaced(SECTION_TITLES[k].ta)), k);
  assert.ok(text.includes('Ravi') && text.includes('Sita'));
});

test('ten reports in a row, then four at once: all succeed, on one browser process throughout', async () => {
  if (why) return;
  const pid = await renderer.browserPid();
  for (let i = 0; i < 10; i++) {
    const r = await post('/v1/reports/kundli', {
      ...BIRTH,
      lang: LANGS[i % LANGS.length],
      sections: ['birth', 'charts'],
    });
    assert.is(r.status, 200, `report ${i + 1} of 10`);
    assert.is(browserProcesses(), 1, 'one browser process');
  }
  const four = await Promise.all(
    [0, 1, 2, 3].map((i) => post('/v1/reports/kundli', { ...BIRTH, lang: LANGS[i], format: 'pdf' })),
  );
  assert.equal(
    four.map((r) => r.status),
    [200, 200, 200, 200],
  );
  for (const r of four) assert.is(r.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.is(browserProcesses(), 1, 'one browser process after four at once');
  assert.is(await renderer.browserPid(), pid, 'the same browser as before');
});

test('a full queue is refused with 503 report_renderer_busy, and the renderer serves again afterwards', async () => {
  if (why) return;
  const tight = new ChromiumRenderer({
    chromiumPath: CHROMIUM_PATH,
    pages: 1,
    queue: 1,
    timeoutMs: 30_000,
    idleMs: 60_000,
  });
  const html = '<!doctype html><html><body><p>x</p></body></html>';
  try {
    const results = await Promise.allSettled([tight.pdf(html), tight.pdf(html), tight.pdf(html)]);
    const refused = results.filter((r) => r.status === 'rejected');
    assert.is(refused.length, 1, 'one page, one waiting: the third is refused');
    assert.is((refused[0] as PromiseRejectedResult).reason.code, 'report_renderer_busy');
    assert.is((await tight.pdf(html)).subarray(0, 4).toString('latin1'), '%PDF');
  } finally {
    await tight.close();
  }
});

test('reports that give up waiting leave the pool whole: the renderer serves again after a burst of timeouts', async () => {
  if (why) return;
  const small = new ChromiumRenderer({
    chromiumPath: CHROMIUM_PATH,
    pages: 1,
    queue: 8,
    timeoutMs: 1_500,
    idleMs: 60_000,
  });
  const tiny = '<!doctype html><html><body><p>x</p></body></html>';
  try {
    // the browser up first (its start alone can pass 1.5 s on a loaded machine): the burst measures waiting
    const prints = () =>
      small.pdf(tiny).then(
        () => true,
        () => false,
      );
    let up = false;
    for (let i = 0; i < 10 && !up; i++) up = await prints();
    assert.ok(up, 'the browser started');
    const heavy = await post('/v1/reports/kundli', { ...BIRTH, format: 'html' });
    const page = heavy.bytes.toString('utf8');
    const burst = await Promise.allSettled(Array.from({ length: 6 }, () => small.pdf(page)));
    const codes = burst.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code?: string }).code));
    assert.ok(codes.includes('report_renderer_busy'), `some waited past 1.5 s: ${codes.join(', ')}`);
    // a page handed to a report that had stopped waiting would be lost, and then nothing would print again
    let printed = false;
    for (let i = 0; i < 3 && !printed; i++) printed = await prints();
    assert.ok(printed, 'the renderer prints again');
  } finally {
    await small.close();
  }
});

test('a report that overruns its time is 503 report_renderer_busy; a killed browser is started again', async () => {
  if (why) return;
  const slow = new ChromiumRenderer({ chromiumPath: CHROMIUM_PATH, pages: 1, queue: 1, timeoutMs: 1, idleMs: 60_000 });
  try {
    const refused = await slow.pdf('<!doctype html><p>x</p>').then(
      () => null,
      (error: { code?: string }) => error.code,
    );
    assert.is(refused, 'report_renderer_busy');
  } finally {
    await slow.close();
  }
  const before = await renderer.browserPid();
  assert.ok(before !== null);
  process.kill(before!, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const again = await post('/v1/reports/kundli', { ...BIRTH, format: 'pdf', sections: ['birth'] });
  assert.is(again.status, 200);
  const after = await renderer.browserPid();
  assert.ok(after !== null && after !== before, 'a new browser process');
  assert.is(browserProcesses(), 1);
});

test.run();
