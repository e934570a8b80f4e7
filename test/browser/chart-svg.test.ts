// The chart drawing in a real browser (issue 20): a crowded house of a North chart must not clip at the chart's
// edge. Headless Chromium lays the SVG out; every text's box, read from the DOM (getBBox), must lie inside the
// viewBox, and every label of a house inside that house's polygon. A screenshot is written for a human look.
// Issue #44: in Tamil, Bengali and Malayalam the chart the HTTP route draws, in every style and for several vargas
// and methods, has no Latin letter in any text node, its <title> or its aria-label.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'puppeteer-core';
import { renderChartSvg, type ChartPlacementInput } from '../../api/horoscope/chart-svg.ts';
import { startProductHarness, type Harness } from '../http/harness.ts';
import { SCREENSHOT_DIR, startBrowser } from '../support/browser.ts';

let browser: Browser | null = null;
let h: Harness | null = null;
let key = '';
test.before(async () => {
  browser = await startBrowser();
  if (!browser) return;
  let keys: Record<string, string>;
  ({ h, keys } = await startProductHarness(['ruby'])); // 120 calls a minute: the script suites make 45
  key = keys.ruby!;
});
test.after(async () => {
  await browser?.close();
  await h?.close();
});

const at = (graha_key: ChartPlacementInput['graha_key'], house: number, retrograde = false): ChartPlacementInput => ({
  graha_key,
  rashi: { number: ((3 + house - 2) % 12) + 1 },
  house,
  retrograde,
});

// Six grahas, three retrograde, in house 3 (the left triangle of a North chart, whose tip is at the chart's
// centre line), and three in house 2 (the top-left triangle).
const CROWDED: ChartPlacementInput[] = [
  at('surya', 3),
  at('chandra', 3),
  at('mangal', 3, true),
  at('budha', 3, true),
  at('guru', 3, true),
  at('shukra', 3),
  at('shani', 2, true),
  at('rahu', 2, true),
  at('ketu', 8, true),
];

interface TextBox {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Index of the house polygon that holds all four corners, or -1. */
  cell: number;
}

// Sent as source text: tsx's transform would wrap functions in helpers that do not exist inside the page.
const MEASURE = `(() => {
  const svg = document.querySelector('svg');
  const polygons = [...svg.querySelectorAll('polygon')];
  const boxes = [...svg.querySelectorAll('text')].map((t) => {
    const b = t.getBBox();
    const corners = [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]];
    const cell = polygons.findIndex((p) => corners.every(([x, y]) => p.isPointInFill(new DOMPoint(x, y))));
    return { text: t.textContent || '', x: b.x, y: b.y, width: b.width, height: b.height, cell };
  });
  return { viewBox: svg.getAttribute('viewBox').split(' ').map(Number), boxes };
})()`;

/** Every text of the drawing with its box in SVG units, and which cell polygon contains it. */
const textBoxes = async (page: Page): Promise<{ viewBox: number[]; boxes: TextBox[] }> =>
  (await page.evaluate(MEASURE)) as { viewBox: number[]; boxes: TextBox[] };

async function render(svg: string, name: string): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewport({ width: 420, height: 460, deviceScaleFactor: 2 });
  await page.setContent(`<!doctype html><html><body style="margin:10px;background:#fff">${svg}</body></html>`);
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  console.log(`  screenshot: ${path}`);
  return page;
}

for (const lang of ['en', 'hi'] as const) {
  for (const style of ['north', 'south', 'east'] as const) {
    test(`${style} chart (${lang}), crowded houses: every text inside the viewBox, every label inside its cell`, async () => {
      if (!browser) return;
      const svg = renderChartSvg({
        style,
        lang,
        lagnaRashi: 4,
        placements: CROWDED,
        title: 'D1 Rashi',
        subtitle: '1990-05-15 10:30:00 · New Delhi, Delhi, IN',
      });
      const page = await render(svg, `chart-${style}-${lang}-crowded`);
      const { viewBox, boxes } = await textBoxes(page);
      await page.close();
      assertLaidOut(viewBox, boxes);
    });
  }
}

/** Every text inside the viewBox; every label of a graha (and the lagna mark) inside one cell. */
function assertLaidOut(viewBox: number[], boxes: TextBox[]): void {
  const [vx, vy, vw, vh] = viewBox as [number, number, number, number];
  for (const b of boxes) {
    const where = `${JSON.stringify(b.text)} at x ${b.x.toFixed(1)}..${(b.x + b.width).toFixed(1)}, y ${b.y.toFixed(1)}..${(b.y + b.height).toFixed(1)}`;
    assert.ok(
      b.x >= vx && b.y >= vy && b.x + b.width <= vx + vw && b.y + b.height <= vy + vh,
      `${where} leaves the viewBox`,
    );
  }
  // sign numbers and the caption (below the square, y > 400) aside
  const labels = boxes.filter((b) => b.y + b.height <= 400 && !/^\d+$/.test(b.text));
  for (const b of labels) assert.ok(b.cell >= 0, `${JSON.stringify(b.text)} crosses a cell border`);
}

// What a reader of the page sees and what a screen reader says: every text node, the <title>, the aria-label.
const SPOKEN = `(() => {
  const svg = document.querySelector('svg');
  return [
    ...[...svg.querySelectorAll('text')].map((t) => t.textContent || ''),
    svg.querySelector('title')?.textContent || '',
    svg.getAttribute('aria-label') || '',
  ];
})()`;

// Each language with a city of its own region, so the caption's place is the city's name in the script.
const SCRIPT_BIRTHS = { ta: 'chennai', bn: 'kolkata', ml: 'thiruvananthapuram' } as const;
// D1, D9 and D10 by Parashara, and the two other methods' vargas, whose caption names the method.
const VARGAS = [['D1'], ['D9'], ['D10'], ['D2', 'kashinatha'], ['D3', 'jagannatha']] as const;

for (const [lang, city] of Object.entries(SCRIPT_BIRTHS)) {
  test(`chart.svg in ${lang} (${city}): every style and varga drawn through the route has no Latin letter`, async () => {
    if (!browser || !h) return;
    for (const style of ['north', 'south', 'east'] as const) {
      for (const [varga, method] of VARGAS) {
        const q = `date=1990-05-15&time=10:30&city_id=${city}&lang=${lang}&style=${style}&varga=${varga}${method ? `&method=${method}` : ''}`;
        const r = await h.call('GET', `/v1/kundli/chart.svg?${q}`, { key });
        assert.is(r.status, 200, `${q}: ${r.text.slice(0, 200)}`);
        const page = await render(r.text, `chart-${lang}-${style}-${varga}${method ? `-${method}` : ''}`);
        const texts = (await page.evaluate(SPOKEN)) as string[];
        const { viewBox, boxes } = await textBoxes(page);
        await page.close();
        assert.ok(texts.length > 12, `${q}: ${texts.length} texts`);
        for (const t of texts) assert.not.match(t, /[A-Za-z]/, `${q}: ${JSON.stringify(t)} has a Latin letter`);
        assertLaidOut(viewBox, boxes);
      }
    }
  });
}

test.run();
