// Issue 28, items 7 and 8, on a fresh `npm start` in headless Chromium:
// - the accuracy sections the first build leaves out (muhurat, festivals, Drik parity) are measured in the background
//   once the server is serving; meanwhile /v1/accuracy/manifest names them in `meta.measuring` (not cached) and the
//   page reads "measuring…" instead of 0; when the measurement ends, the page shows their figures by itself;
// - /errors and /accuracy-manifest fit a 390 px phone and a 1280 px screen: the page takes the device's width and
//   nothing overflows sideways (scrollWidth <= clientWidth); the validation boundary is a table, not raw JSON.
// Screenshots go to var/screenshots/. Without Chromium the HTTP half still runs.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SCREENSHOT_DIR, startBrowser } from '../support/browser.ts';
import { type StartedServer, startNpmServer } from '../support/npm-start.ts';

const HARNESS = ['muhurat', 'festivals', 'drik_parity'];
const MEASURE_TIMEOUT_MS = 300_000;

let server: StartedServer;
let browser: Browser | null = null;
test.before(async () => {
  server = await startNpmServer();
  browser = await startBrowser();
});
test.after(async () => {
  await browser?.close();
  await server?.stop();
});

const manifestAnswer = async () => {
  const r = await fetch(`${server.base}/v1/accuracy/manifest`);
  return { cacheControl: r.headers.get('cache-control'), body: (await r.json()) as any };
};

async function phone(width: number): Promise<Page> {
  const page = await browser!.newPage();
  const mobile = width < 600;
  await page.setViewport({
    width,
    height: mobile ? 844 : 900,
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: 1,
  });
  return page;
}

/** The rows of the sections table as the page shows them: [section, tested]. */
const shownSections = (page: Page) =>
  page.$$eval('#sections-body tr', (rows) => rows.map((r) => [...r.children].slice(0, 2).map((c) => c.textContent)));

test('right after start: the harness sections are measuring, named in meta, not cached, and the page says so', async () => {
  const { cacheControl, body } = await manifestAnswer();
  assert.equal(body.meta.measuring, HARNESS, JSON.stringify(body.meta));
  assert.is(cacheControl, 'no-store');
  if (!browser) return;
  const page = await phone(1280);
  await page.goto(`${server.base}/accuracy-manifest`);
  await page.waitForFunction(`document.querySelectorAll('#sections-body tr').length > 0`, { timeout: 30_000 });
  const rows = await shownSections(page);
  for (const key of HARNESS)
    assert.equal(
      rows.find((r) => r[0] === key),
      [key, 'measuring…'],
      JSON.stringify(rows),
    );
  assert.match(await page.$eval('#status', (e) => e.textContent ?? ''), /Measuring muhurat, festivals, drik_parity/);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'accuracy-manifest-measuring-1280.png'), fullPage: true });
  await page.close();
});

test('the measurement ends on its own: the manifest carries the three sections, its hash holds, the page updates', async () => {
  const page = browser ? await phone(1280) : null;
  const errors: string[] = [];
  page?.on('pageerror', (e) => errors.push(String(e)));
  page?.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page?.goto(`${server.base}/accuracy-manifest`);
  const deadline = Date.now() + MEASURE_TIMEOUT_MS;
  let answer = await manifestAnswer();
  while (answer.body.meta.measuring && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1_000));
    answer = await manifestAnswer();
  }
  assert.is(answer.body.meta.measuring, undefined, 'measured within the timeout');
  const { hash, ...rest } = answer.body.data;
  assert.is(
    hash,
    `sha256:${createHash('sha256')
      .update(JSON.stringify(rest, null, 2))
      .digest('hex')}`,
  );
  assert.ok(rest.sections.muhurat.tested > 0 && rest.sections.festivals.tested > 0, JSON.stringify(rest.sections));
  assert.ok(
    rest.sections.drik_parity,
    'a drik_parity section (tested 0 with the reason where the Drik file is absent)',
  );
  if (!page) return;
  // the page polls while measuring: it now shows figures, no "measuring…" left
  await page
    .waitForFunction(`!document.body.innerText.includes('measuring…')`, { timeout: 30_000 })
    .catch((e) => assert.unreachable(`${e}; page errors: ${errors.join(' | ')}`));
  const rows = await shownSections(page);
  assert.is(rows.find((r) => r[0] === 'muhurat')?.[1], String(rest.sections.muhurat.tested));
  await page.close();
});

for (const width of [390, 1280])
  for (const path of ['/errors', '/accuracy-manifest'])
    test(`${path} at ${width} px: the device's width, no sideways overflow`, async () => {
      if (!browser) return;
      const page = await phone(width);
      await page.goto(`${server.base}${path}`);
      if (path === '/accuracy-manifest')
        await page.waitForFunction(`document.getElementById('hash').className !== ''`, { timeout: 30_000 });
      const box = (await page.evaluate(`({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        font: parseFloat(getComputedStyle(document.body).fontSize),
        boundary: document.querySelectorAll('#boundary th').length,
        pre: document.querySelectorAll('pre').length,
      })`)) as { scroll: number; client: number; font: number; boundary: number; pre: number };
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `${path.slice(1)}-${width}.png`),
        fullPage: true,
      });
      await page.close();
      assert.is(box.client, width, 'laid out at the device width (viewport meta), not a shrunken desktop page');
      assert.ok(box.scroll <= box.client, `overflows sideways: scrollWidth ${box.scroll} > clientWidth ${box.client}`);
      assert.ok(box.font >= 15, `body text ${box.font}px`);
      if (path === '/accuracy-manifest') {
        assert.is(box.boundary, 3, 'the validation boundary as a table of its three entries');
        assert.is(box.pre, 0, 'no raw JSON block');
      }
    });

test.run();
