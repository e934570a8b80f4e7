import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CITY_SCRIPT_NAMES, type ScriptLang } from './city-names.ts';

// Each language's block (Devanagari for hi, mr, ne).
const SCRIPT: Readonly<Record<ScriptLang, RegExp>> = {
  hi: /^[\u0900-\u097f ]+$/,
  mr: /^[\u0900-\u097f ]+$/,
  ne: /^[\u0900-\u097f ]+$/,
  bn: /^[\u0980-\u09ff ]+$/,
  gu: /^[\u0a80-\u0aff ]+$/,
  or: /^[\u0b00-\u0b7f ]+$/,
  ta: /^[\u0b80-\u0bff ]+$/,
  te: /^[\u0c00-\u0c7f\u200c ]+$/,
  kn: /^[\u0c80-\u0cff ]+$/,
  ml: /^[\u0d00-\u0d7f ]+$/,
};

const rows = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../data/cities.json', import.meta.url)), 'utf8'),
) as Array<{ city_id: string; name: string; country_code: string }>;
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

test.run();
