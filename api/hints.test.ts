// Issue #28 item 2: every id a city_id hint names exists, for 500 misspellings and names; old names open their city.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCityDirectory } from '../pipeline/city-directory.ts';
import { PLACE_ALIASES } from '../tables/place-aliases.ts';
import { cityIdMessage, dateProblem } from './hints.ts';

const directory = loadCityDirectory();

/** Deterministic: the same 500 texts every run (mulberry32). */
function rand(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One typing slip: a letter dropped, doubled, swapped with the next, or replaced. */
function misspell(text: string, r: () => number): string {
  const i = Math.floor(r() * text.length);
  const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(r() * 26)]!;
  switch (Math.floor(r() * 4)) {
    case 0:
      return text.slice(0, i) + text.slice(i + 1);
    case 1:
      return text.slice(0, i) + text[i] + text.slice(i);
    case 2:
      return text.slice(0, i) + (text[i + 1] ?? '') + text[i] + text.slice(i + 2);
    default:
      return text.slice(0, i) + letter + text.slice(i + 1);
  }
}

/** The ids a message names: `try "a" or "b"`, `did you mean "a", "b"?`. */
function namedIds(message: string): string[] {
  const tail = /(?:try|did you mean) (.*?)(?:;|\?)/.exec(message)?.[1] ?? '';
  return [...tail.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

function texts(): string[] {
  const r = rand(28);
  const rows = directory.rows!;
  const out = [
    ...Object.keys(PLACE_ALIASES), // Bombay, New York, ...
    ...Object.keys(PLACE_ALIASES).map((a) => a.toLowerCase().replace(/ /g, '-')),
  ];
  while (out.length < 500) {
    const row = rows[Math.floor(r() ** 2 * rows.length)]!; // the populous cities more often
    const kind = r();
    if (kind < 0.4) out.push(misspell(row.city_id, r));
    else if (kind < 0.7) out.push(row.name);
    else out.push(misspell(row.name, r));
  }
  return out.slice(0, 500);
}

test('500 misspellings and names: every id a hint names exists, and most texts get one', () => {
  let hinted = 0;
  for (const text of texts()) {
    if (directory.byId(text) && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)) continue; // a working id needs no hint
    const ids = namedIds(cityIdMessage(directory, text));
    for (const id of ids) assert.ok(directory.byId(id)?.city_id === id, `${text} -> "${id}" is not an id`);
    if (ids.length) hinted++;
  }
  assert.ok(hinted > 400, `${hinted} of 500 got a suggestion`);
});

test('old and common names open their city as ids, and name it when written as names', () => {
  const cases: [string, string][] = [
    ['Bombay', 'mumbai'],
    ['Madras', 'chennai'],
    ['Calcutta', 'kolkata'],
    ['Bangalore', 'bengaluru'],
    ['Poona', 'pune'],
    ['Benares', 'varanasi'],
    ['Trivandrum', 'thiruvananthapuram'],
    ['Gurugram', 'gurgaon'],
    ['New York', 'new-york-city'],
    ['Baroda', 'vadodara'],
    ['Peking', 'beijing'],
  ];
  for (const [name, id] of cases) {
    const slug = name.toLowerCase().replace(/ /g, '-');
    assert.is(directory.byId(slug)?.city_id, id, slug);
    assert.match(cityIdMessage(directory, name), `: try "${id}"`, name);
  }
  // a slug that is a city of its own stays that city
  assert.is(directory.byId('gurgaon')?.city_id, 'gurgaon');
});

test('dateProblem tells the three problems apart', () => {
  assert.match(dateProblem('04/25/2026')!, 'reads as month/day/year: send "2026-04-25"');
  assert.match(dateProblem('2024-02-30')!, 'February 2024 has 29 days');
  assert.match(dateProblem('2026-13-01')!, 'has month 13');
  assert.is(dateProblem('2024-02-29'), null);
});

test('dateProblem takes a month-end as Date.UTC reckons it, years 0-99 read as 1900-1999 included', () => {
  const two = (n: number) => String(n).padStart(2, '0');
  for (const y of [0, 4, 24, 99, 100, 104, 1900, 2000, 2024, 2025, 2026, 2100, 2400, 9999])
    for (let m = 1; m <= 12; m++) {
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      for (const d of [28, 29, 30, 31]) {
        const text = `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}`;
        assert.is(dateProblem(text) === null, d <= last, text);
      }
    }
});

test.run();
