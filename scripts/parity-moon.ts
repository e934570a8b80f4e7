// `npm run parity:moon`: the Moon's rise and set fitted on Drik Panchang's Bengaluru day pages
// (../shared/reference/drik/bengaluru-day-pages-2025-2027.json, pipeline/accuracy/bengaluru-pages.ts). Each candidate
// convention is scored on the odd days of the month (the fit) and the even days (held out); the one with the best odd
// days is the `drik` profile's. Then every field of the pages, both profiles, both halves. Written up in
// docs/drik-parity.md.
import { PROFILES, type Conventions, type SunriseConvention } from '../engine/astro/conventions.ts';
import { buildGlobalYear, type GlobalYear } from '../engine/astro/global-year.ts';
import {
  agrees,
  checkPages,
  isOddDay,
  type PageCheck,
  readBengaluruPages,
  scorePageChecks,
} from '../pipeline/accuracy/bengaluru-pages.ts';

const pages = readBengaluruPages();
if (!pages) {
  console.error('parity:moon: the Bengaluru day pages are not present (../shared/reference/drik/)');
  process.exit(2);
}
const drik = PROFILES.drik;
const pct = (a: number, n: number) => `${((100 * a) / (n || 1)).toFixed(1)}%`;
const share = (cs: readonly PageCheck[]) => pct(cs.filter(agrees).length, cs.length);
const mean = (cs: readonly PageCheck[]) => {
  const rs = cs.map((c) => c.residualS).filter((r): r is number => typeof r === 'number' && !Number.isNaN(r));
  return (rs.reduce((a, b) => a + b, 0) / (rs.length || 1)).toFixed(1);
};
const tables = new Map<number, GlobalYear>();
const cachedYear = (y: number) => tables.get(y) ?? tables.set(y, buildGlobalYear(y, drik)).get(y)!;

// Every candidate keeps the drik profile's Sun and shows the Hindu day's events (Drik's window: its pages print a time
// after midnight under the date, never one before the date's sunrise), so only the Moon's horizon differs.
const hinduDay = { window: 'sunrise_to_sunrise' } as const;
const topocentric = { ...hinduDay, point: 'topocentric_upper_limb' } as const;
const sun = { ...drik.sunrise, sunSemidiameterArcmin: undefined, transitLagDays: undefined };
const ELEVATION_M = 920; // Bengaluru's (Drik's default ignores it: the file's header)
const DIP_ARCMIN = 1.76 * Math.sqrt(ELEVATION_M);
type Candidate = { name: string; sunrise: SunriseConvention; elevationM?: number };
const CANDIDATES: Candidate[] = [
  {
    name: 'topocentric upper limb, 36.73′ (SE default)',
    sunrise: { ...sun, refractionArcmin: 36.73, moon: topocentric },
  },
  { name: 'topocentric upper limb, 34′ (before)', sunrise: { ...sun, moon: topocentric } },
  { name: 'topocentric centre, 34′', sunrise: { ...sun, limb: 'centre', moon: topocentric } },
  // a fixed 16′ semi-diameter: the centre 34′ + 16′ down
  {
    name: 'topocentric, fixed 16′ semi-diameter, 34′',
    sunrise: { ...sun, limb: 'centre', refractionArcmin: 50, moon: topocentric },
  },
  {
    name: `topocentric upper limb, 34′, elevation ${ELEVATION_M} m (no dip)`,
    sunrise: { ...sun, moon: topocentric },
    elevationM: ELEVATION_M,
  },
  {
    name: `topocentric upper limb, 34′ + dip of ${ELEVATION_M} m (${DIP_ARCMIN.toFixed(0)}′)`,
    sunrise: { ...sun, refractionArcmin: 34 + DIP_ARCMIN, moon: topocentric },
  },
  ...[38, 40, 41, 42, 43, 44].map((r) => ({
    name: `topocentric upper limb, ${r}′ (refraction as a free constant)`,
    sunrise: { ...sun, refractionArcmin: r, moon: topocentric },
  })),
  {
    name: 'geocentric centre on the celestial horizon, SE ΔT',
    sunrise: { ...sun, moon: { ...hinduDay, point: 'geocentric_centre' } },
  },
  { name: 'geocentric centre on the celestial horizon, the profile ΔT (M&S 2004)', sunrise: drik.sunrise },
  {
    name: 'the same, civil-date window',
    sunrise: { ...drik.sunrise, moon: { ...drik.sunrise.moon!, window: 'civil_date' } },
  },
];

const moonChecks = (c: Candidate) => {
  const conventions: Conventions = { ...drik, sunrise: c.sunrise };
  const place = { ...pages.place, elevationM: c.elevationM };
  return checkPages({ ...pages, place }, { conventions, globalYear: cachedYear }).filter(
    (x) => x.field === 'moonrise' || x.field === 'moonset',
  );
};
const printedTimes = (cs: readonly PageCheck[]) => cs.filter((c) => c.residualS !== null);
const truncated = (cs: readonly PageCheck[]) =>
  pct(cs.filter((c) => typeof c.residualS === 'number' && c.residualS >= 0 && c.residualS < 60).length, cs.length);

console.log(
  `${pages.days.length} Bengaluru day pages; moonrise and moonset on Drik's minute (rounded), odd days (fit) / even days (held out)`,
);
const results = CANDIDATES.map((c) => {
  const cs = moonChecks(c);
  const odd = cs.filter((x) => isOddDay(x.date)),
    even = cs.filter((x) => !isOddDay(x.date));
  const rise = printedTimes(cs.filter((x) => x.field === 'moonrise')),
    set = printedTimes(cs.filter((x) => x.field === 'moonset'));
  console.log(
    `  ${c.name}: odd ${share(odd)}, even ${share(even)}, all ${share(cs)} (n ${cs.length}); ` +
      `mean ours − printed: rise ${mean(rise)} s, set ${mean(set)} s; as truncated minutes ${truncated(printedTimes(cs))}`,
  );
  return { c, odd: odd.filter(agrees).length / odd.length, even: share(even) };
});
const best = results.reduce((a, b) => (b.odd > a.odd ? b : a));
console.log(`  fitted on odd days: ${best.c.name} (odd ${pct(best.odd, 1)}); held out, even days: ${best.even}`);

console.log(
  "\nevery field of the pages, on Drik's minute (names: the same at sunrise); fit half / held-out half / median ours − printed",
);
for (const id of ['swiss_ephemeris', 'drik'] as const) {
  const cs = checkPages(pages, { conventions: PROFILES[id] });
  const half = (c: PageCheck) => `${c.field} ${isOddDay(c.date) ? 'odd' : 'even'}`;
  const byHalf = new Map(scorePageChecks(cs, half).map((s) => [s.field, s]));
  console.log(`  ${id}`);
  for (const s of scorePageChecks(cs, (c) => c.field)) {
    const o = byHalf.get(`${s.field} odd`)!,
      e = byHalf.get(`${s.field} even`)!;
    console.log(
      `    ${s.field.padEnd(16)} ${pct(s.agree, s.n).padStart(6)} (${s.agree}/${s.n})  odd ${pct(o.agree, o.n)}  even ${pct(e.agree, e.n)}` +
        (s.median_s === undefined ? '' : `  median ${s.median_s} s`),
    );
  }
  const times = cs.filter((c) => c.sameName === undefined);
  console.log(
    `    all printed times ${share(times)} (n ${times.length}); names ${share(cs.filter((c) => c.sameName !== undefined))}`,
  );
}
