// PDF printing behind a small interface, so a fleet can move it into a service of its own (an HTTP renderer with the
// same `pdf(html)`); the embedded implementation drives Debian's chromium through puppeteer-core (which downloads
// nothing). One browser process, started on the first PDF and reused; a small pool of pages; a bounded queue of
// reports waiting for a page; a timeout per report. Missing Chromium is a 503 naming the package, never a 500, and
// the HTML format does not need any of this.
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { ApiError } from '../gateway/errors.ts';

export interface ReportRenderer {
  /** The page printed on A4 (its own @page rules), as PDF bytes. */
  pdf(html: string): Promise<Buffer>;
  /** Stops the browser; a later `pdf` starts it again. */
  close(): Promise<void>;
}

export interface ChromiumOptions {
  /** The chromium executable (`CHROMIUM_PATH`, default Debian's /usr/bin/chromium). */
  readonly chromiumPath: string;
  /** Pages printing at once (`REPORT_PDF_PAGES`). */
  readonly pages: number;
  /** Reports that may wait for a page; one more is refused with 503 report_renderer_busy (`REPORT_PDF_QUEUE`). */
  readonly queue: number;
  /** Longest a report may take, waiting included (`REPORT_PDF_TIMEOUT_MS`). */
  readonly timeoutMs: number;
  /** The browser is stopped after this long without a report, and started again on the next (`REPORT_PDF_IDLE_MS`). */
  readonly idleMs: number;
}

/** Debian's package name: what an operator installs when the 503 names it. */
export const CHROMIUM_PACKAGE = 'chromium';

function unavailable(detail: string): ApiError {
  return new ApiError('report_renderer_unavailable', {
    message: `PDF reports need Chromium: ${detail}. Install Debian's \`${CHROMIUM_PACKAGE}\` package (apt-get install ${CHROMIUM_PACKAGE}); format "html" works without it.`,
    headers: { 'Retry-After': '60', 'X-Degraded': 'true', 'X-Degraded-Reason': 'report_renderer_unavailable' },
  });
}

const busy = (why: string): ApiError =>
  new ApiError('report_renderer_busy', { message: why, headers: { 'Retry-After': '5' } });

class Timeout extends Error {}

/** Chromium fills the pageNumber and totalPages spans; digits need no font of the page's script. */
const PAGE_NUMBERS =
  '<div style="width:100%;font:8px sans-serif;color:#777;text-align:center"><span class="pageNumber"></span> / <span class="totalPages"></span></div>';

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The in-process renderer: one chromium, `pages` tabs, a queue of at most `queue` waiting reports. */
export class ChromiumRenderer implements ReportRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly idle: Page[] = [];
  private open = 0;
  private readonly waiting: ((page: Page | Error) => void)[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  /** Which browser a page belongs to: a page of a crashed or closed browser is never pooled again. */
  private generation = 0;
  private readonly born = new WeakMap<Page, number>();

  private readonly options: ChromiumOptions;

  constructor(options: ChromiumOptions) {
    this.options = options;
  }

  /** The browser's main process id while it runs (tests check there is only ever one). */
  async browserPid(): Promise<number | null> {
    return this.browser ? ((await this.browser).process()?.pid ?? null) : null;
  }

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const executablePath = this.options.chromiumPath;
    if (!existsSync(executablePath)) return Promise.reject(unavailable(`no executable at ${executablePath}`));
    const started = import('puppeteer-core').then(({ launch }) =>
      launch({
        executablePath,
        headless: true,
        // root in a container has no user namespace for the sandbox; the pages are our own escaped markup
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
      }),
    );
    this.browser = started;
    started.then(
      (b) =>
        b.once('disconnected', () => {
          // a crashed browser is started again by the next report
          if (this.browser === started) this.reset();
        }),
      () => {
        if (this.browser === started) this.browser = null;
      },
    );
    return started;
  }

  private reset(): void {
    this.browser = null;
    this.idle.length = 0;
    this.open = 0;
    // pages of the browser before are dropped when they come back (release), never pooled or counted again
    this.generation++;
  }

  private async newPage(): Promise<Page> {
    let browser: Browser;
    try {
      browser = await this.launch();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw unavailable(`it did not start (${String((error as Error).message).split('\n')[0]})`);
    }
    const page = await browser.newPage();
    this.born.set(page, this.generation);
    await page.setJavaScriptEnabled(false);
    return page;
  }

  /** A page of the pool, a new one while the pool has room, or a place in the queue until `deadline`. */
  private acquire(deadline: number): Promise<Page> {
    const page = this.idle.pop();
    if (page) return Promise.resolve(page);
    if (this.open < this.options.pages) {
      this.open++;
      const made = this.newPage().catch((error: unknown) => {
        this.open--;
        throw error;
      });
      return within(made, Math.max(1, deadline - Date.now())).catch((error: unknown) => {
        // a page that arrives after its report gave up goes to the pool, not astray
        if (error instanceof Timeout)
          made.then(
            (late) => this.release(late, true),
            () => undefined,
          );
        throw error;
      });
    }
    if (this.waiting.length >= this.options.queue)
      return Promise.reject(
        busy(`${this.waiting.length} reports are already waiting for the PDF renderer; retry in a few seconds`),
      );
    return new Promise<Page>((resolve, reject) => {
      let done = false;
      const waiter = (handed: Page | Error) => {
        // a page handed after the report gave up (a replacement page arriving late) goes back to the pool
        if (done) {
          if (!(handed instanceof Error)) this.release(handed, true);
          return;
        }
        done = true;
        clearTimeout(timer);
        if (handed instanceof Error) reject(handed);
        else resolve(handed);
      };
      // leaving the queue on time, so no page is ever handed to a report that stopped waiting
      const timer = setTimeout(
        () => {
          done = true;
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new Timeout('no page in time'));
        },
        Math.max(1, deadline - Date.now()),
      );
      this.waiting.push(waiter);
    });
  }

  private release(page: Page, healthy: boolean): void {
    if (this.born.get(page) !== this.generation) {
      page.close().catch(() => undefined);
      return;
    }
    const next = this.waiting.shift();
    if (healthy && next) {
      next(page);
    } else if (healthy) {
      this.idle.push(page);
    } else {
      this.open--;
      page.close().catch(() => undefined);
      // the waiter gets a fresh page in the freed slot
      if (next) {
        this.open++;
        this.newPage().then(next, (error: Error) => {
          this.open--;
          next(error);
        });
      }
    }
  }

  async pdf(html: string): Promise<Buffer> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const started = Date.now();
    let page: Page;
    try {
      page = await this.acquire(started + this.options.timeoutMs);
    } catch (error) {
      if (error instanceof Timeout) throw busy('no PDF renderer page was free in time; retry in a few seconds');
      throw error;
    }
    let healthy = false;
    try {
      const left = Math.max(1, this.options.timeoutMs - (Date.now() - started));
      const bytes = await within(
        (async () => {
          await page.setContent(html, { waitUntil: 'load' });
          return page.pdf({
            printBackground: true,
            preferCSSPageSize: true,
            // page numbers in the bottom margin the page's own @page rule leaves (a printed booklet is read loose)
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: PAGE_NUMBERS,
          });
        })(),
        left,
      );
      healthy = true;
      return Buffer.from(bytes);
    } catch (error) {
      if (error instanceof Timeout) throw busy(`the report took more than ${this.options.timeoutMs} ms to print`);
      throw unavailable(`printing failed (${String((error as Error).message).split('\n')[0]})`);
    } finally {
      this.release(page, healthy);
      this.armIdle();
    }
  }

  private armIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.open === this.idle.length && this.waiting.length === 0) void this.close();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.reset();
    for (const wake of this.waiting.splice(0)) wake(unavailable('the renderer is stopping'));
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }
}
