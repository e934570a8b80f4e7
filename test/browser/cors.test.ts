// A browser app on another origin calls the daily route (issue 44): headless Chromium loads a page from
// http://localhost:<port>, which fetches the gateway at http://127.0.0.1:<port> with its key (a preflighted call).
// Allowed with CORS_ORIGINS naming the page's origin; refused by the browser without it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'puppeteer-core';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { startHarness, type Harness } from '../http/harness.ts';
import { startBrowser } from '../support/browser.ts';

let browser: Browser | null = null;
let pageServer: Server;
let pageOrigin = '';

test.before(async () => {
  browser = await startBrowser();
  pageServer = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>temple app</title><p>calling</p>');
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://localhost:${(pageServer.address() as AddressInfo).port}`;
});
test.after(async () => {
  await browser?.close();
  await new Promise((resolve) => pageServer.close(resolve));
});

/** What the page at pageOrigin gets when it calls the daily route of `h` with `key`. */
async function callFromPage(h: Harness, key: string): Promise<string> {
  const page = await browser!.newPage();
  try {
    await page.goto(pageOrigin);
    return await page.evaluate(
      async (api: string, apiKey: string) => {
        try {
          const r = await fetch(`${api}/v1/panchang/daily`, {
            method: 'POST',
            headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
            body: JSON.stringify({ date: '2026-03-10', city_id: 'new-delhi' }),
          });
          const body = (await r.json()) as { data?: { city?: string }; error?: string; message?: string };
          return `${r.status} ${body.data?.city ?? body.error} ${r.headers.get('x-quota-cost')} ${body.message ?? ''}`.trim();
        } catch (err) {
          return `refused: ${(err as Error).message}`;
        }
      },
      h.base,
      key,
    );
  } finally {
    await page.close();
  }
}

const routes = () =>
  panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => Date.now() }).routes;

test('with CORS_ORIGINS naming its origin, a page elsewhere reads the daily answer; without, the browser refuses', async () => {
  if (!browser) return;
  const allowed = await startHarness({ routes: routes(), env: { CORS_ORIGINS: pageOrigin } });
  const closed = await startHarness({ routes: routes() });
  try {
    const got = await callFromPage(allowed, await allowed.signup());
    assert.match(got, /^200 New Delhi 1$/, got);
    assert.match(await callFromPage(closed, await closed.signup()), /^refused: /);
  } finally {
    await allowed.close();
    await closed.close();
  }
});

test.run();
