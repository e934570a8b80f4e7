// The headers a security review expects on every answer, through helmet (koa-helmet), configured here once:
// X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer, HSTS, X-Frame-Options and the rest of helmet's
// defaults, and a Content-Security-Policy. The CSP matters on the HTML pages (/, /docs, /errors, /accuracy-manifest,
// the sandbox checkout pages): they load nothing from elsewhere (/docs loads Swagger UI's files from this origin),
// and their only inline code is one <style> each and a <script> on one of them. The policy allows exactly those blocks by their sha256, the same fetches and form
// posts to this origin, and nothing else. Answers that are JSON carry it too, at no cost to clients.
import { createHash } from 'node:crypto';
import helmet from 'koa-helmet';
import { SANDBOX_PAGE_STYLE } from '../billing/sandbox-pages.ts';
import { VIEWER_PAGE } from '../panchang/accuracy.ts';
import { errorsPage } from '../public/docs.ts';
import { LANDING_STYLE } from '../public/landing.ts';
import type { Middleware } from './context.ts';

/** The served HTML pages, as their inline blocks are written (the sandbox pages differ only outside their style). */
const HTML_PAGES: readonly string[] = [
  errorsPage(),
  VIEWER_PAGE,
  `<style>${SANDBOX_PAGE_STYLE}</style>`,
  `<style>${LANDING_STYLE}</style>`,
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

export function securityHeaders(): Middleware {
  return helmet({
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
  }) as Middleware;
}
