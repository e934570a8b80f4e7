// GET /openapi.json (the generated OpenAPI 3.1 document), GET /docs (a page rendering it) and
// GET /errors (every error code; the default target of an error's docs_url).
import { z } from 'zod';
import { ERRORS } from '../errors.ts';
import { buildOpenApi, DOCS_PAGE } from '../openapi.ts';
import { defineRoute, type AnyRoute } from '../route-spec.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}td{padding:.2rem .6rem;border-top:1px solid #ddd}tr:target{background:#ffd}</style></head>
<body><h1>Error codes</h1><p>Every error body is <code>{ error, message, docs_url }</code>. See also the <a href="/docs">API reference</a>.</p>
<table><thead><tr><th>error</th><th>HTTP</th><th>meaning</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}

export function docsRoutes(allRoutes: () => readonly AnyRoute[], docsBaseUrl: string): AnyRoute[] {
  let doc: Record<string, unknown> | null = null;
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
      handler: () => {
        doc ??= buildOpenApi(allRoutes(), {
          title: 'Panchang, horoscope and numerology API',
          version: '1.0.0',
          docsBaseUrl,
        });
        return { data: doc };
      },
    }),
    defineRoute({
      product: 'public',
      method: 'GET',
      path: '/docs',
      auth: 'none',
      cost: 0,
      envelope: 'none',
      cacheControl: 'public, max-age=300',
      summary: 'API reference page rendering /openapi.json',
      response: z.string(),
      handler: () => ({ data: DOCS_PAGE }),
    }),
    defineRoute({
      product: 'public',
      method: 'GET',
      path: '/errors',
      auth: 'none',
      cost: 0,
      envelope: 'none',
      cacheControl: 'public, max-age=300',
      summary: 'Every error code with its HTTP status and meaning',
      response: z.string(),
      handler: () => ({ data: errorsPage() }),
    }),
  ];
}
