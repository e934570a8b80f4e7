/**
 * Eclipses seen from a place (the seed's "eclipse data" layer). The global part is computed once per year with
 * astronomy-engine (SearchLunarEclipse, SearchGlobalSolarEclipse) and, for each solar eclipse, geocentric Sun and
 * Moon vectors every 5 minutes around the peak. A place then needs only vector arithmetic: the topocentric
 * separation of the discs against their semidiameters and the Sun's altitude (a solar eclipse), or whether the Moon
 * is above the horizon during the phase (a lunar eclipse, from the place's moonrise and moonset).
 * SearchLocalSolarEclipse would give the same answer at ~5 ms per place-year; eclipses.test.ts checks the two agree.
 */
import {
  Body,
  GeoMoon,
  GeoVector,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  RotateVector,
  Rotation_EQJ_EQD,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SiderealTime,
  type Vector,
} from 'astronomy-engine';
import { makeObserver, type Observer } from '../../astro/riseset.ts';
import { astroTime } from '../../astro/time.ts';
import type { PlaceYear } from './place-year.ts';

type LocalKind = 'total' | 'annular' | 'partial' | 'penumbral';
export interface LocalEclipse {
  readonly body: 'solar' | 'lunar';
  readonly kind: LocalKind;
  readonly startUtcMs: number;
  readonly endUtcMs: number;
}

interface LunarEclipse {
  readonly kind: LocalKind;
  readonly fromUtcMs: number;
  readonly toUtcMs: number;
}
interface SolarSamples {
  readonly utcMs: Float64Array;
  readonly moon: Float64Array;
  readonly sun: Float64Array;
  readonly gastRad: Float64Array;
}
interface EclipseYear {
  readonly lunar: readonly LunarEclipse[];
  readonly solar: readonly SolarSamples[];
}

const MINUTE_MS = 60_000;
const SAMPLE_STEP_MS = 5 * MINUTE_MS;
const HALF_WINDOW_MS = 210 * MINUTE_MS;
const KM_PER_AU = 149_597_870.7;
const SUN_RADIUS_AU = 695_700 / KM_PER_AU;
const MOON_RADIUS_AU = 1_737.4 / KM_PER_AU;
/** The Sun's upper limb on the horizon with standard refraction. */
const SUNRISE_ALTITUDE_RAD = (-0.833 * Math.PI) / 180;
const YEARS_KEPT = 8;

const cache = new Map<number, EclipseYear>();

function lunarEclipsesOf(year: number): LunarEclipse[] {
  const out: LunarEclipse[] = [];
  const end = Date.UTC(year + 1, 0, 2);
  for (
    let e = SearchLunarEclipse(new Date(Date.UTC(year - 1, 11, 30)));
    e.peak.date.getTime() < end;
    e = NextLunarEclipse(e.peak)
  ) {
    const peak = e.peak.date.getTime();
    // The umbral phase is what almanacs observe; a penumbral-only eclipse is reported over its penumbral phase.
    const halfMinutes = e.kind === 'penumbral' ? e.sd_penum : e.sd_partial;
    out.push({
      kind: e.kind as LocalKind,
      fromUtcMs: peak - halfMinutes * MINUTE_MS,
      toUtcMs: peak + halfMinutes * MINUTE_MS,
    });
  }
  return out;
}

function pushVector(into: Float64Array, i: number, v: Vector): void {
  into[3 * i] = v.x;
  into[3 * i + 1] = v.y;
  into[3 * i + 2] = v.z;
}

function solarSamplesAround(peakUtcMs: number): SolarSamples {
  const count = Math.round((2 * HALF_WINDOW_MS) / SAMPLE_STEP_MS) + 1;
  const s: SolarSamples = {
    utcMs: new Float64Array(count),
    moon: new Float64Array(3 * count),
    sun: new Float64Array(3 * count),
    gastRad: new Float64Array(count),
  };
  for (let i = 0; i < count; i++) {
    const utcMs = peakUtcMs - HALF_WINDOW_MS + i * SAMPLE_STEP_MS;
    const t = astroTime(utcMs);
    const toDate = Rotation_EQJ_EQD(t);
    s.utcMs[i] = utcMs;
    pushVector(s.moon, i, RotateVector(toDate, GeoMoon(t)));
    pushVector(s.sun, i, RotateVector(toDate, GeoVector(Body.Sun, t, true)));
    s.gastRad[i] = (SiderealTime(t) * 15 * Math.PI) / 180;
  }
  return s;
}

function solarEclipsesOf(year: number): SolarSamples[] {
  const out: SolarSamples[] = [];
  const end = Date.UTC(year + 1, 0, 2);
  for (
    let e = SearchGlobalSolarEclipse(new Date(Date.UTC(year - 1, 11, 30)));
    e.peak.date.getTime() < end;
    e = NextGlobalSolarEclipse(e.peak)
  ) {
    out.push(solarSamplesAround(e.peak.date.getTime()));
  }
  return out;
}

export function eclipseYear(year: number): EclipseYear {
  let y = cache.get(year);
  if (!y) {
    y = { lunar: lunarEclipsesOf(year), solar: solarEclipsesOf(year) };
    if (cache.size >= YEARS_KEPT) cache.delete(cache.keys().next().value as number);
    cache.set(year, y);
  }
  return y;
}

interface TopocentricSample {
  readonly margin: number;
  readonly separation: number;
  readonly moonSd: number;
  readonly sunSd: number;
}

/** Angular separation of the discs minus the sum of their semidiameters (radians; negative = eclipsed), and the Sun's altitude. */
function topocentric(s: SolarSamples, i: number, obs: Observer): TopocentricSample & { sunAltitude: number } {
  const theta = s.gastRad[i] + (obs.longitudeDeg * Math.PI) / 180;
  const cosT = Math.cos(theta),
    sinT = Math.sin(theta);
  const ox = obs.rhoCos * cosT,
    oy = obs.rhoCos * sinT,
    oz = obs.rhoSin;
  const mx = s.moon[3 * i] - ox,
    my = s.moon[3 * i + 1] - oy,
    mz = s.moon[3 * i + 2] - oz;
  const sx = s.sun[3 * i] - ox,
    sy = s.sun[3 * i + 1] - oy,
    sz = s.sun[3 * i + 2] - oz;
  const mLen = Math.hypot(mx, my, mz),
    sLen = Math.hypot(sx, sy, sz);
  const cx = my * sz - mz * sy,
    cy = mz * sx - mx * sz,
    cz = mx * sy - my * sx;
  const separation = Math.atan2(Math.hypot(cx, cy, cz), mx * sx + my * sy + mz * sz);
  const moonSd = Math.asin(MOON_RADIUS_AU / mLen),
    sunSd = Math.asin(SUN_RADIUS_AU / sLen);
  const up = obs.cosLat * cosT * sx + obs.cosLat * sinT * sy + obs.sinLat * sz;
  return { margin: separation - moonSd - sunSd, separation, moonSd, sunSd, sunAltitude: Math.asin(up / sLen) };
}

function localKindAt(t: TopocentricSample): LocalKind {
  if (t.separation <= t.moonSd - t.sunSd) return 'total';
  if (t.separation <= t.sunSd - t.moonSd) return 'annular';
  return 'partial';
}

/** First and last instant at which g > 0, by linear interpolation between samples; null if never. */
function positiveSpan(times: Float64Array, g: Float64Array): { from: number; to: number; best: number } | null {
  let from = NaN,
    to = NaN,
    best = -1;
  for (let i = 0; i < g.length; i++) {
    if (g[i] <= 0) continue;
    if (best < 0 || g[i] > g[best]) best = i;
    if (Number.isNaN(from))
      from = i === 0 ? times[0] : times[i - 1] + ((times[i] - times[i - 1]) * -g[i - 1]) / (g[i] - g[i - 1]);
    to = i === g.length - 1 ? times[i] : times[i] + ((times[i + 1] - times[i]) * g[i]) / (g[i] - g[i + 1]);
  }
  return best < 0 ? null : { from, to, best };
}

function localSolar(s: SolarSamples, obs: Observer): LocalEclipse | null {
  const g = new Float64Array(s.utcMs.length);
  const samples: TopocentricSample[] = [];
  for (let i = 0; i < g.length; i++) {
    const t = topocentric(s, i, obs);
    samples.push(t);
    g[i] = Math.min(-t.margin, t.sunAltitude - SUNRISE_ALTITUDE_RAD);
  }
  const span = positiveSpan(s.utcMs, g);
  if (span === null) return null;
  let deepest = span.best;
  for (let i = 0; i < samples.length; i++)
    if (g[i] > 0 && samples[i].separation < samples[deepest].separation) deepest = i;
  return {
    body: 'solar',
    kind: localKindAt(refinedMinimum(samples, deepest)),
    startUtcMs: span.from,
    endUtcMs: span.to,
  };
}

/** Separation at its true minimum near sample i: the squared separation is close to a parabola in time. */
function refinedMinimum(samples: readonly TopocentricSample[], i: number): TopocentricSample {
  if (i === 0 || i === samples.length - 1) return samples[i];
  const [a, b, c] = [samples[i - 1].separation ** 2, samples[i].separation ** 2, samples[i + 1].separation ** 2];
  const curvature = a - 2 * b + c;
  if (curvature <= 0) return samples[i];
  const minSquared = b - (a - c) ** 2 / (8 * curvature);
  return { ...samples[i], separation: Math.sqrt(Math.max(0, minSquared)) };
}

/** Intervals in which the Moon is above the horizon, from the place's rise and set events. */
function moonUpIntervals(py: PlaceYear): Array<[number, number]> {
  const events: Array<[number, boolean]> = [];
  for (const d of py.days) {
    if (d.moonriseUtcMs !== null) events.push([d.moonriseUtcMs, true]);
    if (d.moonsetUtcMs !== null) events.push([d.moonsetUtcMs, false]);
  }
  events.sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  let upSince: number | null = events.length > 0 && !events[0][1] ? py.days[0].dayStartUtcMs : null;
  for (const [t, rising] of events) {
    if (rising && upSince === null) upSince = t;
    else if (!rising && upSince !== null) {
      out.push([upSince, t]);
      upSince = null;
    }
  }
  if (upSince !== null) out.push([upSince, py.days[py.length - 1].dayEndUtcMs]);
  return out;
}

function localLunar(e: LunarEclipse, up: ReadonlyArray<[number, number]>): LocalEclipse | null {
  let from = Infinity,
    to = -Infinity;
  for (const [a, b] of up) {
    const lo = Math.max(a, e.fromUtcMs),
      hi = Math.min(b, e.toUtcMs);
    if (lo < hi) {
      from = Math.min(from, lo);
      to = Math.max(to, hi);
    }
  }
  return from < to ? { body: 'lunar', kind: e.kind, startUtcMs: from, endUtcMs: to } : null;
}

/** Eclipses of the civil year visible from the place, clipped to the part seen. */
export function localEclipses(
  year: number,
  py: PlaceYear,
  place: { latitudeDeg: number; longitudeDeg: number },
): LocalEclipse[] {
  const y = eclipseYear(year);
  const obs = makeObserver(place);
  const out: LocalEclipse[] = [];
  for (const s of y.solar) {
    const seen = localSolar(s, obs);
    if (seen) out.push(seen);
  }
  const up = y.lunar.length > 0 ? moonUpIntervals(py) : [];
  for (const e of y.lunar) {
    const seen = localLunar(e, up);
    if (seen) out.push(seen);
  }
  return out;
}
