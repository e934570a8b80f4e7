// Every anga / sankranti / new and full moon boundary in a UTC window: bracket the crossing on a
// 2-hour grid, then bisect in milliseconds. All the quantities increase monotonically (the Moon is
// never retrograde and always outruns the Sun), so each grid step holds at most one crossing.
import { SWE_CONSTANTS as C, longitudeDeg } from './swe.ts';
import { jdFromMs } from './time.ts';

export const WINDOW = { fromMs: Date.UTC(2025, 0, 1), toMs: Date.UTC(2031, 0, 1) };
export const GRID_STEP_MS = 2 * 3_600_000;
/** Bisection stops when the bracket is this narrow; the midpoint is then rounded to whole ms. */
const BRACKET_MS = 0.25;

export type TransitionKind = 'tithi' | 'karana' | 'nakshatra' | 'yoga' | 'sankranti' | 'newmoon' | 'fullmoon';
export const TRANSITION_KINDS: readonly TransitionKind[] = [
  'tithi',
  'karana',
  'nakshatra',
  'yoga',
  'sankranti',
  'newmoon',
  'fullmoon',
];

export interface TransitionRow {
  kind: TransitionKind;
  index: number;
  utcMs: number;
}

type Angles = { elongationDeg: number; moonSidDeg: number; yogaDeg: number; sunSidDeg: number };
type AngleName = keyof Angles;

interface Spec {
  kind: TransitionKind;
  angle: AngleName;
  /** The circle is split into this many equal segments. */
  segments: number;
  /** Index reported for the segment that begins; null = this kind ignores that boundary. */
  indexOfSegment: (segment: number) => number | null;
}

const SPECS: readonly Spec[] = [
  { kind: 'tithi', angle: 'elongationDeg', segments: 30, indexOfSegment: (s) => s + 1 },
  { kind: 'karana', angle: 'elongationDeg', segments: 60, indexOfSegment: (s) => s },
  { kind: 'nakshatra', angle: 'moonSidDeg', segments: 27, indexOfSegment: (s) => s + 1 },
  { kind: 'yoga', angle: 'yogaDeg', segments: 27, indexOfSegment: (s) => s + 1 },
  { kind: 'sankranti', angle: 'sunSidDeg', segments: 12, indexOfSegment: (s) => s + 1 },
  // New and full moon are the tithi 1 and tithi 16 boundaries, reported with that tithi number.
  { kind: 'newmoon', angle: 'elongationDeg', segments: 2, indexOfSegment: (s) => (s === 0 ? 1 : null) },
  { kind: 'fullmoon', angle: 'elongationDeg', segments: 2, indexOfSegment: (s) => (s === 1 ? 16 : null) },
];

const norm360 = (x: number): number => ((x % 360) + 360) % 360;
const wrap180 = (x: number): number => norm360(x + 180) - 180;

/**
 * Elongation from apparent tropical longitudes (the ayanamsa cancels); nakshatra, yoga and
 * sankranti from SE sidereal (Lahiri) longitudes.
 */
function angleAt(name: AngleName, utcMs: number): number {
  const jd = jdFromMs(utcMs);
  switch (name) {
    case 'elongationDeg':
      return norm360(longitudeDeg(jd, C.SE_MOON, false) - longitudeDeg(jd, C.SE_SUN, false));
    case 'moonSidDeg':
      return norm360(longitudeDeg(jd, C.SE_MOON, true));
    case 'sunSidDeg':
      return norm360(longitudeDeg(jd, C.SE_SUN, true));
    case 'yogaDeg':
      return norm360(longitudeDeg(jd, C.SE_MOON, true) + longitudeDeg(jd, C.SE_SUN, true));
  }
}

function anglesAt(utcMs: number): Angles {
  const jd = jdFromMs(utcMs);
  const moonTrop = longitudeDeg(jd, C.SE_MOON, false);
  const sunTrop = longitudeDeg(jd, C.SE_SUN, false);
  const moonSid = longitudeDeg(jd, C.SE_MOON, true);
  const sunSid = longitudeDeg(jd, C.SE_SUN, true);
  return {
    elongationDeg: norm360(moonTrop - sunTrop),
    moonSidDeg: norm360(moonSid),
    yogaDeg: norm360(moonSid + sunSid),
    sunSidDeg: norm360(sunSid),
  };
}

function segmentOf(angleDeg: number, segments: number): number {
  return Math.min(segments - 1, Math.floor((angleDeg * segments) / 360));
}

/** The instant (ms) where `name` reaches `boundaryDeg`, given it is below at lowMs and at/above at highMs. */
function bisect(name: AngleName, boundaryDeg: number, lowMs: number, highMs: number): number {
  let lo = lowMs;
  let hi = highMs;
  while (hi - lo > BRACKET_MS) {
    const mid = (lo + hi) / 2;
    if (wrap180(angleAt(name, mid) - boundaryDeg) >= 0) hi = mid;
    else lo = mid;
  }
  return Math.round((lo + hi) / 2);
}

export interface TransitionTable {
  /** Index current at WINDOW.fromMs per kind (for newmoon/fullmoon: the tithi current then). */
  indexAtStart: Record<TransitionKind, number>;
  rows: Record<TransitionKind, TransitionRow[]>;
}

export function findTransitions(fromMs = WINDOW.fromMs, toMs = WINDOW.toMs): TransitionTable {
  const rows = Object.fromEntries(TRANSITION_KINDS.map((k) => [k, [] as TransitionRow[]])) as Record<
    TransitionKind,
    TransitionRow[]
  >;
  const first = anglesAt(fromMs);
  const indexAtStart = Object.fromEntries(
    SPECS.map((spec) => {
      const segment = segmentOf(first[spec.angle], spec.segments);
      const index =
        spec.kind === 'newmoon' || spec.kind === 'fullmoon'
          ? segmentOf(first.elongationDeg, 30) + 1
          : spec.indexOfSegment(segment)!;
      return [spec.kind, index];
    }),
  ) as Record<TransitionKind, number>;

  let previousMs = fromMs;
  let previous = first;
  for (let t = fromMs + GRID_STEP_MS; previousMs < toMs; t += GRID_STEP_MS) {
    const stepEnd = Math.min(t, toMs);
    const current = anglesAt(stepEnd);
    for (const spec of SPECS) {
      const before = segmentOf(previous[spec.angle], spec.segments);
      const after = segmentOf(current[spec.angle], spec.segments);
      if (before === after) continue;
      if ((after - before + spec.segments) % spec.segments !== 1) {
        throw new Error(`${spec.kind}: more than one boundary between ${previousMs} and ${stepEnd}`);
      }
      const index = spec.indexOfSegment(after);
      if (index === null) continue;
      const utcMs = bisect(spec.angle, (after * 360) / spec.segments, previousMs, stepEnd);
      if (utcMs < toMs) rows[spec.kind].push({ kind: spec.kind, index, utcMs });
    }
    previousMs = stepEnd;
    previous = current;
  }
  return { indexAtStart, rows };
}
