// Builds the Swiss Ephemeris golden fixtures in data/reference/swe-*.json (see data/reference/README.md).
// Run: npm run build-reference. Deterministic: fixed seeds, fixed rounding, no clock.
// sweph is used here only; the engine's tests read the JSON, never the library. The first run fetches SE's
// DE431 files (npm pack swisseph@0.5.17, sha256-checked) into var/swisseph/.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardinalDates } from './reference/cardinal-dates.ts';
import { ensureEphemerisFiles } from './reference/ephemeris-files.ts';
import { REFERENCE_PLACES } from './reference/places.ts';
import { ANCHOR_INSTANTS_MS, positionRows, positionSamples } from './reference/positions.ts';
import { centreSunriseRows, datesForPlace, riseSetRow, type RiseSetRow } from './reference/riseset.ts';
import { common, header, positionsSettings, riseSetSettings, transitionsSettings } from './reference/settings.ts';
import {
  ascendantDeg,
  ayanamsaDeg,
  deltaTAppliedSeconds,
  deltaTSeconds,
  initSwissEphemeris,
  seDefaultsForSeaLevel,
} from './reference/swe.ts';
import { jdFromMs } from './reference/time.ts';
import { TRANSITION_KINDS, WINDOW, findTransitions } from './reference/transitions.ts';
import { writeFixture } from './reference/write-json.ts';
import { findSignIngresses, INGRESS_GRID_MS, KP_RANGE, KP_SEED, kpRows } from './reference/jyotish.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'data', 'reference');
const EPHEMERIS_CACHE = join(ROOT, 'var', 'swisseph');
const MAX_BYTES = 2_200_000;

function write(name: string, value: unknown): void {
  const bytes = writeFixture(join(FIXTURES, name), value);
  console.log(`wrote data/reference/${name} (${(bytes / 1024).toFixed(0)} KiB)`);
  if (bytes > MAX_BYTES) throw new Error(`${name} is ${bytes} bytes, over the ~2 MB budget`);
}

function buildPlaces(): void {
  write('swe-places.json', {
    ...header(
      { elevationM: 0, note: 'coordinates are inputs, not SE output; all other swe-*.json refer to these ids' },
      'Places used by swe-riseset.json and the ascendants of swe-positions.json. Every inhabited continent, latitudes -54.8..+66.5.',
    ),
    places: REFERENCE_PLACES,
  });
}

function buildRiseSet(): void {
  const extraDates = cardinalDates(2026);
  const rows: RiseSetRow[] = [];
  for (const place of REFERENCE_PLACES) {
    for (const date of datesForPlace(place.id, extraDates)) rows.push(riseSetRow(place, date));
  }
  const centreRows = centreSunriseRows(REFERENCE_PLACES, rows);
  write('swe-riseset.json', {
    ...header(riseSetSettings(extraDates), riseSetNotes()),
    rows,
    centreNoRefraction: centreRows,
  });
}

function riseSetNotes(): string {
  return [
    'rows: per place 60 fixed-seed civil dates in 2025-01-01..2030-12-31 plus the UTC dates of the 2026 equinoxes and solstices.',
    'dayStart = UTC ms of the first instant of the civil date in the place zone (local midnight, or the DST jump instant where midnight is skipped).',
    'Each event is the first SE event at or after dayStart; null if it is at or after the next dayStart, or SE reports circumpolar (-2).',
    'All times are UTC epoch ms (integer). centreNoRefraction: same search with SE_BIT_DISC_CENTER|SE_BIT_NO_REFRACTION, 200 fixed-seed rows with |lat| < 60.',
  ].join(' ');
}

function buildPositions(): void {
  const { recent, historic } = positionSamples();
  const recentRows = positionRows(recent, REFERENCE_PLACES, 0);
  const historicRows = positionRows(historic, REFERENCE_PLACES, recent.length);
  const anchors = positionRows(ANCHOR_INSTANTS_MS, [REFERENCE_PLACES[0], REFERENCE_PLACES[1], REFERENCE_PLACES[24]], 0);
  write('swe-positions.json', {
    ...header(positionsSettings(), positionsNotes()),
    recent: recentRows,
    historic: historicRows,
    anchors,
  });
}

function positionsNotes(): string {
  return [
    'recent: 320 fixed-seed whole-second instants uniform in 2025-01-01..2030-12-31; historic: 80 in 1900-01-01..2030-12-31;',
    'anchors: the instants quoted in astrology-rules.md 2.3 (ascendants for new-delhi, mumbai, london).',
    'Per instant: ayanamsa true (with nutation) and mean (SEFLG_NONUT), SE_ECL_NUT obliquity/nutation, both ΔT values,',
    'per body sidereal longitude/latitude/longitude speed (SEFLG_SIDEREAL|SEFLG_SPEED) and apparent tropical longitude,',
    'and 3 ascendants (houses_ex2 ascmc[0], sidereal and tropical) for places rotating through swe-places.json.',
    'Degrees rounded to 1e-7, nutation to 1e-9 deg, ΔT to 1e-6 s, jdUt to 1e-9 day (jdUt = 2440587.5 + utcMs/86400000 exactly before rounding).',
  ].join(' ');
}

function buildTransitions(): void {
  const table = findTransitions();
  const counts = Object.fromEntries(TRANSITION_KINDS.map((k) => [k, table.rows[k].length]));
  write('swe-transitions.json', {
    ...header(transitionsSettings(), transitionsNotes()),
    counts,
    indexAtStart: table.indexAtStart,
    transitions: table.rows,
  });
}

function transitionsNotes(): string {
  return [
    'transitions[kind] lists {kind, index, utcMs} in time order for every boundary in [2025-01-01T00:00Z, 2031-01-01T00:00Z).',
    'index is the element that BEGINS at utcMs: tithi 1-30 (floor(E/12)+1, E = moon - sun elongation), karana 0-59 (floor(E/6)),',
    'nakshatra 1-27 (sidereal moon), yoga 1-27 ((sidereal moon + sidereal sun) mod 360), sankranti 1-12 (rashi the sidereal sun enters),',
    'newmoon (E = 0, index 1) and fullmoon (E = 180, index 16). indexAtStart gives the element current at the window start (for',
    'newmoon/fullmoon: the tithi). Consecutive rows of one kind increase the index by one cyclically.',
    'Found on a 2 h grid, then bisection to a 0.25 ms bracket, rounded to integer ms.',
  ].join(' ');
}

// issue 32: sign ingresses for transits, Placidus cusps with the Krishnamurti ayanamsa for KP.
function buildJyotish(): void {
  const rows = findSignIngresses();
  write('swe-ingresses.json', {
    ...header(
      {
        ...common(),
        sidereal: 'calc_ut(SEFLG_SWIEPH | SEFLG_SIDEREAL) longitudes',
        window: { fromUtcMs: WINDOW.fromMs, toUtcMsExclusive: WINDOW.toMs },
        gridStepMs: INGRESS_GRID_MS,
        rootFinder:
          'bisection on the bracketing grid step until the bracket is <= 1 ms; midpoint rounded to integer ms',
        node: 'SE_TRUE_NODE; ketu = rahu + 180',
      },
      [
        'ingresses: every change of sidereal (SE_SIDM_LAHIRI) rashi of the nine grahas in [2025-01-01T00:00Z, 2031-01-01T00:00Z),',
        'retrograde re-entries included: {graha, utcMs, rashi (entered, 1-12), fromRashi}. Found on a 1 h grid, then bisection to a',
        "1 ms bracket, rounded to integer ms. rashiAtStart gives each graha's rashi at the window start.",
      ].join(' '),
    ),
    counts: Object.fromEntries(
      ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'].map((g) => [
        g,
        rows.filter((r) => r.graha === g).length,
      ]),
    ),
    ingresses: rows,
  });
  write('swe-kp.json', {
    ...header(
      {
        ...common(),
        sidMode: 'set_sid_mode(SE_SIDM_KRISHNAMURTI = 5, 0, 0) for this file only',
        houses: "houses_ex2(jd_ut, SEFLG_SIDEREAL, latDeg, lonDeg, 'P') (Placidus)",
        seed: KP_SEED,
        range: KP_RANGE,
      },
      [
        'rows: 50 fixed-seed births, whole-second instants uniform in 1900-2049, latitude uniform in -60..60, longitude -180..180.',
        'ayanamsaTrueDeg/ayanamsaMeanDeg: get_ayanamsa_ex_ut with SEFLG_SWIEPH, without/with SEFLG_NONUT. cusps: Placidus cusps 1-12,',
        'sidereal (Krishnamurti). grahas: sidereal (Krishnamurti) longitudes, SEFLG_SWIEPH|SEFLG_SIDEREAL, rahu = SE_TRUE_NODE. Degrees to 1e-7.',
      ].join(' '),
    ),
    rows: kpRows(50),
  });
}

/** The values quoted in astrology-rules.md 2.3 and 3.1; a regenerated fixture must still reproduce them. */
function spotCheck(): void {
  const jd = jdFromMs(Date.UTC(2025, 0, 1));
  const checks: [string, number, number][] = [
    ['ayanamsa true 2025-01-01', ayanamsaDeg(jd, true), 24.206398],
    ['ayanamsa mean 2025-01-01', ayanamsaDeg(jd, false), 24.206343],
    ['New Delhi sidereal ascendant 2025-01-01', ascendantDeg(jd, 28.6139, 77.209, true), 231.897161],
  ];
  for (const [label, got, expected] of checks) {
    const ok = Math.abs(got - expected) < 1e-6;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${got.toFixed(7)} (reference ${expected})`);
    if (!ok) throw new Error(`spot check failed: ${label}`);
  }
}

function printSeFacts(): void {
  const defaults = seDefaultsForSeaLevel();
  console.log('SE defaults at sea level for atpress=0, attemp=0:', JSON.stringify(defaults));
  console.log('year  swe_deltat(s)  deltat_ex(SWIEPH)(s)');
  for (const year of [1900, 1950, 2000, 2025, 2026, 2027, 2028, 2029, 2030, 2031]) {
    const jd = jdFromMs(Date.UTC(year, 0, 1));
    console.log(`${year}  ${deltaTSeconds(jd).toFixed(4)}  ${deltaTAppliedSeconds(jd).toFixed(4)}`);
  }
}

function main(): void {
  initSwissEphemeris(ensureEphemerisFiles(EPHEMERIS_CACHE));
  spotCheck();
  // `--only=jyotish` rebuilds just the issue-32 files (the rest takes a while and does not change).
  if (process.argv.includes('--only=jyotish')) {
    buildJyotish();
    return;
  }
  printSeFacts();
  buildPlaces();
  buildRiseSet();
  buildPositions();
  buildTransitions();
  buildJyotish();
}

main();
