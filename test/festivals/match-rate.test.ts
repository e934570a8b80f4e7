// Festival dates vs published calendars (DESIGN.md target: 97% or more exact). Prints the match rate and every miss;
// a miss must be explained in pipeline/accuracy/festival-published-dates.ts (`expectedMiss`), and an explained row that now matches must lose
// its explanation, so the table stays honest in both directions.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FESTIVAL_TARGET, festivalOutcomes, festivalSection } from '../../pipeline/accuracy/festival-accuracy.ts';
import { PUBLISHED_DATES } from '../../pipeline/accuracy/festival-published-dates.ts';

const outcomes = festivalOutcomes();

test('the published table has at least 120 rows, each with a source', () => {
  assert.ok(PUBLISHED_DATES.length >= 120, `${PUBLISHED_DATES.length} rows`);
  for (const r of PUBLISHED_DATES) assert.ok(r.source.length > 5, `${r.slug} ${r.date} has no source`);
});

test('match rate is 97% or more; every miss is explained', () => {
  const misses = outcomes.filter((o) => !o.match);
  const rate = (outcomes.length - misses.length) / outcomes.length;
  console.log(
    `festival match rate: ${outcomes.length - misses.length}/${outcomes.length} = ${(100 * rate).toFixed(1)}%`,
  );
  for (const m of misses) {
    console.log(
      `  miss: ${m.row.city} ${m.row.slug} published ${m.row.date}, computed [${m.computed.join(', ')}] (${m.row.source})`,
    );
    if (m.row.expectedMiss) console.log(`        why: ${m.row.expectedMiss}`);
  }
  assert.ok(rate >= FESTIVAL_TARGET, `match rate ${(100 * rate).toFixed(1)}% < 97%`);
  const unexplained = misses.filter((m) => !m.row.expectedMiss).map((m) => `${m.row.city} ${m.row.slug} ${m.row.date}`);
  assert.equal(unexplained, [], 'unexplained misses');
});

test('rows explained as misses really miss (remove the explanation when they start to match)', () => {
  const stale = outcomes
    .filter((o) => o.match && o.row.expectedMiss)
    .map((o) => `${o.row.city} ${o.row.slug} ${o.row.date}`);
  assert.equal(stale, []);
});

test('the manifest section reports the same counts and lists every miss', () => {
  const s = festivalSection();
  assert.is(s.tested, outcomes.length);
  assert.is(s.passed, outcomes.filter((o) => o.match).length);
  assert.is(s.misses.length, s.tested - s.passed);
});

test.run();
