// The month view in every display language (issue 29), in headless Chromium (Debian's, driven by puppeteer-core):
// the language switch offers all eleven; the Bengali (Kolkata), Tamil (Chennai) and Odia (Bhubaneswar) pages of April
// 2026, the Malayalam page (Thiruvananthapuram) of August 2026 and the Nepali page (Kathmandu, Bikram Sambat) of
// April 2026 each show, under every date, the line of their
// region's solar calendar, equal to the API's data.calendars, with the new year's month starting on its day.
// Screenshots go to var/screenshots/ (described in api/calendar-page/README.md). Skipped, saying why, when Chromium
// is missing (test/support/browser.ts). Fonts: Debian's fonts-lohit-taml, -beng-bengali, -orya, -mlym (the DOM
// checks do not need them).
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { REGIONAL_LINE } from '../../tables/calendar-page.ts';
import { LANGS } from '../../tables/names/index.ts';
import { SCREENSHOT_DIR, startBrowser } from '../support/browser.ts';
import { startCalendarHarness } from './calendar-harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let browser: Browser | null = null;
let key = '';

test.before(async () => {
  ({ h, key } = await startCalendarHarness());
  browser = await startBrowser();
});
test.after(async () => {
  await browser?.close();
  await h?.close();
});

test('the page offers all eleven languages and names its weekdays in the chosen one (no browser needed)', async () => {
  const page = await h.call('GET', '/calendar?lang=ta');
  assert.is(page.status, 200);
  const options = [...page.text.matchAll(/<option value="([a-z]{2})"/g)].map((m) => m[1]);
  assert.equal(options, [...LANGS]);
  assert.match(page.text, /<option value="ta" selected>தமிழ்<\/option>/);
  assert.match(page.text, /<li class="head">ஞாயிற்றுக்கிழமை<\/li>/);
  assert.match(page.text, /<html lang="ta">/);
});

/** Opens a keyed month and returns, per day, the date and the regional line the page drew. */
async function regionalLines(browser: Browser, cityId: string, month: string, lang: string, shot: string) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${h.base}/calendar`, { waitUntil: 'networkidle0' });
  await page.evaluate((k) => localStorage.setItem('panchang.apiKey', k), key);
  await page.goto(`${h.base}/calendar?city_id=${cityId}&month=${month}&lang=${lang}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('#month[data-mode="key"]', { timeout: 30_000 });
  const lines = await page.$$eval('#month li.day', (cells) =>
    cells.map((c) => ({
      date: c.getAttribute('data-date')!,
      calendar: c.querySelector('.regional')?.getAttribute('data-calendar') ?? null,
      text: c.querySelector('.regional')?.textContent ?? null,
    })),
  );
  await page.screenshot({ path: join(SCREENSHOT_DIR, shot), fullPage: true });
  await page.close();
  return lines;
}

async function apiDays(cityId: string, year: number, month: number, lang: string) {
  const r = await h.call('POST', '/v1/panchang/monthly', { key, body: { city_id: cityId, year, month, lang } });
  assert.is(r.status, 200, r.text);
  return r.json.data.days as { date: string; calendars: Record<string, { day: number; month_name: string }> }[];
}

// April 2026 holds the Mesha sankranti: the Tamil, Odia and Bengali years begin (Chithirai, Baisakha, Boishakh 1);
// August 2026 holds the Simha sankranti, Chingam 1 of the Malayalam (Kollam) year.
for (const [lang, cityId, month, calendar, firstOfYear] of [
  ['bn', 'kolkata', '2026-04', 'bengali', 'বৈশাখ 1'],
  ['ta', 'chennai', '2026-04', 'tamil', 'சித்திரை 1'],
  ['or', 'bhubaneshwar', '2026-04', 'odia', 'ବୈଶାଖ 1'],
  ['ml', 'thiruvananthapuram', '2026-08', 'malayalam', 'ചിങ്ങം 1'],
  // issue 39: Nepal's Bikram Sambat, BS 2083 opening on 14 April 2026
  ['ne', 'kathmandu', '2026-04', 'nepali', 'बैशाख 1'],
] as const)
  test(`${lang}: ${cityId}, ${month}, the ${calendar} month and day under every date`, async () => {
    if (!browser) return;
    assert.is(REGIONAL_LINE[lang], calendar);
    const lines = await regionalLines(browser, cityId, month, lang, `month-${lang}-${cityId}-${month}.png`);
    const api = await apiDays(cityId, Number(month.slice(0, 4)), Number(month.slice(5)), lang);
    assert.is(lines.length, api.length);
    assert.equal(
      lines.map((l) => [l.date, l.calendar, l.text]),
      api.map((d) => [d.date, calendar, `${d.calendars[calendar]!.month_name} ${d.calendars[calendar]!.day}`]),
    );
    assert.ok(
      lines.some((l) => l.text === firstOfYear),
      `the regional new year (${firstOfYear}) is on the page`,
    );
    assert.not.ok(
      lines.some((l) => /[A-Za-z]/.test(l.text ?? '')),
      'no Latin letter in the line',
    );
  });

test.run();
