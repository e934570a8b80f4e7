/**
 * The precise path for transits: full VSOP87B planets and the ELP/MPP02 (DE405 fit) Moon from astronomia's data
 * (MIT; the series only, summed here), reduced to apparent geocentric longitude on the true ecliptic of date as Swiss
 * Ephemeris does: light time (iterated), gravitational deflection by the Sun, annual aberration, then precession and
 * nutation (astronomy-engine's IAU 2006 / 2000B rotation). The true node is the osculating node of the ELP/MPP02 Moon.
 * Measured against SE 2.10 with DE431 in scripts/diagnose-ephemeris.ts (numbers in engine/astro/PRECISE.md).
 */
import moonElp from 'astronomia/data/elpMppDeFull';
import earthData from 'astronomia/data/vsop87Bearth';
import jupiterData from 'astronomia/data/vsop87Bjupiter';
import marsData from 'astronomia/data/vsop87Bmars';
import mercuryData from 'astronomia/data/vsop87Bmercury';
import saturnData from 'astronomia/data/vsop87Bsaturn';
import venusData from 'astronomia/data/vsop87Bvenus';
import {
  type AstroTime,
  Body,
  GeoVector,
  Rotation_EQJ_ECT,
  RotateVector,
  SphereFromVector,
  Vector,
} from 'astronomy-engine';
import type { GrahaKey } from '../../tables/names/index.ts';
import { trueAyanamsaDeg } from './ayanamsa.ts';
import { diffDeg, normDeg, siderealLongitudeDeg } from './positions.ts';
import { astroTime } from './time.ts';

type Vec3 = [number, number, number];
type Series = Record<string, number[][]>;
interface Vsop {
  L: Series;
  B: Series;
  R: Series;
}

const DAYS_PER_MILLENNIUM = 365_250;
const DAYS_PER_CENTURY = 36_525;
/** Light time for one au, days (IAU 2012 au / c). */
const LIGHT_DAYS_PER_AU = 0.0057755183;
/** Speed of light in au/day. */
const C_AU_PER_DAY = 1 / LIGHT_DAYS_PER_AU;
/** Schwarzschild radius of the Sun in au (2GM/c²), as SOFA's iauLdsun uses. */
const SUN_SCHWARZSCHILD_AU = 1.97412574336e-8;
const ARCSEC = Math.PI / 180 / 3600;
const KM_PER_AU = 149_597_870.7;

/**
 * The series without the terms too small to matter over the engine's span (1800-2100: |τ| ≤ 0.2 millennia,
 * |T| ≤ 2 centuries): a term goes when |A|·max|t|^k is below `minAmplitude`. Measured at the 320 fixture instants
 * (npm run diagnose:ephemeris), the thresholds below move the largest planet residual by at most 0.03″ and the
 * node's by 0.05″, and make a position 3-8 times cheaper than the full series.
 */
function truncate(series: Series, minAmplitude: number, maxT: number): Series {
  const out: Series = {};
  for (let k = 0; series[k] !== undefined; k++)
    out[k] = series[k].filter((row) => Math.abs(row[0]) * maxT ** k >= minAmplitude);
  return out;
}
const VSOP_MIN_AMPLITUDE = 1e-8; // radians and au: 0.002″, or 0.002″ at 1 au
const MAX_TAU = 0.2;
const vsop = (data: Vsop): Vsop => ({
  L: truncate(data.L, VSOP_MIN_AMPLITUDE, MAX_TAU),
  B: truncate(data.B, VSOP_MIN_AMPLITUDE, MAX_TAU),
  R: truncate(data.R, VSOP_MIN_AMPLITUDE, MAX_TAU),
});

export type PrecisePlanet = 'mangal' | 'budha' | 'guru' | 'shukra' | 'shani';
const PLANETS: Record<PrecisePlanet, Vsop> = {
  mangal: vsop(marsData),
  budha: vsop(mercuryData),
  guru: vsop(jupiterData),
  shukra: vsop(venusData),
  shani: vsop(saturnData),
};
const EARTH = vsop(earthData);
const AE_BODY: Record<PrecisePlanet, Body> = {
  mangal: Body.Mars,
  budha: Body.Mercury,
  guru: Body.Jupiter,
  shukra: Body.Venus,
  shani: Body.Saturn,
};

/** Σ_k τ^k Σ A cos(B + C τ) of one VSOP87 coordinate, and its rate per millennium. */
function vsopSum(series: Series, tau: number): [number, number] {
  let total = 0;
  let rate = 0;
  let power = 1;
  let prevPower = 0;
  for (let k = 0; series[k] !== undefined; k++) {
    let s = 0;
    let ds = 0;
    for (const [a, b, c] of series[k]) {
      const phase = b + c * tau;
      s += a * Math.cos(phase);
      ds -= a * c * Math.sin(phase);
    }
    total += s * power;
    rate += ds * power + k * s * prevPower;
    prevPower = power;
    power *= tau;
  }
  return [total, rate];
}

/** Heliocentric rectangular position (au) and velocity (au/day), VSOP87B: dynamical ecliptic and equinox J2000. */
function helioState(data: Vsop, tt: number): { pos: Vec3; vel: Vec3 } {
  const tau = tt / DAYS_PER_MILLENNIUM;
  const [l, dl] = vsopSum(data.L, tau);
  const [b, db] = vsopSum(data.B, tau);
  const [r, dr] = vsopSum(data.R, tau);
  const [cl, sl, cb, sb] = [Math.cos(l), Math.sin(l), Math.cos(b), Math.sin(b)];
  const k = 1 / DAYS_PER_MILLENNIUM;
  return {
    pos: [r * cb * cl, r * cb * sl, r * sb],
    vel: [
      k * (dr * cb * cl - r * sb * db * cl - r * cb * sl * dl),
      k * (dr * cb * sl - r * sb * db * sl + r * cb * cl * dl),
      k * (dr * sb + r * cb * db),
    ],
  };
}

const helio = (data: Vsop, tt: number): Vec3 => helioState(data, tt).pos;

/** VSOP87 dynamical ecliptic J2000 to the FK5 (≈ ICRS) equator J2000: the matrix of the VSOP87 documentation. */
function vsopToEquatorial([x, y, z]: Vec3): Vec3 {
  return [
    x + 0.00000044036 * y - 0.000000190919 * z,
    -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z,
    0.397776982902 * y + 0.917482137087 * z,
  ];
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: Vec3) => Math.sqrt(dot(a, a));
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const unit = (a: Vec3) => scale(a, 1 / norm(a));
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/**
 * Light deflection by the Sun (SOFA iauLd with the Sun as deflector): p the unit vector observer→body, q the unit
 * vector Sun→body, e the unit vector Sun→observer, em the Sun-observer distance in au.
 */
function deflect(p: Vec3, q: Vec3, e: Vec3, em: number): Vec3 {
  const qpe: Vec3 = [q[0] + e[0], q[1] + e[1], q[2] + e[2]];
  const w = SUN_SCHWARZSCHILD_AU / em / Math.max(dot(q, qpe), 1e-9);
  const peq = cross(p, cross(e, q));
  return unit([p[0] + w * peq[0], p[1] + w * peq[1], p[2] + w * peq[2]]);
}

/** Annual aberration, relativistic (SOFA iauAb with the Earth's velocity v in units of c). */
function aberrate(p: Vec3, vOverC: Vec3, sunDistAu: number): Vec3 {
  const v2 = dot(vOverC, vOverC);
  const bm1 = Math.sqrt(1 - v2);
  const pdv = dot(p, vOverC);
  const w1 = 1 + pdv / (1 + bm1);
  const w2 = SUN_SCHWARZSCHILD_AU / sunDistAu;
  const out: Vec3 = [0, 0, 0];
  for (let i = 0; i < 3; i++) out[i] = p[i] * bm1 + w1 * vOverC[i] + w2 * (vOverC[i] - pdv * p[i]);
  return unit(out);
}

function toEclipticOfDate(v: Vec3, t: AstroTime): { lonDeg: number; latDeg: number } {
  const rotated = RotateVector(Rotation_EQJ_ECT(t), new Vector(v[0], v[1], v[2], t));
  const s = SphereFromVector(rotated);
  return { lonDeg: s.lon, latDeg: s.lat };
}

/** Apparent geocentric ecliptic longitude and latitude of date of a planet, by full VSOP87 and SE's reductions. */
export function precisePlanetApparent(graha: PrecisePlanet, t: AstroTime): { lonDeg: number; latDeg: number } {
  const data = PLANETS[graha];
  const { pos: earth, vel: earthVel } = helioState(EARTH, t.tt);
  // Light time from astronomy-engine's light-time-corrected distance (good to ~1e-5 au: 1e-7 d, under 0.001″).
  const lightDays = GeoVector(AE_BODY[graha], t, false).Length() * LIGHT_DAYS_PER_AU;
  const planet = helio(data, t.tt - lightDays);
  const geo = vsopToEquatorial(sub(planet, earth));
  const earthEq = vsopToEquatorial(earth);
  const p = deflect(unit(geo), unit(vsopToEquatorial(planet)), unit(earthEq), norm(earthEq));
  const v = scale(vsopToEquatorial(earthVel), 1 / C_AU_PER_DAY);
  return toEclipticOfDate(aberrate(p, v, norm(earthEq)), t);
}

/** The Sun's apparent ecliptic position of date: −Earth (VSOP87B), aberrated (its light time moves it < 0.001″). */
export function preciseSunApparent(t: AstroTime): { lonDeg: number; latDeg: number } {
  const { pos, vel } = helioState(EARTH, t.tt);
  const earthEq = vsopToEquatorial(pos);
  const v = scale(vsopToEquatorial(vel), 1 / C_AU_PER_DAY);
  return toEclipticOfDate(aberrate(unit(scale(earthEq, -1)), v, norm(earthEq)), t);
}

/** Σ_k T^k Σ A sin(φ0 + φ1 T + … + φ4 T⁴) of one ELP/MPP02 coordinate, and its rate per century. */
function elpSum(series: Series, T: number): [number, number] {
  let total = 0;
  let rate = 0;
  let power = 1;
  let prevPower = 0;
  for (let k = 0; series[k] !== undefined; k++) {
    let s = 0;
    let ds = 0;
    for (const r of series[k]) {
      const phase = r[1] + T * (r[2] + T * (r[3] + T * (r[4] + T * r[5])));
      const phaseRate = r[2] + T * (2 * r[3] + T * (3 * r[4] + T * 4 * r[5]));
      s += r[0] * Math.sin(phase);
      ds += r[0] * phaseRate * Math.cos(phase);
    }
    total += s * power;
    rate += ds * power + k * s * prevPower;
    prevPower = power;
    power *= T;
  }
  return [total, rate];
}

const ELP_MIN_ARCSEC = 3e-4;
const ELP_MIN_KM = 3e-3; // 3e-3 km at the Moon's distance: 0.0016″
const MAX_CENTURIES = 2;
const MOON = {
  L: truncate(moonElp.L, ELP_MIN_ARCSEC, MAX_CENTURIES),
  B: truncate(moonElp.B, ELP_MIN_ARCSEC, MAX_CENTURIES),
  R: truncate(moonElp.R, ELP_MIN_KM, MAX_CENTURIES),
};

/**
 * Geocentric Moon on the ELP/MPP02 inertial mean ecliptic of J2000 (Laskar's P, Q rotation, as elp.js): position in
 * au and velocity in au/day (the rotation's own rate, 1e-9 of the Moon's, is left out).
 */
function moonStateJ2000(tt: number): { pos: Vec3; vel: Vec3 } {
  const T = tt / DAYS_PER_CENTURY;
  const w = moonElp.W1 as number[];
  const [sl, dsl] = elpSum(MOON.L, T);
  const [sb, dsb] = elpSum(MOON.B, T);
  const [sr, dsr] = elpSum(MOON.R, T);
  const lon = w[0] + T * (w[1] + T * (w[2] + T * (w[3] + T * w[4]))) + sl * ARCSEC;
  const dlon = w[1] + T * (2 * w[2] + T * (3 * w[3] + T * 4 * w[4])) + dsl * ARCSEC;
  const [lat, dlat, r, dr] = [sb * ARCSEC, dsb * ARCSEC, sr / KM_PER_AU, dsr / KM_PER_AU];
  const [cl, sn, cb, sbt] = [Math.cos(lon), Math.sin(lon), Math.cos(lat), Math.sin(lat)];
  const k = 1 / DAYS_PER_CENTURY;
  const pos: Vec3 = [r * cb * cl, r * cb * sn, r * sbt];
  const vel: Vec3 = [
    k * (dr * cb * cl - r * sbt * dlat * cl - r * cb * sn * dlon),
    k * (dr * cb * sn - r * sbt * dlat * sn + r * cb * cl * dlon),
    k * (dr * sbt + r * cb * dlat),
  ];
  const P = T * (0.10180391e-4 + T * (0.47020439e-6 + T * (-0.5417367e-9 + T * (-0.2507948e-11 + T * 0.463486e-14))));
  const Q = T * (-0.113469002e-3 + T * (0.12372674e-6 + T * (0.1265417e-8 + T * (-0.1371808e-11 + T * -0.320334e-14))));
  const sq = Math.sqrt(1 - P * P - Q * Q);
  const rotate = ([x, y, z]: Vec3): Vec3 => [
    (1 - 2 * P * P) * x + 2 * P * Q * y + 2 * P * sq * z,
    2 * P * Q * x + (1 - 2 * Q * Q) * y - 2 * Q * sq * z,
    -2 * P * sq * x + 2 * Q * sq * y + (1 - 2 * P * P - 2 * Q * Q) * z,
  ];
  return { pos: rotate(pos), vel: rotate(vel) };
}

const moonJ2000 = (tt: number): Vec3 => moonStateJ2000(tt).pos;

/**
 * The Moon's apparent ecliptic position of date: ELP/MPP02 at the light-retarded instant (1.3 s). No annual
 * aberration: the Moon shares the Earth's heliocentric motion, so only their relative motion displaces it, which the
 * light time already carries (as Swiss Ephemeris does; adding it would move the Moon up to 20″).
 */
export function preciseMoonApparent(t: AstroTime): { lonDeg: number; latDeg: number } {
  const geometric = moonJ2000(t.tt);
  return toEclipticOfDate(vsopToEquatorial(moonJ2000(t.tt - norm(geometric) * LIGHT_DAYS_PER_AU)), t);
}

function toEclipticVectorOfDate(v: Vec3, t: AstroTime): Vec3 {
  const r = RotateVector(Rotation_EQJ_ECT(t), new Vector(...vsopToEquatorial(v), t));
  return [r.x, r.y, r.z];
}

/**
 * SE_TRUE_NODE: the ascending node of the osculating orbit, from the ELP/MPP02 Moon's geometric position and
 * velocity turned onto the true ecliptic of date.
 */
export function preciseTrueNodeDeg(t: AstroTime): number {
  const { pos, vel } = moonStateJ2000(t.tt);
  const n = cross(toEclipticVectorOfDate(pos, t), toEclipticVectorOfDate(vel, t));
  return normDeg(Math.atan2(n[0], -n[1]) * (180 / Math.PI));
}

/** What `meta.calculation` names for positions and ingresses computed on this path. */
export const PRECISE_EPHEMERIS =
  'VSOP87B (Sun and planets) and ELP/MPP02-DE405 (true osculating node) from astronomia 4.2 data, terms under 0.002″ dropped; light time, solar deflection, aberration, IAU 2006/2000B precession-nutation; the Moon from astronomy-engine';

/**
 * Sidereal (SE_SIDM_LAHIRI, true) longitude on the precise path. The Moon stays on the core's series: it moves 1″ in
 * 2 s, so issue 32's 60 s floor is 30″ of its motion and the core is within 2.6″, while the ELP/MPP02 Moon would
 * make a year of its ~165 ingresses about ten times dearer.
 */
export function preciseSiderealLongitudeDeg(graha: GrahaKey, t: AstroTime): number {
  switch (graha) {
    case 'surya':
      return normDeg(preciseSunApparent(t).lonDeg - trueAyanamsaDeg(t));
    case 'chandra':
      return siderealLongitudeDeg(graha, t);
    case 'rahu':
      return normDeg(preciseTrueNodeDeg(t) - trueAyanamsaDeg(t));
    case 'ketu':
      return normDeg(preciseTrueNodeDeg(t) + 180 - trueAyanamsaDeg(t));
    default:
      return normDeg(precisePlanetApparent(graha, t).lonDeg - trueAyanamsaDeg(t));
  }
}

const SPEED_STEP_DAYS = 1 / 24;

/** Sidereal longitude and daily speed (central difference over ±1 h) on the precise path at a UTC instant. */
export function preciseSiderealPosition(graha: GrahaKey, utcMs: number): { lonDeg: number; speedDegPerDay: number } {
  const t = astroTime(utcMs);
  const ahead = preciseSiderealLongitudeDeg(graha, t.AddDays(SPEED_STEP_DAYS));
  const behind = preciseSiderealLongitudeDeg(graha, t.AddDays(-SPEED_STEP_DAYS));
  return {
    lonDeg: preciseSiderealLongitudeDeg(graha, t),
    speedDegPerDay: diffDeg(ahead, behind) / (2 * SPEED_STEP_DAYS),
  };
}
