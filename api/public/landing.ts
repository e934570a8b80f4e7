// GET /: where a newcomer lands. It says in a few lines how to get a key and make the first call, and points at the
// reference (/docs), the city finder (/v1/cities) and signup. Browsers get HTML; a client asking for JSON gets the
// same links as an object.
import { z } from 'zod';
import { isoUtcDate } from '../gateway/clock.ts';
import { defineRoute, type AnyRoute } from '../gateway/route-spec.ts';

const LandingLinks = z.object({
  name: z.string(),
  docs: z.string(),
  openapi: z.string(),
  errors: z.string(),
  cities: z.string(),
  signup: z.object({ method: z.literal('POST'), path: z.string(), body: z.record(z.string(), z.string()) }),
  key_header: z.literal('x-api-key'),
  demo: z.string(),
  first_call: z.string(),
});

const SIGNUP_EXAMPLE = { email: 'you@example.com', password: 'a long passphrase', plan: 'free' };

export const LANDING = {
  name: 'Panchang, horoscope and numerology API',
  docs: '/docs',
  openapi: '/openapi.json',
  errors: '/errors',
  cities: '/v1/cities?q=delhi',
  signup: { method: 'POST', path: '/v1/signup', body: SIGNUP_EXAMPLE },
  key_header: 'x-api-key',
  demo: '/v1/demo/today',
  first_call: 'POST /v1/panchang/daily {"date":"YYYY-MM-DD","city_id":"new-delhi"} with the x-api-key header',
} as const satisfies z.input<typeof LandingLinks>;

/** The page's only inline block; the CSP allows it by hash (api/middleware/security-headers.ts). */
export const LANDING_STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}pre{background:#f5f5f5;padding:.6rem;overflow:auto}';

function landingHtml(base: string, today: string): string {
  const signup = `curl -s -X POST ${base}/v1/signup -H 'content-type: application/json' \\
  -d '${JSON.stringify(SIGNUP_EXAMPLE)}'`;
  const first = `curl -s -X POST ${base}/v1/panchang/daily -H "x-api-key: $KEY" -H 'content-type: application/json' \\
  -d '{"date":"${today}","city_id":"new-delhi"}'`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${LANDING.name}</title>
<style>${LANDING_STYLE}</style></head>
<body><h1>${LANDING.name}</h1>
<p>Three products on one key: panchang (Hindu calendar), horoscope (Vedic astrology) and numerology.</p>
<ol>
<li>Sign up (free plan, no card): <pre>${signup}</pre> The answer's <code>data.api_key</code> is your key; it is shown once.</li>
<li>Find a <code>city_id</code>: <a href="${LANDING.cities}">${LANDING.cities}</a> (no key needed).</li>
<li>Make your first call, the key in the <code>x-api-key</code> header: <pre>${first}</pre></li>
</ol>
<ul>
<li><a href="${LANDING.docs}">API reference</a> (<a href="${LANDING.openapi}">OpenAPI document</a>)</li>
<li><a href="${LANDING.errors}">Error codes</a></li>
<li><a href="${LANDING.demo}">Today's panchang in New Delhi</a> (no key)</li>
</ul></body></html>
`;
}

/** JSON only for a client that asks for it and not for HTML (a browser's Accept lists text/html first). */
function wantsJson(accept: string): boolean {
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
}

export const landingRoute: AnyRoute = defineRoute({
  product: 'public',
  method: 'GET',
  path: '/',
  auth: 'none',
  cost: 0,
  envelope: 'none',
  // the handler sets the type it chose (HTML unless the client asks for JSON alone)
  contentType: ['text/html; charset=utf-8', 'application/json'],
  cacheControl: 'public, max-age=300',
  summary: 'Where to start: signup, key header, first call, reference',
  description: 'HTML for browsers; JSON with the same links when Accept is application/json.',
  response: z.union([z.string(), LandingLinks]),
  handler: (_input, ctx) => {
    ctx.setHeader('Vary', 'Accept');
    if (wantsJson(ctx.header('accept'))) return { data: LANDING };
    return { data: landingHtml(ctx.services.config.docsBaseUrl, isoUtcDate(ctx.nowMs)) };
  },
});
