// Sharad Purnima and Govardhan Puja: which candidate rule gives which date, New Delhi 1990-2030, and the years where
// the candidates disagree (issue #31). Prints one line a year; the adopted rule is the table's (tables/festivals/annual.ts)
// and published dates are checked by the festival harness (pipeline/accuracy/festival-published-dates.ts).
// Run: node_modules/.bin/node --import tsx scripts/festival-rule-study.ts [from] [to]
import { annual } from '../tables/festivals/build.ts';
import type { TithiRule } from '../tables/festivals/types.ts';
import { tithiHits } from '../engine/panchang/festivals/evaluate.ts';
import { PlaceYear } from '../engine/panchang/festivals/place-year.ts';
import { yearIndexOf } from '../engine/panchang/festivals/year-index.ts';
import { CITIES } from '../pipeline/accuracy/festival-cities.ts';
import { globalYear, placeDaysFor } from '../pipeline/accuracy/festival-accuracy.ts';

const CANDIDATES: Record<string, Record<string, TithiRule>> = {
  'sharad-purnima': {
    nishita_first: annual(7, 15, 'nishita', 'first'),
    nishita_max: annual(7, 15, 'nishita', 'max'),
    moonrise_first: annual(7, 15, 'moonrise', 'first'),
    pradosh_first: annual(7, 15, 'pradosh', 'first'),
    sunrise_first: annual(7, 15, 'sunrise', 'first'),
  },
  'govardhan-puja': {
    madhyahna_second: annual(8, 1, 'madhyahna', 'second'),
    pratah_second: annual(8, 1, 'pratah', 'second'),
    sunrise_first: annual(8, 1, 'sunrise', 'first'),
    madhyahna_max: annual(8, 1, 'madhyahna', 'max'),
    sayahna_first: annual(8, 1, 'sayahna', 'first'),
  },
};

function datesFor(year: number, rule: TithiRule): string[] {
  const gy = globalYear(year);
  const py = new PlaceYear(placeDaysFor(CITIES['new-delhi'], year));
  const ctx = { year: gy, index: yearIndexOf(gy), py, hitsById: new Map(), eclipses: () => [] };
  return tithiHits(ctx, rule)
    .map((h) => py.days[h.day].date)
    .filter((d) => d.startsWith(`${year}-`));
}

const from = Number(process.argv[2] ?? 1990);
const to = Number(process.argv[3] ?? 2030);
for (const [slug, rules] of Object.entries(CANDIDATES)) {
  console.log(`# ${slug}: ${Object.keys(rules).join(' | ')}`);
  for (let y = from; y <= to; y++) {
    const got = Object.values(rules).map((r) => datesFor(y, r).join(','));
    const split = new Set(got).size > 1 ? '  <- rules disagree' : '';
    console.log(`${y}  ${got.join(' | ')}${split}`);
  }
}
