// GET /openapi.json (the generated OpenAPI 3.1 document), GET /docs (Swagger UI rendering it, with
// try-it-out behind an "Authorize" box that takes the API key) and GET /errors (every error code; the
// default target of an error's docs_url). Swagger UI is served from the installed swagger-ui-dist
// package, never a CDN; the page has no inline script (the start-up code is a file of its own).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { ERRORS } from '../gateway/errors.ts';
import { buildOpenApi } from '../openapi.ts';
import { defineRoute, type AnyRoute } from '../gateway/route-spec.ts';
import { loadExamples, type NamedExample, withExamples } from './examples.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Readable on a 390 px phone (issue 28): below 40rem each code is a block of its own (code, status, meaning) instead of
// a three-column row, and a long code wraps rather than widening the page.
const ERRORS_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%}th,td{padding:.3rem .6rem;border-top:1px solid #ddd;text-align:left;vertical-align:top}
code{overflow-wrap:anywhere}tr:target{background:#ffd}
@media (max-width:40rem){thead{display:none}table,tbody,tr,td{display:block}tr{border-top:1px solid #ddd;padding:.5rem 0}td{border:0;padding:0}td:nth-child(2)::before{content:"HTTP "}}`;

/** One row per code, each with an anchor so `docs_url` (`/errors#<code>`) lands on it. */
export function errorsPage(): string {
  const rows = Object.entries(ERRORS)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([code, e]) =>
        `<tr id="${code}"><td><code>${code}</code></td><td>${e.status}</td><td>${escapeHtml(e.message)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Error codes</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${ERRORS_STYLE}</style></head>
<body><h1>Error codes</h1><p>Every error body is <code>{ error, message, docs_url }</code>; the message says what to send instead. A refusal a higher plan lifts (<code>plan_required</code>, <code>upgrade_required</code>, the free plan's date window) names the plan and how to get it: <code>POST /v1/billing/pay/order</code>, or a 7-day trial at signup. See also the <a href="/docs">API reference</a>.</p>
<table><thead><tr><th>error</th><th>HTTP</th><th>meaning</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body><div id="swagger-ui"><p>The API reference needs JavaScript; the document itself is <a href="/openapi.json">/openapi.json</a>.</p></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/docs.js"></script>
</body></html>
`;

// "Authorize" takes the key for the ApiKey scheme and try-it-out sends it as x-api-key; it is kept in
// the browser's storage so a reload does not ask again. The page's own origin is offered first among the
// servers: it is the gateway that served the page, whatever PUBLIC_BASE_URL says behind a proxy.
const START_SCRIPT = `fetch('/openapi.json')
  .then((r) => r.json())
  .then((spec) => {
    const here = { url: location.origin, description: 'the server of this page' };
    spec.servers = [here, ...(spec.servers || []).filter((s) => s.url !== here.url)];
    window.ui = startUi(spec);
  });

const startUi = (spec) => SwaggerUIBundle({
  spec,
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  displayRequestDuration: true,
  filter: true,
  tryItOutEnabled: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const ASSETS = [
  { path: '/docs/swagger-ui.css', file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  { path: '/docs/swagger-ui-bundle.js', file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
] as const;

const PAGE_ROUTE = {
  product: 'public',
  method: 'GET',
  auth: 'none',
  cost: 0,
  envelope: 'none',
  response: z.string(),
} as const;

export interface DocsOptions {
  readonly docsBaseUrl: string;
  /** Where clients reach this gateway: the document's `servers`. */
  readonly serverUrl: string;
}

/** The document this gateway serves for its routes (also what `npm run client:generate` types the client from). */
export function openApiDocument(routes: readonly AnyRoute[], options: DocsOptions): Record<string, unknown> {
  return buildOpenApi(routes, { title: 'Panchang, horoscope and numerology API', version: '1.0.0', ...options });
}

export function docsRoutes(allRoutes: () => readonly AnyRoute[], options: DocsOptions): AnyRoute[] {
  // made once per UTC day: the examples' `today` fields (the free plan's date window) follow the server's date
  let doc: { readonly date: string; readonly body: Record<string, unknown> } | null = null;
  let examples: NamedExample[] | null = null;
  const assets = ASSETS.map(({ path, file, type }) => {
    let bytes: string | null = null;
    return defineRoute({
      ...PAGE_ROUTE,
      path,
      contentType: type,
      cacheControl: 'public, max-age=86400',
      summary: `Swagger UI's ${file}, from the installed swagger-ui-dist package (for /docs)`,
      handler: () => ({ data: (bytes ??= readFileSync(join(SWAGGER_DIR, file), 'utf8')) }),
    });
  });
  return [
    defineRoute({
      product: 'public',
      method: 'GET',
      path: '/openapi.json',
      auth: 'none',
      cost: 0,
      envelope: 'none',
      cacheControl: 'public, max-age=300',
      summary: 'This API as an OpenAPI 3.1 document',
      response: z.record(z.string(), z.unknown()),
      handler: (_input, ctx) => {
        const date = new Date(ctx.nowMs).toISOString().slice(0, 10);
        if (doc?.date !== date) {
          examples ??= loadExamples();
          doc = { date, body: withExamples(openApiDocument(allRoutes(), options), examples, date) };
        }
        return { data: doc.body };
      },
    }),
    defineRoute({
      ...PAGE_ROUTE,
      path: '/docs',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=300',
      summary: 'API reference: Swagger UI rendering /openapi.json, with try-it-out',
      handler: () => ({ data: DOCS_PAGE }),
    }),
    defineRoute({
      ...PAGE_ROUTE,
      path: '/docs/docs.js',
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=300',
      summary: 'The start-up script of /docs',
      handler: () => ({ data: START_SCRIPT }),
    }),
    ...assets,
    defineRoute({
      ...PAGE_ROUTE,
      path: '/errors',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=300',
      summary: 'Every error code with its HTTP status and meaning',
      handler: () => ({ data: errorsPage() }),
    }),
  ];
}
