// `npm run parity:ends`: Drik Panchang's tithi, karana, nakshatra and yoga ends against ours, from the day panchang
// that heads each stored New Delhi month page (pipeline/accuracy/month-page-html.ts; the pages are kept outside the
// repository in DRIK_MONTH_PAGES_DIR, default var/drik-month-pages). It is the data behind the drik profile's ΔT and
// ayanamsa (docs/drik-parity.md, "Element ends: one model for all four"): per span of years and per field, the share
// on Drik's minute and the median of ours − printed, for the default profile, the drik profile before issue #40's
// element fit, each of its two changes alone, the profile with nutation cancelled, and the profile now; then the
// profile on odd and even months.
// `--from 1990 --to 2050` narrows the years (default 1990-2050; every page is 1900-2050);
// `--write-grid 2025-2030` also writes those years' month grids as DRIK_PRINTED_DIR/month-grid-<span>.tsv for
// `npm run parity:fit` and `npm run parity` (month-grid.ts reads them).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROFILES, type Conventions } from '../engine/astro/conventions.ts';
import { onDrikMinute, printedResiduals, type PrintedTime } from '../pipeline/accuracy/day-pages.ts';
import {
  DRIK_MONTH_PAGES_DIR,
  dayPanchangEnds,
  monthGridLines,
  readMonthPages,
} from '../pipeline/accuracy/month-page-html.ts';
import { DRIK_PRINTED_DIR } from '../pipeline/accuracy/month-grid.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '1990' },
    to: { type: 'string', default: '2050' },
    'write-grid': { type: 'string' },
  },
});

if (values['write-grid']) {
  const [a, b] = values['write-grid'].split('-').map(Number);
  const pages = readMonthPages(DRIK_MONTH_PAGES_DIR, a, b);
  const lines = [
    `# Drik Panchang, New Delhi month pages ${a}-${b} (dra8an/hindu-calendar scraper/data/raw/month, commit 5269abb), read by scripts/parity-ends.ts`,
  ];
  for (const p of pages)
    lines.push(`# ${p.year}-${String(p.month).padStart(2, '0')}`, ...monthGridLines(p.html, p.year, p.month));
  mkdirSync(DRIK_PRINTED_DIR, { recursive: true });
  const file = join(DRIK_PRINTED_DIR, `month-grid-${a}-${b}.tsv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`wrote ${lines.filter((l) => !l.startsWith('#')).length} days of ${pages.length} month pages to ${file}`);
}

const from = Number(values.from),
  to = Number(values.to);
const pages = readMonthPages(DRIK_MONTH_PAGES_DIR, from, to);
if (!pages.length) {
  console.log(
    `parity:ends: no YYYY-MM.html of ${from}-${to} in ${DRIK_MONTH_PAGES_DIR} (set DRIK_MONTH_PAGES_DIR); skipped`,
  );
  process.exit(0);
}
const times: PrintedTime[] = pages.flatMap((p) =>
  dayPanchangEnds(p.html, `${p.year}-${String(p.month).padStart(2, '0')}-01`),
);
console.log(
  `${times.length} printed ends from the day panchang of ${pages.length} month pages (${DRIK_MONTH_PAGES_DIR})`,
);

const drik = PROFILES.drik;
const before = { ...drik.ayanamsa, variant: 'mean Lahiri + 13.5″ (before)', offsetArcsec: 13.5 };
const CANDIDATES: Array<[string, Conventions]> = [
  ['swiss_ephemeris', PROFILES.swiss_ephemeris],
  [
    'drik before (M&S 2004 ΔT, mean Lahiri + 13.5″)',
    { ...drik, deltaT: 'morrison_stephenson_2004_parabola', ayanamsa: before },
  ],
  ["drik's ΔT alone (mean Lahiri + 13.5″)", { ...drik, ayanamsa: before }],
  ['mean Lahiri + 24″ alone (M&S 2004 ΔT)', { ...drik, deltaT: 'morrison_stephenson_2004_parabola' }],
  [
    'drik now but nutation cancelled (true Lahiri + 24″)',
    { ...drik, ayanamsa: { ...drik.ayanamsa, variant: 'true Lahiri + 24″', nutation: 'cancelled' } },
  ],
  [`drik now (${drik.deltaT}, mean Lahiri + ${drik.ayanamsa.offsetArcsec}″)`, drik],
];
const SPANS: Array<[number, number]> = [
  [1900, 1949],
  [1950, 1989],
  [1990, 1999],
  [2000, 2009],
  [2010, 2019],
  [2020, 2024],
  [2025, 2030],
  [2031, 2034],
  [2035, 2050],
  [1990, 2024],
  [2020, 2050],
  [0, 9999],
];
const FIELDS = ['tithi_end', 'karana_end', 'nakshatra_end', 'yoga_end'] as const;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs: number[]) => `${((100 * xs.filter(onDrikMinute).length) / xs.length).toFixed(1)}%`;
const year = (p: PrintedTime) => Number(p.date.slice(0, 4));

/** One line per span: all fields' share, then each field's share and median of ours − printed (s). */
function table(rs: readonly number[], keep: (p: PrintedTime) => boolean) {
  for (const [a, b] of SPANS) {
    const ix = times.map((_, i) => i).filter((i) => year(times[i]) >= a && year(times[i]) <= b && keep(times[i]));
    if (!ix.length) continue;
    const cellsOf = FIELDS.map((f) => {
      const xs = ix.filter((i) => times[i].field === f).map((i) => rs[i]);
      return xs.length ? `${f.replace('_end', '')} ${pct(xs)} ${median(xs).toFixed(1)} s` : `${f} -`;
    });
    console.log(
      `  ${b === 9999 ? 'all years' : `${a}-${b}`}: all ${pct(ix.map((i) => rs[i]))} (n=${ix.length}) | ${cellsOf.join(' | ')}`,
    );
  }
}

for (const [name, conventions] of CANDIDATES) {
  const rs = printedResiduals(times, { conventions });
  console.log(`\n${name}: share on Drik's minute and median of ours − printed, per span and field`);
  table(rs, () => true);
  if (conventions === drik)
    for (const [half, odd] of [
      ['odd months (the fit)', true],
      ['even months (held out)', false],
    ] as const) {
      console.log(` ${half}`);
      table(rs, (p) => (Number(p.date.slice(5, 7)) % 2 === 1) === odd);
    }
}
