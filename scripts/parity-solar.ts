// `npm run parity:solar`: every Tamil, Malayalam, Odia and Bengali month start of 1900-2024 through the engine against
// Drik Panchang's (../shared/reference/drik/). Prints each calendar's match count and every miss; exits 1 on any miss
// (the target is 100%), 2 when a reference file is absent. `--from`/`--to` (years) narrow the span.
import { parseArgs } from 'node:util';
import {
  measureSolarParity,
  readAllMonthStarts,
  SOLAR_PARITY_CALENDARS,
  solarStartsCsv,
} from '../pipeline/accuracy/solar-month-parity.ts';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
const from = Number(values.from ?? 1900),
  to = Number(values.to ?? 2024);
const { files, missing } = readAllMonthStarts();
if (missing.length) {
  console.error(
    `parity:solar: ${missing.map(solarStartsCsv).join(', ')} not found (CI clones the repository with ../shared beside it)`,
  );
  process.exit(2);
}
const years = new Set(Array.from({ length: to - from + 1 }, (_, i) => from + i));
const started = performance.now();
const result = measureSolarParity(files, years);
for (const calendar of SOLAR_PARITY_CALENDARS) {
  const misses = result.misses.filter((m) => m.calendar === calendar);
  const tested = files[calendar]!.rows.filter((r) => years.has(Number(r.date.slice(0, 4)))).length;
  console.log(`${calendar}: ${tested - misses.length}/${tested} month starts ${from}-${to}`);
  for (const m of misses) console.log(`  ${m.date}: Drik ${m.expected}, ours ${m.ours}`);
}
console.log(`all: ${result.passed}/${result.tested} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.misses.length ? 1 : 0);
