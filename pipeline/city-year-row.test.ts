// The city_year table of SHARD-FORMAT.md is the one the code derives from CITY_YEAR_COLUMNS.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CITY_YEAR_COLUMNS, CITY_YEAR_TABLE, INSERT_CITY_YEAR, SELECT_CITY_YEAR } from './city-year-row.ts';

const spec = readFileSync(new URL('./SHARD-FORMAT.md', import.meta.url), 'utf8');

test('the documented CREATE TABLE names the same columns and types, in order', () => {
  const block = /CREATE TABLE city_year \(([\s\S]*?)\) WITHOUT ROWID;/.exec(spec);
  assert.ok(block, 'SHARD-FORMAT.md has the city_year table');
  const documented = block![1]
    .split('\n')
    .map((line) => line.replace(/--.*$/, '').trim().replace(/,$/, ''))
    .filter(Boolean)
    .map((line) => {
      const [name, ...type] = line.split(/\s+/);
      return [name, type.join(' ')];
    });
  assert.equal(documented, Object.entries(CITY_YEAR_COLUMNS));
});

test('the statements use every column', () => {
  for (const column of Object.keys(CITY_YEAR_COLUMNS)) {
    for (const sql of [CITY_YEAR_TABLE, INSERT_CITY_YEAR, SELECT_CITY_YEAR])
      assert.ok(sql.includes(column), `${column} in ${sql}`);
  }
});

test.run();
