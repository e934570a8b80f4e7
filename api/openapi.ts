// The OpenAPI 3.1 document, generated from the same zod schemas that validate requests and
// responses, so the document cannot disagree with what the gateway accepts and sends.
// Request bodies and success bodies become named components (one zod registry, converted once), so a
// recursive schema (the dasha period) is a component its own `$ref`s resolve to, and the legacy
// `/v1/horoscope/*` paths point at the same components as the preferred ones.
import { CONVENTIONS } from './conventions.ts';
import { z } from 'zod';
import { envelopeSchema, ErrorBodySchema } from './gateway/envelope.ts';
import { ERRORS, PRODUCT_ERROR_CODES, type ErrorCode } from './gateway/errors.ts';
import { pathsOf, type AnyRoute } from './gateway/route-spec.ts';
import { TimeFormatField } from './timestamps.ts';

type Json = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';
const CONVERSION = { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' } as const;

export function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, CONVERSION) as Json;
  return rest;
}

/** `/v1/rashifal/:sign/:period` -> `/v1/rashifal/{sign}/{period}` */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** `POST /v1/kundli/chart.svg` -> `postV1KundliChartSvg`, `GET /` -> `getRoot`: unique, since method + path is. */
export function operationId(method: string, path: string): string {
  if (path === '/') return `${method.toLowerCase()}Root`;
  return `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`;
}

/**
 * The named schemas of the document. Every schema handed to `ref` is registered once under its
 * first name; `emit` converts them all together, so a schema met twice is one component and a cycle
 * becomes a `$ref` to a component instead of a `$defs` entry nobody can resolve.
 */
class Components {
  private readonly registry = z.registry<{ id: string }>();
  private readonly ids = new Map<z.ZodType, string>();

  ref(schema: z.ZodType, id: string): Json {
    let name = this.ids.get(schema);
    if (!name) {
      name = id;
      this.registry.add(schema, { id });
      this.ids.set(schema, id);
    }
    return { $ref: SCHEMA_REF + name };
  }

  emit(): Record<string, Json> {
    const { schemas } = z.toJSONSchema(this.registry, { ...CONVERSION, uri: (id) => SCHEMA_REF + id }) as {
      schemas: Record<string, Json>;
    };
    // Schemas zod had to share without an id of ours (cycles, `.meta({ id })`) sit in `__shared.$defs`:
    // they become components of their own, and the references follow them.
    const { __shared, ...named } = schemas;
    const all: Record<string, Json> = { ...named, ...((__shared?.$defs ?? {}) as Record<string, Json>) };
    const text = JSON.stringify(all).replaceAll(`${SCHEMA_REF}__shared#/$defs/`, SCHEMA_REF);
    const out = JSON.parse(text) as Record<string, Json>;
    for (const schema of Object.values(out)) {
      delete schema.$schema;
      delete schema.$id;
    }
    return out;
  }
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path', note = ''): Json[] {
  if (!schema) return [];
  const s = jsonSchema(schema);
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(props).map(([name, prop]) => {
    const description = [prop.description, note].filter((d) => typeof d === 'string' && d).join('; ');
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: prop,
      ...(description ? { description } : {}),
    };
  });
}

const PREPARED_NOTE = 'also accepted as the body field of the same name';

/**
 * Read by the gateway on every route (api/timestamps.ts), whatever the route's own schema; published on the JSON
 * answers of the products with timestamps. A route sending something else that has timestamps (the export) declares
 * it in its own query schema.
 */
const publishesTimeFormat = (route: AnyRoute): boolean =>
  (route.product === 'panchang' || route.product === 'horoscope') && route.envelope !== 'none';

const GATEWAY_PARAMETERS: readonly Json[] = parameters(
  z.object({ time_format: TimeFormatField }),
  'query',
  'also accepted as a body field; applies to every timestamp of the answer, exports included',
);

/** Every code a route can answer with: the gateway's for its auth and limits, plus its own. */
function errorCodes(route: AnyRoute): ErrorCode[] {
  const roles = PRODUCT_ERROR_CODES[route.product];
  const codes = new Set<ErrorCode>(['internal_error']);
  if (route.request?.body || route.request?.query || route.request?.params) codes.add(roles.validation);
  if (route.request?.body) codes.add(roles.invalidJson).add('payload_too_large');
  if ((route.request?.body && !route.rawBody) || route.request?.query || route.preparedQuery)
    codes.add('unknown_field');
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

const ERROR_CONTENT = { 'application/json': { schema: { $ref: `${SCHEMA_REF}Error` } } };
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds until a call can succeed again (the next minute, or the next month for a quota)',
    schema: { type: 'integer', minimum: 0 },
  },
};

function errorResponses(route: AnyRoute): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodes(route)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, Json> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.map((c) => `\`${c}\``).join(', '),
      ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      content: ERROR_CONTENT,
    };
  }
  // The dispatcher answers any other method on a known path with 405 and `Allow` (api/middleware/dispatch.ts).
  responses['405'] = { $ref: '#/components/responses/MethodNotAllowed' };
  return responses;
}

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

function successContent(route: AnyRoute, components: Components, name: string): Json {
  if (route.envelope === 'none' && route.contentType) {
    return Object.fromEntries(
      [route.contentType].flat().map((type) => {
        // a route that answers JSON too (content negotiation, GET /) describes that body with its response schema
        if (type.split(';')[0] === 'application/json')
          return [type.split(';')[0]!, { schema: components.ref(route.response, `${name}Response`) }];
        const binary =
          !type.startsWith('text/') && !type.startsWith('image/svg') && !type.startsWith('application/jsonl');
        return [type.split(';')[0]!, { schema: binary ? { type: 'string', format: 'binary' } : { type: 'string' } }];
      }),
    );
  }
  const success =
    route.envelope === 'none' ? route.response : envelopeSchema(route.product, route.response, route.responseTopLevel);
  return { 'application/json': { schema: components.ref(success, `${name}Response`) } };
}

function operation(route: AnyRoute, path: string, components: Components): Json {
  const preferred = pathsOf(route)[0]!;
  const preferredId = operationId(route.method, preferred);
  const name = pascal(preferredId);
  const body = route.request?.body as z.ZodType | undefined;
  const legacy = path !== preferred;
  const description = [
    legacy
      ? `Legacy path, kept for existing integrations: use \`${route.method} ${preferred}\` (operationId \`${preferredId}\`), which answers the same.`
      : '',
    route.description ?? '',
  ].filter(Boolean);
  return {
    operationId: operationId(route.method, path),
    summary: route.summary,
    ...(description.length ? { description: description.join('\n\n') } : {}),
    ...(legacy ? { deprecated: true } : {}),
    tags: [route.product],
    security: route.auth === 'none' ? [] : [route.auth === 'feed' ? { FeedToken: [] } : { ApiKey: [] }],
    parameters: [
      ...parameters(route.request?.params, 'path'),
      ...parameters(route.request?.query, 'query'),
      ...parameters(route.preparedQuery?.partial(), 'query', PREPARED_NOTE),
      ...(publishesTimeFormat(route) ? GATEWAY_PARAMETERS : []),
    ],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: components.ref(body, `${name}Request`) } },
          },
        }
      : {}),
    responses: {
      [String(route.status ?? 200)]: { description: 'Success', content: successContent(route, components, name) },
      ...errorResponses(route),
    },
    'x-product': route.product,
    'x-auth': route.auth,
    ...(route.minPlan ? { 'x-min-plan': route.minPlan } : {}),
    'x-quota-cost': typeof route.cost === 'number' ? route.cost : 'computed from the request',
  };
}

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly docsBaseUrl: string;
  /** Where clients reach this gateway (`PUBLIC_BASE_URL`): the document's `servers`. */
  readonly serverUrl: string;
}

const TAGS: Record<string, string> = {
  panchang: 'Hindu calendar: daily, monthly and yearly panchang, festivals',
  horoscope: 'Vedic astrology: kundli, vargas, dasha, doshas, matching, predictions, rashifal, charts',
  numerology: 'Numerology: core numbers, name, cycles, compatibility, lo-shu, reports',
  account: 'Signup, API keys and usage, shared by the three products',
  billing: 'Plans, checkout, subscriptions and receipts',
  public: 'No key needed: health, status, cities, documentation',
};

export function buildOpenApi(routes: readonly AnyRoute[], info: OpenApiInfo): Json {
  const components = new Components();
  components.ref(ErrorBodySchema, 'Error');
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    for (const path of pathsOf(route)) {
      const key = openApiPath(path);
      paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation(route, path, components) };
    }
  }
  const used = new Set(routes.map((r) => r.product));
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: [
        'Send your key in the `x-api-key` header (sign up with `POST /v1/signup`; keys come from `POST /v1/keys`).',
        `Every error body is \`{ error, message, docs_url }\`; the codes are listed at ${info.docsBaseUrl}/errors.`,
        'A path called with a method it does not serve answers 405 `method_not_allowed` with an `Allow` header.',
        CONVENTIONS,
      ].join('\n\n'),
      license: { name: 'Proprietary' },
      contact: { name: 'Support: POST /v1/contact with topic "support"', url: `${info.serverUrl}/docs` },
    },
    servers: [{ url: info.serverUrl }],
    tags: Object.entries(TAGS)
      .filter(([name]) => used.has(name as AnyRoute['product']))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        FeedToken: { type: 'apiKey', in: 'query', name: 'token', description: 'a feed token (POST /v1/feeds)' },
      },
      schemas: components.emit(),
      responses: {
        MethodNotAllowed: {
          description: '`method_not_allowed`: a method this path does not serve',
          headers: { Allow: { description: 'The methods this path serves', schema: { type: 'string' } } },
          content: ERROR_CONTENT,
        },
      },
    },
  };
}

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
        ? Object.keys((jsonSchema(route.request.params).properties ?? {}) as object)
        : [];
      for (const n of names) if (!declared.includes(n)) gaps.push(`${where}: path param ${n} has no schema`);
      try {
        const components = new Components();
        if (route.response) operation(route, path, components);
        components.emit();
      } catch (err) {
        gaps.push(`${where}: schema not expressible as JSON Schema (${(err as Error).message})`);
      }
    }
  }
  return gaps;
}
