// Festival dates vs published calendars (DESIGN.md target: 97% or more exact). Prints the match rate and every miss;
// a miss must be explained in published-dates.ts (`expectedMiss`), and an explained row that now matches must lose
// its explanation, so the table stays honest in both directions.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FESTIVAL_RULES } from '../../engine/panchang/festivals/index.ts';
import { PUBLISHED_DATES, type PublishedDate } from './published-dates.ts';
import { datesOf } from './support.ts';

const idBySlug = new Map(FESTIVAL_RULES.rows.map((r) => [r.slug, r.id]));

interface Outcome { row: PublishedDate; computed: string[]; match: boolean }

function evaluate(row: PublishedDate): Outcome {
  const id = idBySlug.get(row.slug);
  if (id === undefined) throw new Error(`published row names an unknown festival slug: ${row.slug}`);
  const computed = datesOf(row.city, Number(row.date.slice(0, 4)), id);
  return { row, computed, match: computed.includes(row.date) };
}

const outcomes = PUBLISHED_DATES.map(evaluate);

test('the published table has at least 120 rows, each with a source', () => {
  assert.ok(PUBLISHED_DATES.length >= 120, `${PUBLISHED_DATES.length} rows`);
  for (const r of PUBLISHED_DATES) assert.ok(r.source.length > 5, `${r.slug} ${r.date} has no source`);
});

test('match rate is 97% or more; every miss is explained', () => {
  const misses = outcomes.filter((o) => !o.match);
  const rate = (outcomes.length - misses.length) / outcomes.length;
  console.log(`festival match rate: ${outcomes.length - misses.length}/${outcomes.length} = ${(100 * rate).toFixed(1)}%`);
  for (const m of misses) {
    console.log(`  miss: ${m.row.city} ${m.row.slug} published ${m.row.date}, computed [${m.computed.join(', ')}] (${m.row.source})`);
    if (m.row.expectedMiss) console.log(`        why: ${m.row.expectedMiss}`);
  }
  assert.ok(rate >= 0.97, `match rate ${(100 * rate).toFixed(1)}% < 97%`);
  const unexplained = misses.filter((m) => !m.row.expectedMiss).map((m) => `${m.row.city} ${m.row.slug} ${m.row.date}`);
  assert.equal(unexplained, [], 'unexplained misses');
});

test('rows explained as misses really miss (remove the explanation when they start to match)', () => {
  const stale = outcomes.filter((o) => o.match && o.row.expectedMiss).map((o) => `${o.row.city} ${o.row.slug} ${o.row.date}`);
  assert.equal(stale, []);
});

test.run();
