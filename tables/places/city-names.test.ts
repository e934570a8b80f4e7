import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CITY_SCRIPT_NAMES, type ScriptLang } from './city-names.ts';

// Each language's block (Devanagari for hi, mr, ne); parentheses hold a state that tells two namesakes apart.
const SCRIPT: Readonly<Record<ScriptLang, RegExp>> = {
  hi: /^[\u0900-\u097f ()]+$/,
  mr: /^[\u0900-\u097f ()]+$/,
  ne: /^[\u0900-\u097f ()]+$/,
  bn: /^[\u0980-\u09ff ()]+$/,
  gu: /^[\u0a80-\u0aff ()]+$/,
  or: /^[\u0b00-\u0b7f ()]+$/,
  ta: /^[\u0b80-\u0bff ()]+$/,
  te: /^[\u0c00-\u0c7f\u200c ()]+$/,
  kn: /^[\u0c80-\u0cff ()]+$/,
  ml: /^[\u0d00-\u0d7f ()]+$/,
};

const rows = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../data/cities.json', import.meta.url)), 'utf8'),
) as Array<{ city_id: string; name: string; country_code: string; population: number | null }>;
const byId = new Map(rows.map((r) => [r.city_id, r]));

test('every listed city exists, and every name is NFC, in its own script, with no Latin letter', () => {
  for (const [id, city] of Object.entries(CITY_SCRIPT_NAMES)) {
    const row = byId.get(id);
    assert.ok(row, id);
    assert.is(row.name, city.name, id);
    assert.is(row.country_code, city.country, id);
    for (const [lang, name] of Object.entries(city.names)) {
      assert.is(name, name.normalize('NFC'), `${id} ${lang}`);
      assert.not.match(name, /[A-Za-z]/, `${id} ${lang}`);
      assert.match(name, SCRIPT[lang as ScriptLang], `${id} ${lang} ${name}`);
    }
  }
});

/** The cities the table promises (city-names.ts): India's of 250,000 or more, all of Nepal's, the 20 largest of
 * Sri Lanka and of Bangladesh. */
function promised(): string[] {
  const largest = (cc: string, n: number) =>
    rows
      .filter((r) => r.country_code === cc)
      .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
      .slice(0, n);
  return [
    ...rows.filter((r) => r.country_code === 'IN' && (r.population ?? 0) >= 250_000),
    ...rows.filter((r) => r.country_code === 'NP'),
    ...largest('LK', 20),
    ...largest('BD', 20),
  ].map((r) => r.city_id);
}

test('the table covers every city it promises', () => {
  const missing = promised().filter((id) => !CITY_SCRIPT_NAMES[id]);
  assert.equal(missing, [], `${missing.length} cities without script names`);
});

test('two cities of one country share a script name only when the directory gives them one name too', () => {
  const seen = new Map<string, string>(); // country, lang, script name -> the directory's name
  for (const [id, city] of Object.entries(CITY_SCRIPT_NAMES))
    for (const [lang, name] of Object.entries(city.names)) {
      const key = `${city.country} ${lang} ${name}`;
      assert.is(seen.get(key) ?? city.name, city.name, `${key} names ${seen.get(key)} and ${city.name} (${id})`);
      seen.set(key, city.name);
    }
});

test.run();
