/**
 * Sampled geocentric apparent positions (true equator and equinox of date) of the Sun and the Moon, and the
 * sidereal-time offset GAST − ERA, on a uniform UTC grid. Built once per span by the global job and shared
 * by every city: interpolating it costs a few multiplications where astronomy-engine costs tens of µs a call.
 */
import { Body, e_tilt, GeoMoon, GeoVector, Rotation_EQJ_EQD, RotateVector } from 'astronomy-engine';
import { astroTime, utDaysFromUtcMs } from './time.ts';

export type GridBody = 'sun' | 'moon';

export interface BodyGrid {
  readonly body: GridBody;
  readonly startUtcMs: number;
  readonly stepMs: number;
  readonly count: number;
  /** x, y, z interleaved (AU), equator of date. */
  readonly xyz: Float64Array;
  /** GAST − ERA in degrees at each node (precession in RA plus the equation of the equinoxes). */
  readonly siderealOffsetDeg: Float64Array;
}

export const DEFAULT_GRID_STEP_MS = 3_600_000;

function apparentEquatorOfDate(body: GridBody, utcMs: number): { x: number; y: number; z: number } {
  const t = astroTime(utcMs);
  const eqj = body === 'sun' ? GeoVector(Body.Sun, t, true) : GeoMoon(t);
  return RotateVector(Rotation_EQJ_EQD(t), eqj);
}

/** Earth rotation angle in degrees (IERS 2003) for UT days since J2000. */
export function earthRotationAngleDeg(utDays: number): number {
  const turns = 0.779057273264 + 0.00273781191135448 * utDays + (utDays % 1);
  return 360 * (((turns % 1) + 1) % 1);
}

/** GAST − ERA in degrees: astronomy-engine's sidereal-time polynomial plus the equation of the equinoxes. */
function siderealOffsetDeg(utcMs: number): number {
  const t = astroTime(utcMs);
  const T = t.tt / 36525;
  const eqeqArcsec = 15 * e_tilt(t).ee;
  const polyArcsec =
    0.014506 + ((((-0.0000000368 * T - 0.000029956) * T - 0.00000044) * T + 1.3915817) * T + 4612.156534) * T;
  return (eqeqArcsec + polyArcsec) / 3600;
}

/** A grid covering [fromUtcMs, toUtcMs] with two spare nodes each side for cubic interpolation. */
export function buildBodyGrid(
  body: GridBody,
  fromUtcMs: number,
  toUtcMs: number,
  stepMs = DEFAULT_GRID_STEP_MS,
): BodyGrid {
  const startUtcMs = fromUtcMs - 2 * stepMs;
  const count = Math.ceil((toUtcMs - startUtcMs) / stepMs) + 3;
  const xyz = new Float64Array(count * 3);
  const offsets = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const utcMs = startUtcMs + i * stepMs;
    const v = apparentEquatorOfDate(body, utcMs);
    xyz[3 * i] = v.x;
    xyz[3 * i + 1] = v.y;
    xyz[3 * i + 2] = v.z;
    offsets[i] = siderealOffsetDeg(utcMs);
  }
  return { body, startUtcMs, stepMs, count, xyz, siderealOffsetDeg: offsets };
}

export class GridRangeError extends RangeError {}

/** Cubic (4-point Lagrange) interpolation of the body vector into `out`; returns GAST in degrees. */
export function sampleGrid(grid: BodyGrid, utcMs: number, out: Float64Array): number {
  const u = (utcMs - grid.startUtcMs) / grid.stepMs;
  const i = Math.floor(u) - 1;
  if (i < 0 || i + 3 >= grid.count)
    throw new GridRangeError(`instant ${new Date(utcMs).toISOString()} is outside the ${grid.body} grid`);
  const p = u - (i + 1);
  // Lagrange weights for nodes at -1, 0, 1, 2 relative to p.
  const w0 = (-p * (p - 1) * (p - 2)) / 6;
  const w1 = ((p + 1) * (p - 1) * (p - 2)) / 2;
  const w2 = (-(p + 1) * p * (p - 2)) / 2;
  const w3 = ((p + 1) * p * (p - 1)) / 6;
  const a = grid.xyz;
  const k = 3 * i;
  out[0] = w0 * a[k] + w1 * a[k + 3] + w2 * a[k + 6] + w3 * a[k + 9];
  out[1] = w0 * a[k + 1] + w1 * a[k + 4] + w2 * a[k + 7] + w3 * a[k + 10];
  out[2] = w0 * a[k + 2] + w1 * a[k + 5] + w2 * a[k + 8] + w3 * a[k + 11];
  const off = grid.siderealOffsetDeg;
  const offset = off[i + 1] + p * (off[i + 2] - off[i + 1]);
  return earthRotationAngleDeg(utDaysFromUtcMs(utcMs)) + offset;
}
