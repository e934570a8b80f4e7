// The headers a security review expects, through helmet, configured here once, in two sets:
// - every answer: X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer, HSTS, X-Frame-Options: DENY and a
//   CSP of `default-src 'none'; frame-ancestors 'none'` (OWASP's REST guidance: a JSON answer is never a document to
//   render or frame);
// - HTML pages (/, /docs, /errors, /accuracy-manifest, /calendar, the sandbox checkout pages) get helmet's whole
//   document set instead: a CSP that allows exactly their inline blocks by sha256 (Swagger UI's files from this origin
//   on /docs), cross-origin isolation, and the rest of helmet's defaults.
// Helmet's headers are static, so each set is taken from helmet once, at start; every answer gets the first set before
// the chain runs, and an HTML page the second after it, when its type is known. The document set on every JSON answer cost the daily lookup some 8 headers'
// worth of work per call (measured in the profile of the served daily lookup) for nothing a client uses.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { SANDBOX_PAGE_STYLE } from '../billing/sandbox-pages.ts';
import { VIEWER_PAGE } from '../panchang/accuracy.ts';
import { errorsPage } from '../public/docs.ts';
import { LANDING_STYLE } from '../public/landing.ts';
import { REPORT_STYLE } from '../reports/html/style.ts';
import type { AnswerHook } from './answer-hooks.ts';
import { responseHeader, setHeader } from './context.ts';

/** The served HTML pages, as their inline blocks are written (the sandbox pages differ only outside their style). */
const HTML_PAGES: readonly string[] = [
  errorsPage(),
  VIEWER_PAGE,
  `<style>${SANDBOX_PAGE_STYLE}</style>`,
  `<style>${LANDING_STYLE}</style>`,
  // issue 42: the printed reports' HTML format
  `<style>${REPORT_STYLE}</style>`,
];

/** `'sha256-…'` of every inline `<script>` or `<style>` block of the pages, as a CSP source list. */
export function inlineHashes(tag: 'script' | 'style', pages: readonly string[]): string[] {
  const block = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, body] of page.matchAll(block)) {
      hashes.add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
  }
  return [...hashes];
}

const PAGE_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      // scripts and style sheets served by this gateway (Swagger UI's bundle on /docs), plus the inline blocks
      scriptSrc: ["'self'", ...inlineHashes('script', HTML_PAGES)],
      styleSrc: ["'self'", ...inlineHashes('style', HTML_PAGES)],
      // Swagger UI (React) sets style attributes; attributes cannot run code, and <style> blocks stay hash-bound
      styleSrcAttr: ["'unsafe-inline'"],
      // Swagger UI's inline SVG icons and the pages' empty data: favicon
      imgSrc: ["'self'", 'data:'],
      // /docs reads /openapi.json, the accuracy viewer /accuracy-manifest.sig
      connectSrc: ["'self'"],
      // the sandbox pages' buttons post to their own actions
      formAction: ["'self'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
};

const ANSWER_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The headers helmet sets with these options, as [name, value] pairs (helmet's are the same on every answer). */
export function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  let done = false;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

export function securityHeaders(): AnswerHook {
  const page = helmetHeaders(PAGE_HEADERS);
  const answer = helmetHeaders(ANSWER_HEADERS);
  return {
    // The answer set first: JSON answers may be written by send.ts before this chain has unwound.
    before(ctx) {
      for (const [name, value] of answer) setHeader(ctx, name, value);
    },
    // Pages are answered by Koa itself, after the chain: there is still time to give them the document set.
    after(ctx, failed) {
      if (failed || ctx.res.headersSent) return;
      const type = responseHeader(ctx, 'Content-Type');
      if (typeof type === 'string' && type.startsWith('text/html'))
        for (const [name, value] of page) ctx.res.setHeader(name, value);
    },
  };
}
