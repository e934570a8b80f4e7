// The accuracy page over plain HTTP away from localhost (issue 20): there the browser's crypto.subtle does not
// exist (not a secure page), and the page must still verify the manifest's hash. Headless Chromium loads the page
// from the machine's own non-loopback address and reads what it concluded.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'puppeteer-core';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { startHarness, type Harness } from '../http/harness.ts';
import { SCREENSHOT_DIR, startBrowser } from '../support/browser.ts';

/** An IPv4 address of this machine that is not loopback: a page served there is not a secure context. */
const outsideAddress = (): string | undefined =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

let h: Harness;
let browser: Browser | null = null;
let server: Server | null = null;
let base = '';

test.before(async () => {
  const address = outsideAddress();
  if (!address) {
    console.log('  skipped: this machine has no non-loopback IPv4 address to serve an insecure page from');
    return;
  }
  browser = await startBrowser();
  if (!browser) return;
  const { routes } = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => Date.now() });
  h = await startHarness({ routes });
  // the same gateway, also listening on the outside address
  server = createServer(h.gateway.koa.callback());
  await new Promise<void>((resolve) => server!.listen(0, address, resolve));
  base = `http://${address}:${(server.address() as AddressInfo).port}`;
});
test.after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await h?.close();
});

test('over plain HTTP on a non-loopback address (no crypto.subtle) the page verifies the hash', async () => {
  if (!browser) return;
  const page = await browser.newPage();
  await page.goto(`${base}/accuracy-manifest`);
  await page.waitForFunction(`document.getElementById('hash').className !== ''`, { timeout: 30_000 });
  const seen = (await page.evaluate(`({
    secure: window.isSecureContext,
    subtle: typeof (window.crypto && window.crypto.subtle),
    verdict: document.getElementById('hash').className,
    text: document.getElementById('hash').textContent,
  })`)) as { secure: boolean; subtle: string; verdict: string; text: string };
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'accuracy-manifest-plain-http.png'), fullPage: true });
  await page.close();
  assert.is(seen.secure, false, 'served from a non-secure origin');
  assert.is(seen.subtle, 'undefined', 'crypto.subtle absent, as on any plain-HTTP page away from localhost');
  assert.is(seen.verdict, 'ok', seen.text);
  const manifest = await h.call('GET', '/v1/accuracy/manifest');
  assert.ok(seen.text.includes(`computed in this browser: ${manifest.json.data.hash}`), seen.text);
});

test('the SHA-256 script is served from the installed package as JavaScript', async () => {
  if (!browser) return;
  const r = await h.call('GET', '/assets/js-sha256.min.js');
  assert.is(r.status, 200);
  assert.match(r.headers.get('content-type') ?? '', /text\/javascript/);
  assert.match(r.text, /js-sha256/);
});

test.run();
