// Issue 42: the HTML reports in headless Chromium, at A4 width (794 CSS px) and on a 390 px phone. Nothing may
// push the page wider than the screen (wide tables scroll inside their own box), the charts must fit the width, and
// every section must be laid out with a height. Screenshots are written for a human look (var/screenshots).
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'puppeteer-core';
import { kundliHtml } from '../../api/reports/html/kundli.ts';
import { matchingHtml } from '../../api/reports/html/matching.ts';
import { kundliReport, matchingReport } from '../../api/reports/service.ts';
import type { HoroscopeContext } from '../../api/horoscope/context.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { SCREENSHOT_DIR, startBrowser } from '../support/browser.ts';

let browser: Browser | null = null;
test.before(async () => {
  browser = await startBrowser();
});
test.after(async () => browser?.close());

const directory = loadCityDirectory();
const context = (): HoroscopeContext => ({
  directory,
  nowMs: Date.UTC(2026, 10, 28),
  notes: [],
  warnings: [],
  births: [],
});
const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'mumbai' };

const PAGES: Record<string, () => string> = {
  'kundli-hi': () =>
    kundliHtml(kundliReport({ ...BIRTH, lang: 'hi', name: 'आशा राव', chart_style: 'north' }, context())),
  'kundli-ta': () =>
    kundliHtml(kundliReport({ ...BIRTH, lang: 'ta', name: 'Asha Rao', chart_style: 'south' }, context())),
  'matching-bn': () =>
    matchingHtml(
      matchingReport(
        {
          boy: { ...BIRTH, name: 'Ravi' },
          girl: { date: '1992-08-20', time: '06:15', city_id: 'delhi', name: 'Sita' },
          lang: 'bn',
          chart_style: 'east',
        },
        context(),
      ),
    ),
};

const LAYOUT = `(() => {
  const doc = document.documentElement;
  const sections = [...document.querySelectorAll('section')].map((s) => ({ id: s.id, height: s.getBoundingClientRect().height }));
  const charts = [...document.querySelectorAll('figure.chart svg')].map((s) => s.getBoundingClientRect().width);
  return { scrollWidth: doc.scrollWidth, sections, charts };
})()`;

for (const [name, make] of Object.entries(PAGES)) {
  for (const [width, label] of [
    [794, 'a4'],
    [390, 'phone'],
  ] as const) {
    test(`${name} at ${width} px (${label}): no sideways overflow, charts within the width, every section laid out`, async () => {
      if (!browser) return;
      const page = await browser.newPage();
      await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
      await page.setContent(make(), { waitUntil: 'load' });
      const layout = (await page.evaluate(LAYOUT)) as {
        scrollWidth: number;
        sections: { id: string; height: number }[];
        charts: number[];
      };
      const path = join(SCREENSHOT_DIR, `report-${name}-${label}.png`);
      await page.screenshot({ path, fullPage: true });
      console.log(`  screenshot: ${path}`);
      await page.close();
      assert.ok(layout.scrollWidth <= width, `page is ${layout.scrollWidth} px wide at ${width}`);
      assert.ok(layout.charts.length >= 2, 'charts drawn');
      for (const w of layout.charts) assert.ok(w > 100 && w <= width, `a chart ${w} px wide`);
      for (const s of layout.sections) assert.ok(s.height > 20, `section ${s.id} is ${s.height} px high`);
    });
  }
}

test('printed at A4 the kundli starts its big sections on new pages', async () => {
  if (!browser) return;
  const page = await browser.newPage();
  await page.setContent(PAGES['kundli-hi']!(), { waitUntil: 'load' });
  await page.emulateMediaType('print');
  const breaks = (await page.evaluate(
    `[...document.querySelectorAll('section.page')].map((s) => getComputedStyle(s).breakBefore)`,
  )) as string[];
  await page.close();
  assert.ok(breaks.length >= 5);
  for (const b of breaks) assert.is(b, 'page');
});

test.run();
