// Issue 32 reference data: every sidereal (Lahiri) sign ingress of the nine grahas in 2025-2030, and Placidus
// cusps with the Krishnamurti ayanamsa for 50 fixed-seed births. Sign ingresses: a 1-hour grid (no graha can
// leave a sign and come back inside an hour), then bisection to a 1 ms bracket. Ketu is Rahu + 180°.
import { Prng } from './prng.ts';
import { BODIES, EPHE, SWE_CONSTANTS as C, longitudeDeg, requireSidModeLahiri, withSidMode } from './swe.ts';
import { jdFromMs } from './time.ts';
import { WINDOW } from './transitions.ts';
import { houses_ex2, get_ayanamsa_ex_ut, calc_ut } from 'sweph';

export const INGRESS_GRID_MS = 3_600_000;
const BRACKET_MS = 1;

export const INGRESS_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
type IngressGraha = (typeof INGRESS_GRAHAS)[number];

export interface IngressRow {
  graha: IngressGraha;
  utcMs: number;
  /** Rashi entered, 1-12. */
  rashi: number;
  fromRashi: number;
}

function siderealLon(graha: IngressGraha, utcMs: number): number {
  const jd = jdFromMs(utcMs);
  if (graha === 'ketu') return (longitudeDeg(jd, BODIES.rahu, true) + 180) % 360;
  return longitudeDeg(jd, BODIES[graha], true);
}

const rashiOf = (lon: number) => (Math.floor((((lon % 360) + 360) % 360) / 30) % 12) + 1;

function bisect(graha: IngressGraha, loMs: number, hiMs: number, loRashi: number): number {
  let [lo, hi] = [loMs, hiMs];
  while (hi - lo > BRACKET_MS) {
    const mid = (lo + hi) / 2;
    if (rashiOf(siderealLon(graha, mid)) === loRashi) lo = mid;
    else hi = mid;
  }
  return Math.round((lo + hi) / 2);
}

export function findSignIngresses(): IngressRow[] {
  requireSidModeLahiri();
  const rows: IngressRow[] = [];
  for (const graha of INGRESS_GRAHAS) {
    let t = WINDOW.fromMs;
    let rashi = rashiOf(siderealLon(graha, t));
    while (t < WINDOW.toMs) {
      const next = Math.min(WINDOW.toMs, t + INGRESS_GRID_MS);
      const r = rashiOf(siderealLon(graha, next));
      if (r !== rashi) {
        rows.push({ graha, utcMs: bisect(graha, t, next, rashi), rashi: r, fromRashi: rashi });
        rashi = r;
      }
      t = next;
    }
  }
  return rows;
}

export interface KpRow {
  id: number;
  utcMs: number;
  latDeg: number;
  lonDeg: number;
  /** SE_SIDM_KRISHNAMURTI ayanamsa, true (with nutation) and mean. */
  ayanamsaTrueDeg: number;
  ayanamsaMeanDeg: number;
  /** Placidus cusps 1-12, sidereal (Krishnamurti). */
  cusps: number[];
  /** Sidereal (Krishnamurti) longitudes of the seven grahas and the true node. */
  grahas: Record<string, number>;
}

const round7 = (x: number) => Math.round(x * 1e7) / 1e7;
export const KP_SEED = 32_249;
export const KP_RANGE = { fromMs: Date.UTC(1900, 0, 1), toMs: Date.UTC(2050, 0, 1) };

export function kpRows(count = 50): KpRow[] {
  const rng = new Prng(KP_SEED);
  const rows: KpRow[] = [];
  return withSidMode(C.SE_SIDM_KRISHNAMURTI, () => {
    for (let id = 0; id < count; id++) {
      const utcMs =
        Math.floor((KP_RANGE.fromMs + (rng.nextUint32() / 2 ** 32) * (KP_RANGE.toMs - KP_RANGE.fromMs)) / 1000) * 1000;
      const latDeg = round7((rng.nextUint32() / 2 ** 32) * 120 - 60);
      const lonDeg = round7((rng.nextUint32() / 2 ** 32) * 360 - 180);
      const jd = jdFromMs(utcMs);
      const h = houses_ex2(jd, C.SEFLG_SIDEREAL, latDeg, lonDeg, 'P');
      if (h.flag < 0) throw new Error(`houses_ex2 P failed: ${h.error}`);
      const ayTrue = get_ayanamsa_ex_ut(jd, EPHE);
      const ayMean = get_ayanamsa_ex_ut(jd, EPHE | C.SEFLG_NONUT);
      const grahas: Record<string, number> = {};
      for (const [name, body] of Object.entries(BODIES)) {
        if (name === 'rahuMean') continue;
        const r = calc_ut(jd, body, EPHE | C.SEFLG_SIDEREAL);
        if (r.flag < 0) throw new Error(`calc_ut failed: ${r.error}`);
        grahas[name] = round7(r.data[0]);
      }
      rows.push({
        id,
        utcMs,
        latDeg,
        lonDeg,
        ayanamsaTrueDeg: round7(ayTrue.data),
        ayanamsaMeanDeg: round7(ayMean.data),
        cusps: h.data.houses.slice(0, 12).map(round7),
        grahas,
      });
    }
    return rows;
  });
}
