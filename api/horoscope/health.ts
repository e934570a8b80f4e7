// The `horoscope-engine` component of /status (seed 000 lists it): a fixed chart whose Moon must come out in
// the sign and nakshatra the Swiss Ephemeris fixtures give for that instant. A wrong or throwing engine is down.
import { chartPositionsAt } from '../../engine/jyotish/chart-at.ts';
import { nakshatraOf, rashiOf } from '../../engine/jyotish/zodiac.ts';
import type { ComponentCheck } from '../health.ts';

/** 2025-01-01 00:00 UT, New Delhi: Moon 269.7069 deg (astrology-rules.md 4, SE 2.10.03) = dhanu, Uttara Ashadha. */
const PROBE = { utcMs: Date.UTC(2025, 0, 1), latDeg: 28.6139, lonDeg: 77.209, moonRashi: 9, moonNakshatra: 21 };

export const horoscopeEngineCheck: ComponentCheck = {
  name: 'horoscope-engine',
  check() {
    try {
      const moon = chartPositionsAt(PROBE.utcMs, PROBE.latDeg, PROBE.lonDeg).grahas.chandra.lonSidDeg;
      const ok = rashiOf(moon) === PROBE.moonRashi && nakshatraOf(moon).number === PROBE.moonNakshatra;
      return ok ? { status: 'ok' } : { status: 'down', reason: 'wrong-positions' };
    } catch {
      return { status: 'down', reason: 'engine-error' };
    }
  },
};
