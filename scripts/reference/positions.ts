// Graha positions, ayanamsa, nutation, ΔT and ascendants at sampled instants.
import { Prng } from './prng.ts';
import type { ReferencePlace } from './places.ts';
import {
  BODIES,
  ascendantDeg,
  ayanamsaDeg,
  bodyState,
  deltaTAppliedSeconds,
  deltaTSeconds,
  nutation,
  type BodyName,
} from './swe.ts';
import { jdFromMs } from './time.ts';

export const POSITIONS_SEED = 0x90_5171;
export const RECENT_COUNT = 320;
export const HISTORIC_COUNT = 80;
export const ASCENDANTS_PER_INSTANT = 3;
export const RECENT_RANGE = { fromMs: Date.UTC(2025, 0, 1), toMs: Date.UTC(2031, 0, 1) };
export const HISTORIC_RANGE = { fromMs: Date.UTC(1900, 0, 1), toMs: Date.UTC(2031, 0, 1) };

/** Instants quoted in astrology-rules.md 2.3 / 3.1, so the engine can also check those numbers. */
export const ANCHOR_INSTANTS_MS = [
  Date.UTC(1956, 2, 21),
  Date.UTC(1990, 0, 1),
  Date.UTC(2000, 0, 1),
  Date.UTC(2000, 0, 1, 12),
  Date.UTC(2024, 0, 1),
  Date.UTC(2025, 0, 1),
  Date.UTC(2026, 0, 1),
];

const DEG = 1e7; // degrees to 1e-7 (0.00036 arcsec)
const round = (x: number, scale: number): number => Math.round(x * scale) / scale;
const roundDeg = (x: number): number => round(x, DEG);

export interface BodyRow {
  lonSidDeg: number;
  latDeg: number;
  speedSidDegPerDay: number;
  lonTropDeg: number;
}

export interface AscendantRow {
  place: string;
  ascSidDeg: number;
  ascTropDeg: number;
}

export interface PositionRow {
  utcMs: number;
  isoUtc: string;
  jdUt: number;
  deltaTSeconds: number;
  deltaTAppliedSeconds: number;
  ayanamsaTrueDeg: number;
  ayanamsaMeanDeg: number;
  trueObliquityDeg: number;
  meanObliquityDeg: number;
  nutationLonDeg: number;
  nutationOblDeg: number;
  bodies: Record<BodyName, BodyRow>;
  ascendants: AscendantRow[];
}

/** `count` whole-second instants uniform in [fromMs, toMs), ascending. */
export function sampleInstants(prng: Prng, count: number, range: { fromMs: number; toMs: number }): number[] {
  const seconds = (range.toMs - range.fromMs) / 1000;
  return prng.distinctSorted(count, seconds).map((s) => range.fromMs + s * 1000);
}

function bodyRow(jdUt: number, body: number): BodyRow {
  const sidereal = bodyState(jdUt, body, true);
  const tropical = bodyState(jdUt, body, false);
  return {
    lonSidDeg: roundDeg(sidereal.lonDeg),
    latDeg: roundDeg(sidereal.latDeg),
    speedSidDegPerDay: roundDeg(sidereal.speedLonDegPerDay),
    lonTropDeg: roundDeg(tropical.lonDeg),
  };
}

function ascendantRow(jdUt: number, place: ReferencePlace): AscendantRow {
  return {
    place: place.id,
    ascSidDeg: roundDeg(ascendantDeg(jdUt, place.latDeg, place.lonDeg, true)),
    ascTropDeg: roundDeg(ascendantDeg(jdUt, place.latDeg, place.lonDeg, false)),
  };
}

export function positionRow(utcMs: number, places: readonly ReferencePlace[]): PositionRow {
  const jdUt = jdFromMs(utcMs);
  const nut = nutation(jdUt);
  const bodies = {} as Record<BodyName, BodyRow>;
  for (const [name, body] of Object.entries(BODIES) as [BodyName, number][]) bodies[name] = bodyRow(jdUt, body);
  return {
    utcMs,
    isoUtc: new Date(utcMs).toISOString(),
    jdUt: round(jdUt, 1e9),
    deltaTSeconds: round(deltaTSeconds(jdUt), 1e6),
    deltaTAppliedSeconds: round(deltaTAppliedSeconds(jdUt), 1e6),
    ayanamsaTrueDeg: roundDeg(ayanamsaDeg(jdUt, true)),
    ayanamsaMeanDeg: roundDeg(ayanamsaDeg(jdUt, false)),
    trueObliquityDeg: roundDeg(nut.trueObliquityDeg),
    meanObliquityDeg: roundDeg(nut.meanObliquityDeg),
    nutationLonDeg: round(nut.nutationLonDeg, 1e9),
    nutationOblDeg: round(nut.nutationOblDeg, 1e9),
    bodies,
    ascendants: places.map((place) => ascendantRow(jdUt, place)),
  };
}

/** Rows for a list of instants; instant k (counted across all lists via `firstSlot`) gets places 3k..3k+2. */
export function positionRows(
  instantsMs: readonly number[],
  places: readonly ReferencePlace[],
  firstSlot: number,
): PositionRow[] {
  return instantsMs.map((utcMs, i) => {
    const slot = firstSlot + i;
    const chosen = Array.from(
      { length: ASCENDANTS_PER_INSTANT },
      (_, j) => places[(slot * ASCENDANTS_PER_INSTANT + j) % places.length],
    );
    return positionRow(utcMs, chosen);
  });
}

export function positionSamples(): { recent: number[]; historic: number[] } {
  const prng = new Prng(POSITIONS_SEED);
  const recent = sampleInstants(prng, RECENT_COUNT, RECENT_RANGE);
  const historic = sampleInstants(prng, HISTORIC_COUNT, HISTORIC_RANGE);
  return { recent, historic };
}
