// GET /openapi.json (the generated OpenAPI 3.1 document) and GET /docs (a page rendering it).
import { z } from 'zod';
import { buildOpenApi, DOCS_PAGE } from '../openapi.ts';
import { defineRoute, type AnyRoute } from '../route-spec.ts';

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
        doc ??= buildOpenApi(allRoutes(), { title: 'Panchang, horoscope and numerology API', version: '1.0.0', docsBaseUrl });
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
  ];
}
