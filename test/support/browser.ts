// Headless Chromium for page and drawing tests: Debian's /usr/bin/chromium driven by puppeteer-core (which never
// downloads a browser). When the binary is missing the suites are skipped with the reason printed.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type Browser } from 'puppeteer-core';

/** Where page tests leave their screenshots (under the ignored var/). */
export const SCREENSHOT_DIR = join(process.cwd(), 'var', 'screenshots');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A headless browser, or null (with the reason printed) when Chromium is not installed. */
export async function startBrowser(): Promise<Browser | null> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
    return null;
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // root in a container has no user namespace for the sandbox; the pages are our own
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}
