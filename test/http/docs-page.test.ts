// GET /docs in a real browser: Debian's headless Chromium (puppeteer-core, no browser download) renders
// Swagger UI from the served assets, takes an API key through "Authorize", and "Try it out" sends a call
// that comes back 200. A screenshot is left in var/screenshots/docs.png to look at. Skipped, saying so,
// where /usr/bin/chromium is absent.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { productRoutes } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, type Harness } from './harness.ts';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(import.meta.dirname, '..', '..', 'var', 'screenshots');

let h: Harness;
let browser: Browser;
/** The page the first test opened (one load of Swagger UI's bundle serves both tests). */
let loaded: Page | null = null;
const present = existsSync(CHROMIUM);
if (!present) console.log(`docs-page: skipped, ${CHROMIUM} is not installed`);

test.before(async () => {
  if (!present) return;
  const cityDirectory = loadCityDirectory();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'docs-page-')) });
  h = await startHarness({ routes: productRoutes({ cityDirectory, config, panchangSource: null }), cityDirectory });
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
});
test.after(async () => {
  await browser?.close();
  await h?.close();
});

async function openDocs(): Promise<{ page: Page; failed: string[] }> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 1400 });
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().includes('/v1/')) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${h.base}/docs`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('.opblock', { timeout: 30_000 });
  return { page, failed };
}

/** "Authorize": the key into the ApiKey box, then close the dialog. */
async function authorize(page: Page, key: string): Promise<void> {
  await page.click('.auth-wrapper .authorize');
  await page.waitForSelector('.modal-ux input');
  await page.type('.modal-ux input', key);
  await page.click('.modal-ux .auth-btn-wrapper .authorize');
  await page.click('.modal-ux .close-modal');
}

test('Swagger UI renders every operation from the served assets only', async () => {
  if (!present) return;
  const { page, failed } = await openDocs();
  assert.equal(failed, [], 'every asset loads');
  const title = await page.$eval('.info .title', (e) => e.textContent ?? '');
  assert.match(title, /Panchang, horoscope and numerology API/);
  const shown = await page.$$eval('.opblock-summary-path', (els) => els.map((e) => e.getAttribute('data-path')));
  assert.ok(shown.includes('/v1/panchang/daily') && shown.includes('/v1/numerology/core'), 'operations listed');
  const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(
    requested.every((url) => url.startsWith(h.base)),
    `nothing from another host: ${requested.filter((u) => !u.startsWith(h.base))}`,
  );
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'docs.png') });
  loaded = page;
});

test('Authorize takes a key and Try it out sends it: a real 200 from the gateway', async () => {
  if (!present) return;
  const key = await h.signup('free');
  const page = loaded ?? (await openDocs()).page;
  await authorize(page, key);
  const usage = '#operations-account-getV1Usage';
  await page.click(`${usage} .opblock-summary-control`);
  await page.waitForSelector(`${usage} .try-out__btn`);
  await page.click(`${usage} .try-out__btn`);
  await page.click(`${usage} .execute`);
  await page.waitForSelector(`${usage} .live-responses-table tbody .response-col_status`, { timeout: 15_000 });
  const status = await page.$eval(
    `${usage} .live-responses-table tbody .response-col_status`,
    (e) => e.textContent ?? '',
  );
  await (await page.$(usage))!.screenshot({ path: join(SHOTS, 'docs-try-it-out.png') });
  assert.match(status.trim(), /^200/, status);
  const body = await page.$eval(`${usage} .live-responses-table tbody .microlight`, (e) => e.textContent ?? '');
  assert.match(body, /"calls_used"/);
  await page.close();
});

// Issue 28: the reference page's first call. Before the examples, Swagger UI filled the daily body from the schema's
// patterns ("4554-59-14", a random city_id) and Execute answered 400.
test("the daily route as a newcomer meets it: a free key, Try it out, Execute with the page's example: 200", async () => {
  if (!present) return;
  const key = await h.signup('free');
  const { page } = await openDocs();
  await authorize(page, key);
  const daily = '#operations-panchang-postV1PanchangDaily';
  await page.click(`${daily} .opblock-summary-control`);
  await page.waitForSelector(`${daily} .try-out__btn`);
  await page.click(`${daily} .try-out__btn`);
  const sent = await page.$eval(`${daily} textarea.body-param__text`, (e) => (e as unknown as { value: string }).value);
  assert.is(JSON.parse(sent).date, new Date(h.clock.now()).toISOString().slice(0, 10), sent);
  await page.click(`${daily} .execute`);
  const cell = `${daily} .live-responses-table tbody .response-col_status`;
  await page.waitForSelector(cell, { timeout: 15_000 });
  const status = await page.$eval(cell, (e) => e.textContent ?? '');
  await (await page.$(daily))!.screenshot({ path: join(SHOTS, 'docs-daily-try-it-out.png') });
  assert.match(status.trim(), /^200/, status);
  const body = await page.$eval(`${daily} .live-responses-table tbody .microlight`, (e) => e.textContent ?? '');
  assert.match(body, /"tithi"/);
  await page.close();
});

test.run();
