// Request validation: the seed's error codes for bad input, and nothing else for 1,000 generated bodies.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NUMEROLOGY_ENDPOINTS } from '../../tables/numerology/endpoints.ts';
import { NUMEROLOGY_INPUT_ERROR_CODES, NumerologyInputError, isNumerologyError } from './errors.ts';
import { codeOfIssue } from './schema-fields.ts';
import { NUMEROLOGY_SCHEMAS, parseNumerologyRequest, safeParseNumerologyRequest } from './schemas.ts';
import { handleNumerology } from './service.ts';
import { rng } from '../../test/support/rng.ts';
import { OPEN_POLICY } from '../../test/support/numerology-policy.ts';

function codeOf(endpoint: Parameters<typeof safeParseNumerologyRequest>[0], body: unknown): string {
  const r = safeParseNumerologyRequest(endpoint, body);
  return r.ok ? 'ok' : r.error.code;
}
const good = { full_name: 'Ram Sharma', date_of_birth: '1990-01-01', system: 'pythagorean' };

test("the conformance check's bad bodies give its codes", () => {
  assert.is(codeOf('core', { ...good, full_name: 'राम शर्मा' }), 'unsupported_script');
  assert.is(codeOf('core', { full_name: 'Ram Sharma', date_of_birth: '1990-01-01' }), 'invalid_system');
  assert.is(codeOf('core', { ...good, system: 'kabbalah' }), 'invalid_system');
  assert.is(codeOf('core', { ...good, date_of_birth: '1990-02-30' }), 'invalid_date_of_birth');
  assert.is(codeOf('core', { date_of_birth: '1990-01-01', system: 'pythagorean' }), 'invalid_name');
  assert.is(codeOf('core', [1, 2, 3]), 'invalid_request');
  assert.is(codeOf('core', null), 'invalid_request');
  assert.is(codeOf('core', 'x'), 'invalid_request');
});

test('system xor systems; duplicates collapse into the canonical order', () => {
  assert.is(codeOf('core', { ...good, systems: ['chaldean'] }), 'invalid_system');
  assert.is(codeOf('core', { ...good, system: undefined, systems: [] }), 'invalid_system');
  const r = parseNumerologyRequest('core', {
    ...good,
    system: undefined,
    systems: ['chaldean', 'pythagorean', 'CHALDEAN'],
  });
  assert.equal(r.systems, ['pythagorean', 'chaldean']);
  assert.equal(parseNumerologyRequest('core', { ...good, system: ' Chaldean ' }).systems, ['chaldean']);
});

test('aliases: name and date; two different values are an error, equal ones are fine', () => {
  const r = parseNumerologyRequest('core', { name: 'Ram', date: '1990-01-01', system: 'pythagorean' });
  assert.equal(r.dateOfBirth, { year: 1990, month: 1, day: 1 });
  assert.is(r.name.display, 'Ram');
  assert.is(codeOf('core', { ...good, name: 'Ram Sharma' }), 'ok');
  assert.is(codeOf('core', { ...good, name: 'Sita' }), 'invalid_name');
  assert.is(codeOf('core', { ...good, date: '1991-01-01' }), 'invalid_date_of_birth');
  // In /cycles, `date` is the reference date, not the date of birth.
  const c = parseNumerologyRequest('cycles', { date_of_birth: '1990-01-01', date: '2025-03-15' });
  assert.equal(c.referenceDate, { year: 2025, month: 3, day: 15 });
  assert.is(codeOf('cycles', { date: '2025-03-15' }), 'invalid_date_of_birth');
  assert.is(codeOf('cycles', { date_of_birth: '1990-01-01', date: '2025-02-29' }), 'invalid_request');
});

test('dates must be YYYY-MM-DD and exist', () => {
  for (const bad of [
    '1990-1-1',
    '1990/01/01',
    '01-01-1990',
    '2023-02-29',
    '1900-02-29',
    '0000-01-01',
    '1990-13-01',
    '1990-00-10',
    ' 1990-01-01',
    '1990-01-01T00:00:00Z',
    19900101,
    null,
  ]) {
    assert.is(codeOf('core', { ...good, date_of_birth: bad }), 'invalid_date_of_birth', String(bad));
  }
  assert.is(codeOf('core', { ...good, date_of_birth: '2000-02-29' }), 'ok');
});

test('endpoint-specific fields', () => {
  assert.is(
    codeOf('compatibility', {
      person_a: { full_name: 'A', date_of_birth: '1990-01-01' },
      person_b: { name: 'B', date: '1991-01-01' },
      system: 'chaldean',
      lang: 'hi',
    }),
    'ok',
  );
  assert.is(
    codeOf('compatibility', {
      person_a: { full_name: 'A', date_of_birth: '1990-01-01' },
      person_b: { full_name: 'Ив', date_of_birth: '1991-01-01' },
      system: 'chaldean',
    }),
    'unsupported_script',
  );
  assert.is(
    codeOf('compatibility', { person_a: { full_name: 'A', date_of_birth: '1990-01-01' }, system: 'chaldean' }),
    'invalid_request',
  );
  assert.is(
    codeOf('compatibility', {
      person_a: { full_name: 'A', date_of_birth: '1990-01-01' },
      person_b: { full_name: 'B', date_of_birth: '1991-01-01' },
      system: 'chaldean',
      lang: 'fr',
    }),
    'invalid_request',
  );
  assert.is(codeOf('report', { ...good, sections: ['tarot'] }), 'invalid_request');
  assert.is(codeOf('report', { ...good, sections: [] }), 'invalid_request');
  assert.is(codeOf('name-correction', { ...good, target_number: 10 }), 'invalid_request');
  assert.is(codeOf('name-correction', { ...good, target_number: 5, target_category: 'master' }), 'invalid_request');
  assert.is(codeOf('name-correction', { ...good }), 'invalid_request');
  assert.is(
    codeOf('name-correction', { full_name: 'Ram', system: 'chaldean', target_category: 'moolank' }),
    'invalid_date_of_birth',
  );
  assert.is(codeOf('name-correction', { full_name: 'Ram', system: 'chaldean', target_category: 'master' }), 'ok');
  assert.is(codeOf('name-correction', { ...good, target_number: 22, max_edits: 3 }), 'invalid_request');
  assert.is(codeOf('bulk', { items: [] }), 'invalid_request');
  assert.is(codeOf('bulk', { items: new Array(51).fill({ op: 'core' }) }), 'invalid_request');
  assert.is(codeOf('bulk', { items: new Array(50).fill({ op: 'core' }) }), 'ok');
});

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  NaN,
  Infinity,
  true,
  '',
  ' ',
  'x'.repeat(5000),
  '\u0000',
  '😀',
  'राम',
  '山田',
  'Иван',
  'محمد',
  'Ram राम',
  '1990-02-30',
  '0000-00-00',
  '2024-02-29',
  'pythagorean',
  'CHALDEAN',
  'kabbalah',
  [],
  [null],
  ['pythagorean', 'pythagorean'],
  {},
  { toString: 'x' },
  [[['deep']]],
  { full_name: 'A' },
  'hi',
  'en',
  11,
  22,
  33,
  99,
  'core',
  'lo-shu',
];
// The fields most endpoints read appear twice, so most changes land where they matter.
const FIELDS = [
  'full_name',
  'full_name',
  'name',
  'date_of_birth',
  'date_of_birth',
  'date',
  'system',
  'system',
  'systems',
  'include_calculations',
  'cycle_preserve_masters',
  'person_a',
  'person_b',
  'lang',
  'sections',
  'reference_date',
  'target_number',
  'target_category',
  'max_edits',
  'max_suggestions',
  'items',
  'op',
  'include_moolank_bhagyank',
  '__proto__',
  'constructor',
];
const VALID: Record<string, unknown> = {
  full_name: 'Asha Rao',
  date_of_birth: '1988-11-29',
  system: 'chaldean',
  date: '2025-01-01',
  person_a: { full_name: 'Asha Rao', date_of_birth: '1988-11-29' },
  person_b: { name: 'Ravi', date: '1987-02-03' },
  target_number: 5,
  items: [{ op: 'core', full_name: 'A', date_of_birth: '1990-01-01', system: 'pythagorean' }],
};

function malformed(r: () => number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)];
  if (r() < 0.1) return pick(JUNK);
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(VALID)) if (r() < 0.7) body[k] = v;
  const changes = 1 + Math.floor(r() * 3);
  for (let i = 0; i < changes; i++) {
    const field = pick(FIELDS);
    if (r() < 0.25) delete body[field];
    else if (r() < 0.3 && field === 'items')
      body.items = Array.from({ length: Math.floor(r() * 60) }, () => malformed(r));
    else body[field] = pick(JUNK);
  }
  return body;
}

test("1,000 generated malformed bodies give only the seed's codes, never an untyped error", () => {
  const r = rng(2024);
  const allowed = new Set<string>([...NUMEROLOGY_INPUT_ERROR_CODES, 'upgrade_required']);
  const seen = new Map<string, number>();
  let rejected = 0;
  // Bodies the generator happens to make valid still run (they must not throw untyped either) but do
  // not count: the thousand are bodies the schemas reject.
  for (let i = 0; rejected < 1000; i++) {
    assert.ok(i < 5000, 'the generator makes too few malformed bodies');
    const body = malformed(r);
    const endpoint = NUMEROLOGY_ENDPOINTS[i % NUMEROLOGY_ENDPOINTS.length];
    const raw = NUMEROLOGY_SCHEMAS[endpoint].safeParse(body);
    if (!raw.success) {
      rejected++;
      // Every raw zod issue maps to a seed code too, for a gateway that reads the schemas directly.
      for (const issue of raw.error.issues) assert.ok(NUMEROLOGY_INPUT_ERROR_CODES.includes(codeOfIssue(issue)));
    }
    try {
      handleNumerology(endpoint, body, { policy: OPEN_POLICY, todayUtc: '2025-06-15' });
      assert.ok(raw.success, `${endpoint} accepted a body its schema rejects`);
    } catch (e) {
      assert.ok(isNumerologyError(e), `untyped error on ${endpoint}: ${String(e)}`);
      if (!isNumerologyError(e)) continue;
      assert.ok(allowed.has(e.code), e.code);
      if (e instanceof NumerologyInputError) assert.ok(e.message.length > 0 && e.message.length < 300, e.message);
      if (!raw.success) seen.set(e.code, (seen.get(e.code) ?? 0) + 1);
    }
  }
  assert.is(
    [...seen.values()].reduce((a, b) => a + b, 0),
    1000,
  );
  for (const code of NUMEROLOGY_INPUT_ERROR_CODES)
    assert.ok((seen.get(code) ?? 0) > 0, `no ${code} in ${JSON.stringify([...seen])}`);
});

test.run();
