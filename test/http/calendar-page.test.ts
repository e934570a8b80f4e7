// The month view in a real browser: Debian's Chromium (headless, driven by puppeteer-core) loads /calendar from the
// real gateway without a key (the demo month), with a key typed into the page (Mumbai, November 2026) and in Hindi
// (London, October 2026). Each time the rendered DOM must hold the month's day count and, per day, the festival names
// the API gives for it. Screenshots are written to a temp folder whose path is printed. Skipped, saying why, when
// /usr/bin/chromium is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { LANGS } from '../../tables/names/index.ts';
import { startCalendarHarness } from './calendar-harness.ts';
import type { Harness } from './harness.ts';

const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);
const shots = mkdtempSync(join(tmpdir(), 'calendar-shots-'));
let h: Harness;

function hasDevanagariFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=hi'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false; // no fontconfig at all
  }
}
let browser: Browser;
let key = '';

test.before(async () => {
  ({ h, key } = await startCalendarHarness());
  if (!present) return;
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(`calendar screenshots: ${shots}`);
  // Devanagari needs a font on this machine (Debian: fonts-lohit-deva or fonts-noto-core); the DOM checks do not.
  if (!hasDevanagariFont())
    console.log('no Devanagari font installed: the Hindi screenshots show boxes (apt-get install fonts-lohit-deva)');
});
test.after(async () => {
  await browser?.close();
  await h?.close();
});

/** Per rendered day: its date and festival names, in page order (every cell of the month, empty ones included). */
const renderedDays = (page: Page) =>
  page.$$eval('#month li.day', (cells) =>
    cells.map((c) => ({
      date: c.getAttribute('data-date')!,
      off: c.classList.contains('off'),
      festivals: [...c.querySelectorAll('.fest li')].map((li) => li.textContent ?? ''),
    })),
  );

const festivalNames = (day: { festivals: { data: { name: string }[] } }) => day.festivals.data.map((f) => f.name);

async function openPage(
  path: string,
  width = 1280,
): Promise<{ page: Page; requests: { url: string; key?: string }[] }> {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  const requests: { url: string; key?: string }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), key: r.headers()['x-api-key'] }));
  await page.goto(`${h.base}${path}`, { waitUntil: 'networkidle0' });
  return { page, requests };
}

async function monthlyDays(city_id: string, year: number, month: number, lang: string) {
  const r = await h.call('POST', '/v1/panchang/monthly', { key, body: { city_id, year, month, lang } });
  assert.is(r.status, 200, r.text);
  return r.json.data.days as { date: string; festivals: { data: { name: string }[] } }[];
}

test('without a key: the demo city in the free window, festivals as /v1/demo/day gives them', async () => {
  if (!present) return console.log(`skipped: ${CHROMIUM} is not installed (apt-get install chromium)`);
  const { page } = await openPage('/calendar');
  const days = await renderedDays(page);
  assert.is(days.length, 31, 'March 2026 has 31 cells');
  const shown = days.filter((d) => !d.off).map((d) => d.date);
  assert.equal(
    shown,
    Array.from({ length: 11 }, (_, i) => `2026-03-${String(7 + i).padStart(2, '0')}`),
  );
  for (const d of days.filter((x) => !x.off)) {
    const api = await h.call('GET', `/v1/demo/day?date=${d.date}`);
    assert.is(api.status, 200, api.text);
    assert.equal(d.festivals, festivalNames(api.json.data), d.date);
  }
  assert.match(await page.$eval('#title', (e) => e.textContent ?? ''), /March 2026 · New Delhi/);
  const link = await page.$eval('li.day:not(.off) a.json', (a) => a.getAttribute('href'));
  assert.match(link ?? '', /^\/v1\/demo\/day\?date=2026-03-07&lang=en&city_id=new-delhi$/);
  assert.is((await h.call('GET', link!)).status, 200, 'the JSON link answers');
  await page.screenshot({ path: join(shots, '1-demo-new-delhi-2026-03.png'), fullPage: true });
  await page.close();
});

test('a key typed into the page: Mumbai, November 2026 from the monthly endpoint, key never in a URL', async () => {
  if (!present) return;
  const { page, requests } = await openPage('/calendar?city_id=mumbai&month=2026-11&lang=en');
  await page.click('#keybox summary');
  await page.type('#key', key);
  await page.click('#key-form button:not([type])');
  await page.waitForSelector('#month[data-mode="key"]', { timeout: 30_000 });
  const days = await renderedDays(page);
  const api = await monthlyDays('mumbai', 2026, 11, 'en');
  assert.is(days.length, api.length);
  assert.is(days.length, 30);
  assert.equal(
    days.map((d) => [d.date, d.festivals]),
    api.map((d) => [d.date, festivalNames(d)]),
  );
  assert.ok(days.flatMap((d) => d.festivals).length > 10, 'a festive month');
  assert.ok(days.some((d) => d.festivals.some((f) => /Diwali|Lakshmi Puja/.test(f))));
  const monthly = requests.find((r) => r.url.endsWith('/v1/panchang/monthly'));
  assert.is(monthly?.key, key, 'sent as X-Api-Key');
  assert.not.ok(
    requests.some((r) => r.url.includes(key.split('.')[1])),
    'the key is in no URL',
  );
  assert.is(await page.evaluate('localStorage.getItem("panchang.apiKey")'), key, 'kept in localStorage');
  assert.match(await page.$eval('#title', (e) => e.textContent ?? ''), /November 2026 · Mumbai/);
  await page.screenshot({ path: join(shots, '2-key-mumbai-2026-11.png'), fullPage: true });
  await page.close();
});

test('?activity=marriage: with the stored key, the days with a muhurat window are marked (issue #30)', async () => {
  if (!present) return;
  const { page } = await openPage('/calendar?city_id=new-delhi&month=2026-12&lang=en&activity=marriage');
  await page.waitForSelector('#month[data-mode="key"]', { timeout: 30_000 });
  await page.waitForSelector('li.day.muhurat', { timeout: 30_000 });
  const marked = await page.$$eval('li.day.muhurat', (cells) => cells.map((c) => c.getAttribute('data-date')));
  const api = await h.call('POST', '/v1/muhurat/search', {
    key,
    body: { activity: 'marriage', from: '2026-12-01', to: '2026-12-31', city_id: 'new-delhi' },
  });
  assert.is(api.status, 200, api.text);
  assert.equal(marked, [...new Set(api.json.data.windows.map((w: { date: string }) => w.date))]);
  await page.close();
});

test('Hindi: London, October 2026 with the stored key; the phone layout too', async () => {
  if (!present) return;
  for (const width of [1280, 390]) {
    const { page } = await openPage('/calendar?city_id=london&month=2026-10&lang=hi', width);
    await page.waitForSelector('#month[data-mode="key"]', { timeout: 30_000 });
    const days = await renderedDays(page);
    const api = await monthlyDays('london', 2026, 10, 'hi');
    assert.is(days.length, 31);
    assert.equal(
      days.map((d) => [d.date, d.festivals]),
      api.map((d) => [d.date, festivalNames(d)]),
    );
    assert.ok(
      days.flatMap((d) => d.festivals).some((f) => /[\u0900-\u097F]/.test(f)),
      'festival names in Devanagari',
    );
    assert.match(await page.$eval('#title', (e) => e.textContent ?? ''), /अक्टूबर 2026 · London/);
    // the phone shot is its first screenful: the layout, not the whole month in one narrow strip
    await page.screenshot({ path: join(shots, `3-hindi-london-2026-10-${width}px.png`), fullPage: width > 640 });
    await page.close();
  }
});

test('without a browser: the routes in the OpenAPI document, assets with their types, the demo day window', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  assert.ok(doc.paths['/calendar'].get.responses['200'].content['text/html']);
  assert.equal(
    doc.paths['/v1/demo/day'].get.parameters.map((p: { name: string }) => p.name),
    ['date', 'lang', 'city_id', 'time_format'], // issue #28: any city in the free window; time_format everywhere
  );
  const js = await h.call('GET', '/calendar.js');
  assert.match(js.headers.get('content-type') ?? '', /^text\/javascript/);
  assert.match(js.text, /X-Api-Key|x-api-key/);
  const css = await h.call('GET', '/calendar.css');
  assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
  const page = await h.call('GET', '/calendar?city_id=mumbai&month=2029-01');
  assert.is(page.status, 200, 'odd values fall back: the page renders');
  const odd = await h.call('GET', '/calendar?city_id=mumbai&lang=xx');
  assert.is(odd.status, 400, 'an unknown language is a 400, as on every route (issue #41)');
  for (const l of LANGS) assert.ok(odd.json.message.includes(`"${l}"`), l);
  assert.not.match(page.text, /<script>|<style>| style=/, 'no inline script or style (CSP)');
  const outside = await h.call('GET', '/v1/demo/day?date=2026-03-18');
  assert.is(outside.status, 403);
  assert.is(outside.json.error, 'free_demo_date_window_exceeded');
});

test.run();
