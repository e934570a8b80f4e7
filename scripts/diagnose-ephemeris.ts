// Issue 32: how far each graha's apparent longitude is from Swiss Ephemeris (DE431) at the 320 recent instants of
// data/reference/swe-positions.json, for the astronomy-engine path and the precise path (engine/astro/precise.ts),
// split into the tropical (ephemeris + reductions) part and the ayanamsa part. Run: npm run diagnose:ephemeris
import { readFileSync } from 'node:fs';
import { trueAyanamsaDeg } from '../engine/astro/ayanamsa.ts';
import { diffDeg, moonApparent, planetApparent, sunApparent, trueNodeLongitudeDeg } from '../engine/astro/positions.ts';
import {
  type PrecisePlanet,
  preciseMoonApparent,
  precisePlanetApparent,
  preciseSunApparent,
  preciseTrueNodeDeg,
} from '../engine/astro/precise.ts';
import { astroTime } from '../engine/astro/time.ts';
import { Body } from 'astronomy-engine';

const FIXTURE = JSON.parse(readFileSync(new URL('../data/reference/swe-positions.json', import.meta.url), 'utf8'));
const rows: { utcMs: number; ayanamsaTrueDeg: number; bodies: Record<string, { lonTropDeg: number }> }[] =
  FIXTURE.recent;

const PLANETS: [string, Body, PrecisePlanet][] = [
  ['mars', Body.Mars, 'mangal'],
  ['mercury', Body.Mercury, 'budha'],
  ['jupiter', Body.Jupiter, 'guru'],
  ['venus', Body.Venus, 'shukra'],
  ['saturn', Body.Saturn, 'shani'],
];

function stats(label: string, diffsArcsec: number[]): void {
  const mean = diffsArcsec.reduce((a, b) => a + b, 0) / diffsArcsec.length;
  const maxAbs = Math.max(...diffsArcsec.map(Math.abs));
  console.log(`${label.padEnd(44)} mean ${mean.toFixed(3).padStart(8)}″  max|d| ${maxAbs.toFixed(3).padStart(8)}″`);
}

const arcsec = (a: number, b: number) => diffDeg(a, b) * 3600;
type Time = ReturnType<typeof astroTime>;
/** One path's tropical longitude of one fixture body, against Swiss Ephemeris at every instant. */
const compare = (label: string, body: string, ourLonDeg: (t: Time) => number) =>
  stats(
    label,
    rows.map((r) => arcsec(ourLonDeg(astroTime(r.utcMs)), r.bodies[body].lonTropDeg)),
  );

stats(
  'ayanamsa (ours true − SE true)',
  rows.map((r) => arcsec(trueAyanamsaDeg(astroTime(r.utcMs)), r.ayanamsaTrueDeg)),
);
compare('sun (astronomy-engine)', 'sun', (t) => sunApparent(t).lonDeg);
compare('moon (astronomy-engine)', 'moon', (t) => moonApparent(t).lonDeg);
compare('sun (VSOP87B Earth + aberration)', 'sun', (t) => preciseSunApparent(t).lonDeg);
compare('moon (ELP/MPP02 + light time)', 'moon', (t) => preciseMoonApparent(t).lonDeg);
for (const [name, body, key] of PLANETS) {
  compare(`${name} (astronomy-engine)`, name, (t) => planetApparent(body, t).lonDeg);
  compare(`${name} (VSOP87B + SE reductions)`, name, (t) => precisePlanetApparent(key, t).lonDeg);
}
compare('true node (astronomy-engine Moon state)', 'rahu', trueNodeLongitudeDeg);
compare('true node (ELP/MPP02 osculating)', 'rahu', preciseTrueNodeDeg);
