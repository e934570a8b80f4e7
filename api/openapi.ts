// The OpenAPI 3.1 document, generated from the same zod schemas that validate requests and
// responses, so the document cannot disagree with what the gateway accepts and sends.
import { z } from 'zod';
import { envelopeSchema, ErrorBodySchema } from './envelope.ts';
import { ERRORS, PRODUCT_ERROR_CODES, type ErrorCode } from './errors.ts';
import { pathsOf, type AnyRoute } from './route-spec.ts';

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

/** `/v1/rashifal/:sign/:period` -> `/v1/rashifal/{sign}/{period}` */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): Json[] {
  if (!schema) return [];
  const s = jsonSchema(schema, 'input');
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(props).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: prop,
    ...(typeof prop.description === 'string' ? { description: prop.description } : {}),
  }));
}

/** Every code a route can answer with: the gateway's for its auth and limits, plus its own. */
function errorCodes(route: AnyRoute): ErrorCode[] {
  const roles = PRODUCT_ERROR_CODES[route.product];
  const codes = new Set<ErrorCode>(['internal_error']);
  if (route.request?.body || route.request?.query || route.request?.params) codes.add(roles.validation);
  if (route.request?.body) codes.add(roles.invalidJson).add('payload_too_large');
  for (const c of Object.values(route.fieldErrors ?? {})) codes.add(c);
  if (route.missingFieldError) codes.add(route.missingFieldError);
  if (route.auth !== 'none')
    codes.add(roles.missingKey).add(roles.invalidKey).add(roles.expiredKey).add(roles.rateLimited);
  if (route.auth === 'admin') codes.add('insufficient_scope');
  if (route.minPlan) codes.add(route.planError ?? roles.planRequired);
  if (route.cost !== 0) codes.add(roles.quotaExceeded);
  if (route.ipLimitPerMinute) codes.add(roles.rateLimited);
  for (const c of route.errors ?? []) codes.add(c);
  return [...codes];
}

function errorResponses(route: AnyRoute): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodes(route)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes.map((c) => `\`${c}\``).join(', '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

function operation(route: AnyRoute): Json {
  const body = route.request?.body as z.ZodType | undefined;
  const success = route.envelope === 'none' ? route.response : envelopeSchema(route.product, route.response);
  const xCost = typeof route.cost === 'number' ? route.cost : 'computed from the request';
  return {
    operationId: `${route.method.toLowerCase()}${pathsOf(route)[0]!.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.product],
    ...(route.auth === 'none' ? { security: [] } : { security: [{ ApiKey: [] }] }),
    parameters: [...parameters(route.request?.params, 'path'), ...parameters(route.request?.query, 'query')],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } }
      : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: Object.fromEntries(
          [route.contentType ?? 'application/json']
            .flat()
            .map((type) => [type, { schema: jsonSchema(success, 'input') }]),
        ),
      },
      ...errorResponses(route),
    },
    'x-product': route.product,
    'x-auth': route.auth,
    ...(route.minPlan ? { 'x-min-plan': route.minPlan } : {}),
    'x-quota-cost': xCost,
  };
}

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly docsBaseUrl: string;
}

export function buildOpenApi(routes: readonly AnyRoute[], info: OpenApiInfo): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    for (const path of pathsOf(route)) {
      const key = openApiPath(path);
      paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation(route) };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: `Error codes: ${info.docsBaseUrl}/errors` },
    paths,
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      schemas: { Error: jsonSchema(ErrorBodySchema, 'output') },
    },
  };
}

/** A small page listing the document's operations, no external scripts. */
export const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
h2{margin-top:2rem;text-transform:capitalize}details{border-top:1px solid #ddd;padding:.4rem 0}
summary{cursor:pointer}code{background:#f3f3f3;padding:0 .2rem}pre{background:#f7f7f7;padding:.6rem;overflow:auto;font-size:12px}
.m{display:inline-block;width:4rem;font-weight:600}</style></head>
<body><h1>API reference</h1><p>Generated from <a href="/openapi.json">/openapi.json</a>.</p><main id="ops">Loading…</main>
<script>
fetch('/openapi.json').then(r => r.json()).then(doc => {
  const byTag = {};
  for (const [path, ops] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(ops)) (byTag[op.tags[0]] ??= []).push([method, path, op]);
  const main = document.getElementById('ops'); main.textContent = '';
  for (const [tag, ops] of Object.entries(byTag)) {
    const h = document.createElement('h2'); h.textContent = tag; main.append(h);
    for (const [method, path, op] of ops) {
      const d = document.createElement('details'), s = document.createElement('summary'), pre = document.createElement('pre');
      s.innerHTML = '<span class="m"></span><code></code> ';
      s.children[0].textContent = method.toUpperCase(); s.children[1].textContent = path; s.append(op.summary || '');
      pre.textContent = JSON.stringify({ parameters: op.parameters, requestBody: op.requestBody, responses: op.responses }, null, 2);
      d.append(s, pre); main.append(d);
    }
  }
});
</script></body></html>
`;

/**
 * Routes that cannot be documented fully: no response schema, a body method without a body schema,
 * a `:param` without a params schema naming it, or a schema JSON Schema cannot express.
 */
export function schemaGaps(routes: readonly AnyRoute[]): string[] {
  const gaps: string[] = [];
  for (const route of routes) {
    for (const path of pathsOf(route)) {
      const where = `${route.method} ${path}`;
      if (!route.response) gaps.push(`${where}: no response schema`);
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !route.request?.body)
        gaps.push(`${where}: no body schema`);
      const names = [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
      const declared = route.request?.params
        ? Object.keys((jsonSchema(route.request.params, 'input').properties ?? {}) as object)
        : [];
      for (const n of names) if (!declared.includes(n)) gaps.push(`${where}: path param ${n} has no schema`);
      try {
        if (route.response) operation(route);
      } catch (err) {
        gaps.push(`${where}: schema not expressible as JSON Schema (${(err as Error).message})`);
      }
    }
  }
  return gaps;
}
