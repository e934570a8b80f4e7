/**
 * The lagna table: the sidereal (Lahiri) rising signs from sunrise to next sunrise for a place, computed with the
 * horoscope engine's own ascendant (engine/astro/lagna.ts), so a chart cast inside a window shows its rashi.
 */
import { rashiOf, siderealAscendantDeg } from '../astro/lagna.ts';
import type { Window } from '../panchang/muhurat.ts';

export interface LagnaWindow extends Window {
  readonly rashi: number;
}

/** A sign rises in 1-3 h (shorter at high latitudes, never under ~20 min below 60°); 10 min steps miss no sign there. */
const STEP_MS = 10 * 60_000;
/** Sign changes are bisected to the second: what the API shows. */
const PRECISION_MS = 1000;

function bisectChange(lo: number, hi: number, rashiAt: (t: number) => number): number {
  const before = rashiAt(lo);
  while (hi - lo > PRECISION_MS) {
    const mid = (lo + hi) / 2;
    if (rashiAt(mid) === before) lo = mid;
    else hi = mid;
  }
  return Math.ceil(hi / 1000) * 1000;
}

/** Windows tiling [fromUtcMs, toUtcMs): each starts where the ascendant enters its sign (or at `fromUtcMs`). */
export function lagnaTable(fromUtcMs: number, toUtcMs: number, latDeg: number, lonDeg: number): LagnaWindow[] {
  const rashiAt = (t: number) => rashiOf(siderealAscendantDeg(t, latDeg, lonDeg));
  const out: LagnaWindow[] = [];
  let start = fromUtcMs;
  let current = rashiAt(fromUtcMs);
  for (let t = fromUtcMs; t < toUtcMs; t += STEP_MS) {
    const next = Math.min(t + STEP_MS, toUtcMs);
    // A step can cross more than one cusp only where signs rise in under 10 min (polar latitudes): bisect each.
    let lo = t;
    while (lo < next && rashiAt(next) !== rashiAt(lo)) {
      const change = bisectChange(lo, next, rashiAt);
      if (change >= toUtcMs) break;
      out.push({ rashi: current, startUtcMs: start, endUtcMs: change });
      start = change;
      current = rashiAt(change);
      lo = change;
    }
  }
  out.push({ rashi: current, startUtcMs: start, endUtcMs: toUtcMs });
  return out;
}
