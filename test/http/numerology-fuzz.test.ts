// Black-box fuzz of the numerology routes: 1,000 generated malformed bodies per endpoint over HTTP.
// Each body is a valid one broken in known ways, so the test knows the seed code it must get (when
// several fields are broken, the engine's documented order picks: script, name, date, system, other).
// Never a 500, always the error envelope, never a charge; bulk items broken the same way fail alone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { numerologyRoutes } from '../../api/numerology/routes.ts';
import { NUMEROLOGY_ENDPOINTS, type NumerologyEndpoint } from '../../engine/numerology/index.ts';
import { rng } from '../support/rng.ts';
import { startHarness, type Harness, type Reply } from './harness.ts';

const PER_ENDPOINT = 1000;
const PARALLEL = 8;

type Code = 'unsupported_script' | 'invalid_name' | 'invalid_date_of_birth' | 'invalid_system' | 'invalid_request';
const ORDER: readonly Code[] = [
  'unsupported_script',
  'invalid_name',
  'invalid_date_of_birth',
  'invalid_system',
  'invalid_request',
];

type Rand = () => number;
type Body = Record<string, unknown>;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** A way to break one field of a body (or of a nested person), and the code that must follow. */
interface Breaker {
  /** Breakers on the same field are never combined. */
  readonly field: string;
  /** A cross-field rule is only checked once every field is valid, so it is never combined. */
  readonly alone?: boolean;
  apply(body: Body, r: Rand): Code;
}

const NOT_A_STRING = [42, -1.5, true, false, null, [], ['Asha'], {}, { first: 'Asha' }];
const NOT_A_BOOLEAN = ['true', 'yes', 1, 0, null, [], {}, 'false'];
const NON_LATIN = ['राम शर्मा', 'Иван Петров', '山田太郎', 'محمد علي', 'Asha राव', 'ʃɪp', 'Γιώργος', 'ㄱㄴ'];
const NOT_A_NAME = ['', '   ', '12345', 'Asha 2', '!!!', '😀', 'Asha\u0000Rao', '@#$', 'x'.repeat(300), '---'];
const BAD_DATES = [
  '1990-02-30',
  '2023-02-29',
  '1900-02-29',
  '1990-13-01',
  '1990-00-10',
  '1990-1-1',
  '1990/01/01',
  '01-01-1990',
  '19900101',
  '',
  ' 1990-01-01',
  '1990-01-01T00:00:00Z',
  '0000-01-01',
  'yesterday',
  19900101,
  null,
  true,
  [],
  {},
];
const BAD_SYSTEMS = ['kabbalah', '', 'PYTHAGOREAN CHALDEAN', 42, null, true, {}, ['pythagorean']];
const BAD_SYSTEM_LISTS = [
  [],
  ['kabbalah'],
  ['pythagorean', 'vedic'],
  'pythagorean',
  [1],
  [null],
  {},
  42,
  new Array(11).fill('chaldean'),
];

/** The key a field is sent under: the alias when the body uses it. */
const keyOf = (body: Body, field: string, alias: string | null) => (alias && alias in body ? alias : field);
/** Puts a bad value under `key` and names the code it must draw. */
function breakWith(body: Body, key: string, value: unknown, code: Code): Code {
  body[key] = value;
  return code;
}

function nameBreaker(field = 'full_name', alias: string | null = 'name'): Breaker {
  return {
    field,
    apply(body, r) {
      const key = keyOf(body, field, alias);
      const how = r();
      if (how < 0.2) {
        delete body[field];
        if (alias) delete body[alias];
        return 'invalid_name';
      }
      if (how < 0.4) return breakWith(body, key, pick(r, NOT_A_STRING), 'invalid_name');
      if (how < 0.6) return breakWith(body, key, pick(r, NOT_A_NAME), 'invalid_name');
      if (how < 0.85 || !alias) return breakWith(body, key, pick(r, NON_LATIN), 'unsupported_script');
      body[field] = 'Asha Rao';
      body[alias] = pick(r, ['Ravi Kumar', 'asha rao', 7]);
      return 'invalid_name';
    },
  };
}

function dateBreaker(required: boolean, alias: string | null, field = 'date_of_birth'): Breaker {
  return {
    field,
    apply(body, r) {
      const key = keyOf(body, field, alias);
      const how = r();
      if (how < 0.2 && required) {
        delete body[field];
        if (alias) delete body[alias];
        return 'invalid_date_of_birth';
      }
      if (how < 0.85 || !alias) return breakWith(body, key, pick(r, BAD_DATES), 'invalid_date_of_birth');
      body[field] = '1988-11-29';
      body[alias] = pick(r, ['1988-11-30', '1988-11-29 ', 1988]);
      return 'invalid_date_of_birth';
    },
  };
}

const systemBreaker: Breaker = {
  field: 'systems',
  apply(body, r) {
    const how = r();
    delete body.system;
    delete body.systems;
    if (how < 0.2) return 'invalid_system';
    if (how < 0.5) return breakWith(body, 'system', pick(r, BAD_SYSTEMS), 'invalid_system');
    if (how < 0.85) return breakWith(body, 'systems', pick(r, BAD_SYSTEM_LISTS), 'invalid_system');
    body.system = 'pythagorean';
    body.systems = ['pythagorean'];
    return 'invalid_system';
  },
};

/** A field whose bad values are plain invalid_request: flags, lang, reference dates, lists, limits. */
function otherBreaker(field: string, values: readonly unknown[]): Breaker {
  return { field, apply: (body, r) => breakWith(body, field, pick(r, values), 'invalid_request') };
}
const flag = (field: string) => otherBreaker(field, NOT_A_BOOLEAN);
const lang = otherBreaker('lang', ['fr', 'EN', '', 1, null, ['hi']]);
const referenceDate = (field: string) => otherBreaker(field, BAD_DATES);

/** A nested person: missing or not an object is invalid_request; inside, the name and date rules. */
function personBreaker(field: string, required: boolean): Breaker {
  const inner = [nameBreaker(), dateBreaker(true, 'date')];
  return {
    field,
    apply(body, r) {
      const how = r();
      if (how < 0.15 && required) {
        delete body[field];
        return 'invalid_request';
      }
      if (how < 0.35) return breakWith(body, field, pick(r, ['Ravi', 42, [], null, true]), 'invalid_request');
      const person = { ...(body[field] as Body) };
      body[field] = person;
      return pick(r, inner).apply(person, r);
    },
  };
}

const nameCorrectionTargets: Breaker[] = [
  otherBreaker('target_number', [0, 10, 12, 44, -5, 5.5, '5', null, [5]]),
  otherBreaker('target_category', ['lucky', '', 5, null]),
  otherBreaker('max_edits', [0, 3, 1.5, '2', null]),
  otherBreaker('max_suggestions', [0, 51, 2.5, 'ten', null]),
  {
    field: 'target',
    alone: true,
    apply(body, r) {
      if (r() < 0.5) delete body.target_number;
      else body.target_category = pick(r, ['master', 'moolank']);
      return 'invalid_request';
    },
  },
  {
    field: 'target',
    alone: true,
    apply(body, r) {
      delete body.target_number;
      delete body.date_of_birth;
      delete body.date;
      body.target_category = pick(r, ['moolank', 'bhagyank', 'birth_friendly']);
      return 'invalid_date_of_birth';
    },
  },
];

const ITEM = { op: 'core', full_name: 'Asha Rao', date_of_birth: '1988-11-29', system: 'pythagorean' };
const itemsBreaker: Breaker = {
  field: 'items',
  apply(body, r) {
    const how = r();
    if (how < 0.2) delete body.items;
    else if (how < 0.5) body.items = pick(r, ['core', 42, null, true, {}, { op: 'core' }]);
    else if (how < 0.7) body.items = [];
    else body.items = new Array(51 + Math.floor(r() * 10)).fill(r() < 0.5 ? ITEM : { op: 'tarot' });
    return 'invalid_request';
  },
};

interface Shape {
  readonly valid: Body;
  readonly breakers: readonly Breaker[];
  /** Aliases a generated body may use instead of the field names. */
  readonly aliases: readonly [string, string][];
}

const person = { full_name: 'Ravi Kumar', date_of_birth: '1987-02-03' };
const nameDate = { full_name: 'Asha Rao', date_of_birth: '1988-11-29' };
const NAME_ALIASES: [string, string][] = [
  ['full_name', 'name'],
  ['date_of_birth', 'date'],
];

const SHAPES: Record<NumerologyEndpoint, Shape> = {
  core: {
    valid: { ...nameDate, systems: ['pythagorean'], include_calculations: false },
    breakers: [nameBreaker(), dateBreaker(true, 'date'), systemBreaker, flag('include_calculations')],
    aliases: NAME_ALIASES,
  },
  name: {
    valid: { full_name: 'Asha Rao', systems: ['chaldean'] },
    breakers: [nameBreaker(), systemBreaker, flag('include_calculations')],
    aliases: [['full_name', 'name']],
  },
  cycles: {
    valid: { date_of_birth: '1988-11-29', date: '2025-06-15' },
    breakers: [dateBreaker(true, null), referenceDate('date'), flag('cycle_preserve_masters')],
    aliases: [],
  },
  'lo-shu': {
    valid: { date_of_birth: '1988-11-29', lang: 'en' },
    breakers: [dateBreaker(true, 'date'), flag('include_moolank_bhagyank'), lang],
    aliases: [['date_of_birth', 'date']],
  },
  compatibility: {
    valid: { person_a: nameDate, person_b: person, systems: ['pythagorean'] },
    breakers: [personBreaker('person_a', true), personBreaker('person_b', true), systemBreaker, lang],
    aliases: [],
  },
  report: {
    valid: { ...nameDate, systems: ['pythagorean'], person_b: person },
    breakers: [
      nameBreaker(),
      dateBreaker(true, 'date'),
      systemBreaker,
      personBreaker('person_b', false),
      lang,
      otherBreaker('sections', [[], ['tarot'], 'core', [1], null, {}]),
      referenceDate('reference_date'),
      flag('cycle_preserve_masters'),
      flag('include_moolank_bhagyank'),
    ],
    aliases: NAME_ALIASES,
  },
  'name-correction': {
    valid: { ...nameDate, systems: ['pythagorean'], target_number: 5 },
    breakers: [nameBreaker(), dateBreaker(false, 'date'), systemBreaker, ...nameCorrectionTargets],
    aliases: NAME_ALIASES,
  },
  bulk: { valid: { items: [ITEM] }, breakers: [itemsBreaker], aliases: [] },
};

/** Raw bodies that are not JSON objects: all invalid_request. */
const NOT_OBJECTS = [
  '[1,2,3]',
  'null',
  '42',
  '"Asha Rao"',
  'true',
  '[]',
  '{',
  '{"full_name": }',
  "{'full_name': 'x'}",
  'nul',
  '\ufeff{}',
  '{"a":1}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"full_name": "Asha"',
  '<xml/>',
];

const ALL_CODES = ORDER;
const DATE_ONLY: readonly Code[] = ['invalid_date_of_birth', 'invalid_request'];
/** The codes each endpoint's fields can give: the generator must reach every one of them. */
const REACHABLE: Record<NumerologyEndpoint, readonly Code[]> = {
  core: ALL_CODES,
  name: ['unsupported_script', 'invalid_name', 'invalid_system', 'invalid_request'],
  cycles: DATE_ONLY,
  'lo-shu': DATE_ONLY,
  compatibility: ALL_CODES,
  report: ALL_CODES,
  'name-correction': ALL_CODES,
  bulk: ['invalid_request'],
};

interface Case {
  /** What is sent. */
  readonly text: string;
  /** The body before serialising; null for the raw texts that are not JSON objects. */
  readonly object: Body | null;
  readonly code: Code;
}

/** Keys no endpoint reads, some of them hostile; objects ignore them, so they never change the code. */
const EXTRA_KEYS = ['x_note', 'x', '__proto__', 'constructor', 'toString', 'x_nested'];

function malformed(shape: Shape, r: Rand): Case {
  if (r() < 0.1) return { text: pick(r, NOT_OBJECTS), object: null, code: 'invalid_request' };
  const body: Body = structuredClone(shape.valid);
  for (const [field, alias] of shape.aliases) {
    if (r() < 0.3) {
      body[alias] = body[field];
      delete body[field];
    }
  }
  const chosen: Breaker[] = [];
  const wanted = 1 + Math.floor(r() * 3);
  for (let tries = 0; chosen.length < wanted && tries < 10; tries++) {
    const b = pick(r, shape.breakers);
    if (chosen.some((c) => c.field === b.field || c.alone) || (b.alone && chosen.length)) continue;
    chosen.push(b);
  }
  const codes = chosen.map((b) => b.apply(body, r));
  if (r() < 0.3) {
    // defineProperty, so that `__proto__` becomes a key of the JSON rather than the object's prototype
    Object.defineProperty(body, pick(r, EXTRA_KEYS), {
      value: pick(r, ['junk', 1, null, { admin: true }, [[['deep']]]]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const code = ORDER.find((c) => codes.includes(c))!;
  return { text: JSON.stringify(body), object: body, code };
}

let h: Harness;
let key: string;
test.before(async () => {
  h = await startHarness({ routes: numerologyRoutes, env: { RATE_LIMIT_SCALE: '1000' } });
  key = await h.signup('scale');
});
test.after(async () => h.close());

async function inBatches<T, U>(items: readonly T[], run: (item: T) => Promise<U>): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i += PARALLEL)
    out.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(run))));
  return out;
}

function checkError(reply: Reply, code: Code, where: string): void {
  assert.ok(reply.status < 500, `${where}: ${reply.status} ${reply.text.slice(0, 200)}`);
  assert.is(reply.status, 400, `${where}: ${reply.text.slice(0, 200)}`);
  assert.is(reply.json?.error, code, `${where}: ${reply.text.slice(0, 300)}`);
  assert.type(reply.json.message, 'string');
  assert.ok(reply.json.docs_url.endsWith(`/errors#${code}`), where);
  assert.not.match(reply.text, /\.ts:\d+|node_modules|ZodError/, `${where}: internals in the body`);
}

for (const [index, endpoint] of NUMEROLOGY_ENDPOINTS.entries()) {
  test(`${endpoint}: ${PER_ENDPOINT} malformed bodies, each the seed's code, no 500`, async () => {
    const r = rng(9000 + index);
    const cases = Array.from({ length: PER_ENDPOINT }, () => malformed(SHAPES[endpoint], r));
    const seen = new Set<Code>();
    await inBatches(cases, async (c) => {
      const reply = await h.call('POST', `/v1/numerology/${endpoint}`, { key, body: c.text });
      checkError(reply, c.code, `${endpoint} ${c.text.slice(0, 160)}`);
      seen.add(c.code);
    });
    assert.equal(
      ORDER.filter((c) => seen.has(c)),
      REACHABLE[endpoint],
      `${endpoint}: codes exercised`,
    );
  });
}

test('malformed calls are never charged', async () => {
  const usage = await h.call('GET', '/v1/usage?product=numerology', { key });
  assert.is(usage.json.data.calls_used, 0);
});

test('bulk: items broken the same ways fail alone, each with its code; the others still answer', async () => {
  const r = rng(77);
  const ops = ['core', 'name', 'cycles', 'lo-shu', 'report', 'name-correction'] as const;
  for (let call = 0; call < 20; call++) {
    const expected: (Code | 'ok')[] = [];
    const items = Array.from({ length: 50 }, () => {
      const op = pick(r, ops);
      if (r() < 0.2) {
        expected.push('ok');
        return { op, ...SHAPES[op].valid };
      }
      const c = malformed(SHAPES[op], r);
      expected.push(c.code);
      // A body that is not an object goes in as its raw text: an item that is not an object.
      return c.object ? { ...c.object, op } : c.text;
    });
    const reply = await h.call('POST', '/v1/numerology/bulk', { key, body: { items } });
    assert.is(reply.status, 200, reply.text.slice(0, 200));
    assert.is(reply.headers.get('x-quota-cost'), '50');
    const got = reply.json.data.results.map((x: { ok: boolean; error?: string }) => (x.ok ? 'ok' : x.error));
    assert.equal(got, expected, `bulk call ${call}`);
  }
});

test.run();
