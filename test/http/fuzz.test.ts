// Black-box fuzz: 1,000 generated malformed requests per account endpoint. Every answer must be a
// 4xx error envelope: never a 500, never a body without `error`, `message` and `docs_url`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from './harness.ts';
import { rng } from '../support/rng.ts';

const PER_ENDPOINT = 1000;

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

function randomText(r: Rand, max: number): string {
  const alphabet = [
    'a',
    'Z',
    '9',
    ' ',
    '"',
    '\\',
    '{',
    '}',
    '[',
    ']',
    ',',
    ':',
    '\u0000',
    '\u0007',
    '\u00e9',
    '\u0928',
    '\u{1F600}',
    '\ud800',
    '\n',
    '%',
    '<',
  ];
  return Array.from({ length: Math.floor(r() * max) }, () => pick(r, alphabet)).join('');
}

/** Values that no field of any account endpoint accepts (every field is a string or an enum). */
function wrongValue(r: Rand): unknown {
  const depth = 1 + Math.floor(r() * 50);
  return pick(r, [
    null,
    0,
    -1,
    1e308,
    true,
    false,
    [],
    {},
    ['x'],
    { $gt: '' },
    [[[['deep']]]],
    JSON.parse('['.repeat(depth) + ']'.repeat(depth)),
    { toString: 'x', valueOf: 1 },
  ]);
}

/** Raw bodies that are not valid JSON, or JSON that is not an object. */
function rawJunk(r: Rand): string {
  const deep = 1000 + Math.floor(r() * 20000);
  return pick(r, [
    () => `#${randomText(r, 80)}`,
    () => `{${randomText(r, 40)}`,
    () => '{"email": ',
    () => JSON.stringify(randomText(r, 30)),
    () => String(Math.floor(r() * 1e9)),
    () => 'null',
    () => `[${'1,'.repeat(Math.floor(r() * 50))}1]`,
    () => '['.repeat(deep) + ']'.repeat(deep),
    () => `${'{"a":'.repeat(500)}1${'}'.repeat(499)}`,
    () => '\ufeff{}garbage',
    () => 'x'.repeat(1024 * 1024 + 10),
  ])();
}

/** A valid body with one field broken: a wrong type, over its bounds, or (when required) removed. */
function brokenObject(r: Rand, e: Endpoint): Record<string, unknown> {
  const body: Record<string, unknown> = { ...e.valid };
  const field = pick(r, Object.keys(e.valid));
  const how = r();
  if (how < 0.3 && e.required.includes(field)) delete body[field];
  else if (how < 0.85 || !e.oversize[field]) body[field] = wrongValue(r);
  else body[field] = e.oversize[field];
  if (r() < 0.3) body[randomText(r, 8) || '__proto__'] = randomText(r, 20);
  if (r() < 0.1) Object.assign(body, JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}'));
  return body;
}

interface Endpoint {
  path: string;
  auth: boolean;
  valid: Record<string, unknown>;
  /** Fields that may not be absent; every field of `valid` is broken in turn. */
  required: readonly string[];
  oversize: Record<string, string>;
}

const ENDPOINTS: readonly Endpoint[] = [
  {
    path: '/v1/signup',
    auth: false,
    valid: { email: 'f@example.com', password: 'long enough', plan: 'free' },
    required: ['email', 'password'],
    oversize: { email: `${'a'.repeat(300)}@example.com`, password: 'p'.repeat(300) },
  },
  {
    path: '/v1/keys',
    auth: true,
    valid: { name: 'n', scope: 'read' },
    required: [],
    oversize: { name: 'n'.repeat(101) },
  },
  { path: '/v1/keys/list', auth: true, valid: {}, required: [], oversize: {} },
  {
    path: '/v1/keys/rotate',
    auth: true,
    valid: { key_id: 'key_0123456789abcdef' },
    required: ['key_id'],
    oversize: { key_id: `key_${'0'.repeat(100)}` },
  },
  {
    path: '/v1/keys/revoke',
    auth: true,
    valid: { key_id: 'key_0123456789abcdef' },
    required: ['key_id'],
    oversize: { key_id: 'k'.repeat(5000) },
  },
  {
    path: '/v1/feedback',
    auth: false,
    valid: { name: 'Asha', email: 'f@example.com', plan: 'none', message: 'long enough text' },
    required: ['name', 'email', 'plan', 'message'],
    oversize: { message: 'm'.repeat(2001), name: 'n'.repeat(121) },
  },
  {
    path: '/v1/contact',
    auth: false,
    valid: { name: 'Asha', email: 'f@example.com', message: 'long enough text' },
    required: ['name', 'email', 'message'],
    oversize: { message: 'm'.repeat(4001), name: 'n'.repeat(121) },
  },
];

function malformedBody(r: Rand, e: Endpoint): string {
  // keys/list accepts any object, so only its non-objects and broken JSON are malformed
  if (Object.keys(e.valid).length === 0 || r() < 0.35) return rawJunk(r);
  return JSON.stringify(brokenObject(r, e));
}

let h: Harness;
let admin: string;
test.before(async () => {
  h = await startHarness({ env: { RATE_LIMIT_SCALE: '10000' } });
  admin = await h.signup('free');
});
test.after(async () => h.close());

async function sweep(
  label: string,
  send: (i: number) => Promise<{ status: number; json: any; text: string; sent: string }>,
): Promise<void> {
  const bad: string[] = [];
  for (let i = 0; i < PER_ENDPOINT; i++) {
    const res = await send(i);
    const enveloped =
      res.json &&
      typeof res.json.error === 'string' &&
      typeof res.json.message === 'string' &&
      typeof res.json.docs_url === 'string';
    if (res.status >= 500 || res.status < 400 || !enveloped)
      bad.push(`#${i} ${res.sent.slice(0, 60)}: ${res.status} ${res.text.slice(0, 100)}`);
  }
  assert.equal(bad.slice(0, 5), [], `${label}: ${bad.length} bad answers`);
}

for (const [n, e] of ENDPOINTS.entries()) {
  test(`fuzz POST ${e.path}: ${PER_ENDPOINT} malformed bodies, zero 500s`, async () => {
    const r = rng(1000 + n);
    await sweep(e.path, async (i) => {
      const headers: Record<string, string> = {};
      // some requests lie about their content type or send none
      if (i % 7 === 3) headers['content-type'] = 'text/plain';
      else if (i % 7 === 5) headers['content-type'] = 'application/x-www-form-urlencoded';
      const body = malformedBody(r, e);
      return { ...(await h.call('POST', e.path, { key: e.auth ? admin : null, body, headers })), sent: body };
    });
  });
}

test(`fuzz GET /v1/usage: ${PER_ENDPOINT} malformed queries, zero 500s`, async () => {
  const r = rng(99);
  await sweep('/v1/usage', async () => {
    const value = encodeURIComponent(randomText(r, 30).replace(/\ud800/g, '')) || '%FF';
    const q = pick(r, [
      `product=${value}`,
      `product=${value}&product=panchang`,
      `product=panchang%00`,
      `product=%E0%A4`,
      `product=PANCHANG`,
      `product=`,
    ]);
    return { ...(await h.call('GET', `/v1/usage?${q}`, { key: admin })), sent: q };
  });
});

test.run();
