// Properties over generated inputs (seeded, so a failure reproduces).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LETTER_VALUES, NUMEROLOGY_SYSTEMS } from '../../tables/numerology/letters.ts';
import { NAME_PUNCTUATION } from '../../tables/numerology/transliteration.ts';
import { BULK_OPS } from './bulk.ts';
import { isNumerologyError } from './errors.ts';
import { handleNumerology, type NumerologyContext } from './service.ts';
import { rng } from '../../test/support/rng.ts';
import { OPEN_POLICY } from '../../test/support/numerology-policy.ts';

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ctx: NumerologyContext = { policy: OPEN_POLICY, todayUtc: '2025-06-15' };

function randomWord(r: () => number): string {
  const n = 1 + Math.floor(r() * 9);
  let w = '';
  for (let i = 0; i < n; i++) w += pick(r, [...ALPHABET]);
  return w;
}
function randomName(r: () => number): string {
  return Array.from({ length: 1 + Math.floor(r() * 3) }, () => randomWord(r)).join(' ');
}
function randomDate(r: () => number): string {
  const y = 1900 + Math.floor(r() * 150);
  const m = 1 + Math.floor(r() * 12);
  const d = 1 + Math.floor(r() * 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
const core = (body: object) => handleNumerology('core', body, ctx);

// The letter tables restated as in the reference's charts (astrology-rules.md 8.1), rows by value.
const CHARTS: Record<string, string[]> = {
  pythagorean: ['', 'AJS', 'BKT', 'CLU', 'DMV', 'ENW', 'FOX', 'GPY', 'HQZ', 'IR'],
  chaldean: ['', 'AIJQY', 'BKR', 'CGLS', 'DMT', 'EHNX', 'UVW', 'OZ', 'FP', ''],
};

test("every letter maps per its system's chart, through the whole name path", () => {
  for (const system of NUMEROLOGY_SYSTEMS) {
    const chart = CHARTS[system];
    for (const letter of ALPHABET) {
      const value = chart.findIndex((row) => row.includes(letter));
      assert.ok(value > 0, `${letter} missing from the ${system} chart`);
      assert.is(LETTER_VALUES[system][letter], value, `${system} ${letter}`);
      const data = handleNumerology('name', { full_name: letter.toLowerCase(), system }, ctx).data as any;
      assert.is(data.systems[system].compound_number, value, `${system} ${letter} via /name`);
    }
  }
  assert.ok(!Object.values(LETTER_VALUES.chaldean).includes(9), 'no Chaldean letter is 9');
});

// An independent implementation of the unambiguous numbers, in the conformance check's conventions.
const digits = (n: number) =>
  String(n)
    .split('')
    .reduce((a, c) => a + Number(c), 0);
const keep = (n: number) => {
  while (n > 9 && n !== 11 && n !== 22 && n !== 33) n = digits(n);
  return n;
};
const single = (n: number) => {
  while (n > 9) n = digits(n);
  return n;
};

test('core agrees with an independent implementation on 300 generated profiles', () => {
  const r = rng(7);
  for (let i = 0; i < 300; i++) {
    const fullName = randomName(r);
    const dob = randomDate(r);
    const data = core({ full_name: fullName.toLowerCase(), date_of_birth: dob, systems: ['pythagorean', 'chaldean'] })
      .data as any;
    const letters = fullName.replace(/[^A-Z]/g, '').split('');
    const full = digits(Number(dob.replace(/-/g, '')));
    for (const system of NUMEROLOGY_SYSTEMS) {
      const total = letters.reduce((a, c) => a + LETTER_VALUES[system][c], 0);
      assert.is(data.results[system].expression_number, keep(total), `${fullName} ${system}`);
      assert.is(data.results[system].name_number, single(total));
      assert.is(data.results[system].normalized_name, fullName);
    }
    assert.is(data.date_numbers.life_path_number, keep(full), dob);
    assert.is(data.date_numbers.bhagyank, single(full), dob);
    assert.is(data.date_numbers.moolank, single(Number(dob.slice(8))), dob);
  }
});

test('every number of core ends in 1-9 or a kept master (0 only for a name with no vowels or consonants)', () => {
  const r = rng(11);
  const ok = (n: number) => (n >= 1 && n <= 9) || n === 11 || n === 22 || n === 33;
  for (let i = 0; i < 300; i++) {
    const data = core({ full_name: randomName(r), date_of_birth: randomDate(r), systems: ['pythagorean', 'chaldean'] })
      .data as any;
    for (const [k, v] of Object.entries(data.date_numbers))
      if (k !== 'birth_number') assert.ok(ok(v as number), `${k}=${v}`);
    assert.ok((data.date_numbers.birth_number as number) >= 1 && data.date_numbers.birth_number <= 31);
    for (const system of NUMEROLOGY_SYSTEMS) {
      const res = data.results[system];
      for (const k of ['name_number', 'expression_number', 'maturity_number']) assert.ok(ok(res[k]), `${k}=${res[k]}`);
      for (const k of ['soul_urge_number', 'personality_number'])
        assert.ok(ok(res[k]) || res[k] === 0, `${k}=${res[k]}`);
      assert.ok(res.name_number <= 9);
    }
    assert.ok(data.ank_jyotish.moolank.number <= 9 && data.ank_jyotish.bhagyank.number <= 9);
  }
});

function scramble(r: () => number, name: string): string {
  let out = ' '.repeat(Math.floor(r() * 3));
  for (const ch of name) {
    if (ch === ' ') {
      out += ' '.repeat(1 + Math.floor(r() * 3));
      continue;
    }
    if (r() < 0.2) out += pick(r, NAME_PUNCTUATION);
    out += r() < 0.5 ? ch.toLowerCase() : ch;
    if (r() < 0.1) out += '\u0301'; // a combining acute: José, Renée
  }
  return out + ' '.repeat(Math.floor(r() * 3));
}

test('results never depend on case, spacing, punctuation or diacritics', () => {
  const r = rng(23);
  for (let i = 0; i < 300; i++) {
    const fullName = randomName(r);
    const dob = randomDate(r);
    const plain = core({ full_name: fullName, date_of_birth: dob, systems: ['pythagorean', 'chaldean'] }).data as any;
    const messy = scramble(r, fullName);
    const other = core({ full_name: messy, date_of_birth: dob, systems: ['chaldean', 'pythagorean'] }).data as any;
    assert.is(JSON.stringify(other.results), JSON.stringify(plain.results), JSON.stringify(messy));
    assert.is(JSON.stringify(other.date_numbers), JSON.stringify(plain.date_numbers));
  }
});

function randomItem(r: () => number): unknown {
  const name = randomName(r);
  const dob = randomDate(r);
  const system = pick(r, ['pythagorean', 'chaldean', 'kabbalah']);
  return pick(r, [
    { op: 'core', full_name: name, date_of_birth: dob, system },
    { op: 'name', name, systems: [system, 'pythagorean'] },
    { op: 'cycles', date_of_birth: dob, date: randomDate(r), cycle_preserve_masters: r() < 0.5 },
    { op: 'cycles', date_of_birth: dob },
    { op: 'lo-shu', date: dob, lang: pick(r, ['en', 'hi', 'fr']) },
    {
      op: 'report',
      full_name: name,
      date_of_birth: dob,
      system,
      person_b: { full_name: randomName(r), date_of_birth: randomDate(r) },
    },
    { op: 'name-correction', full_name: name, system, target_number: pick(r, [1, 5, 11, 10]), max_edits: 1 },
    { op: 'core', full_name: 'राम', date_of_birth: dob, system },
    { op: 'core', full_name: name, date_of_birth: '2023-02-29', system },
    { op: 'compatibility' },
    { op: 'nope' },
    42,
  ]);
}

test('a bulk of N items equals N single calls, item by item', () => {
  const r = rng(31);
  for (let round = 0; round < 10; round++) {
    const items = Array.from({ length: 1 + Math.floor(r() * 50) }, () => randomItem(r));
    const bulk = handleNumerology('bulk', { items }, ctx);
    const results = (bulk.data as any).results as any[];
    assert.is(results.length, items.length);
    items.forEach((item: any, index) => {
      const got = results[index];
      assert.is(got.index, index);
      const { op, ...params } = typeof item === 'object' ? item : { op: null };
      let single: any;
      if (!BULK_OPS.includes(op)) single = { ok: false, error: 'invalid_request' };
      else
        try {
          single = { ok: true, ...handleNumerology(op, params, ctx) };
        } catch (e) {
          single = isNumerologyError(e)
            ? { ok: false, error: e.code, message: e.message }
            : { ok: false, error: 'invalid_request' };
        }
      assert.is(got.ok, single.ok, `item ${index} ${JSON.stringify(item)}`);
      if (single.ok)
        assert.is(
          JSON.stringify({ data: got.data, meta: got.meta }),
          JSON.stringify({ data: single.data, meta: single.meta }),
        );
      else assert.is(got.error, single.error);
    });
  }
});

test("repeated calls are byte-identical, whatever the order of the body's keys", () => {
  const r = rng(41);
  for (let i = 0; i < 50; i++) {
    const a = { full_name: randomName(r), date_of_birth: randomDate(r) };
    const b = { date_of_birth: randomDate(r), full_name: randomName(r) };
    const body = { person_a: a, person_b: b, systems: ['pythagorean', 'chaldean'], lang: pick(r, ['en', 'hi']) };
    const reordered = {
      lang: body.lang,
      systems: ['chaldean', 'pythagorean'],
      person_b: { ...b },
      person_a: { date_of_birth: a.date_of_birth, full_name: a.full_name },
    };
    const first = JSON.stringify(handleNumerology('compatibility', body, ctx));
    assert.is(JSON.stringify(handleNumerology('compatibility', body, ctx)), first);
    assert.is(JSON.stringify(handleNumerology('compatibility', reordered, ctx)), first);
    const reportBody = {
      full_name: a.full_name,
      date_of_birth: a.date_of_birth,
      system: 'chaldean',
      person_b: b,
      reference_date: '2025-01-01',
    };
    assert.is(
      JSON.stringify(handleNumerology('report', reportBody, ctx)),
      JSON.stringify(handleNumerology('report', { ...reportBody }, ctx)),
    );
  }
});

test.run();
