// The only door to Swiss Ephemeris (npm sweph): every call goes through a checked wrapper here,
// so the flags used are written down once and copied into each fixture's header.
import {
  calc_ut,
  constants as C,
  deltat,
  deltat_ex,
  get_ayanamsa_ex_ut,
  houses_ex2,
  refrac_extended,
  rise_trans,
  set_ephe_path,
  set_sid_mode,
  version,
} from 'sweph';

export const SOURCE = `Swiss Ephemeris ${version()} (npm sweph), DE431 ephemeris files`;

/** SE's own ephemeris files (DE431): see ephemeris-files.ts for why not the built-in Moshier theory. */
export const EPHE = C.SEFLG_SWIEPH;
/** Flags for positions: ephemeris files, speeds on. */
export const FLAGS_TROPICAL = EPHE | C.SEFLG_SPEED;
export const FLAGS_SIDEREAL = EPHE | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
/**
 * Rise/set by SE's default definition (upper limb, standard refraction), solved with SE's
 * iterative search (SE_BIT_FORCE_SLOW_METHOD): swe_rise_trans otherwise uses a 2-step (Moon: 4-step)
 * shortcut below 65° (Moon 60°) that leaves up to ~3 s of solver error at 60-65° and misses a
 * sunset a few minutes after the search start at Reykjavik in June. The horizon is the same.
 */
export const RSMI_DEFAULT = C.SE_BIT_FORCE_SLOW_METHOD;
export const RSMI_CENTRE_NO_REFRACTION = C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION | C.SE_BIT_FORCE_SLOW_METHOD;
/** 0 asks SE to use its defaults (see `seDefaultsForSeaLevel`). */
export const ATPRESS_MBAR = 0;
export const ATTEMP_C = 0;
export const ELEVATION_M = 0;
export const HOUSE_SYSTEM = 'W';

export const BODIES = {
  sun: C.SE_SUN,
  moon: C.SE_MOON,
  mars: C.SE_MARS,
  mercury: C.SE_MERCURY,
  jupiter: C.SE_JUPITER,
  venus: C.SE_VENUS,
  saturn: C.SE_SATURN,
  rahu: C.SE_TRUE_NODE,
  rahuMean: C.SE_MEAN_NODE,
} as const;
export type BodyName = keyof typeof BODIES;

let initialised = false;

/** The ephemeris path and Lahiri must be set before any call; SE keeps both as global state. */
export function initSwissEphemeris(ephePath: string): void {
  set_ephe_path(ephePath);
  set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  initialised = true;
}

function requireInit(): void {
  if (!initialised) throw new Error('call initSwissEphemeris() first');
}

/** Lahiri is the default every fixture but the KP one assumes. */
export function requireSidModeLahiri(): void {
  requireInit();
}

/** Runs `f` with another sidereal mode (issue 32: SE_SIDM_KRISHNAMURTI), then restores Lahiri. */
export function withSidMode<T>(mode: number, f: () => T): T {
  requireInit();
  set_sid_mode(mode, 0, 0);
  try {
    return f();
  } finally {
    set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  }
}

/** SE reports ERR as a negative flag; a missing SEFLG_SWIEPH bit means it fell back to Moshier (file not found). */
function checkedCalc(jdUt: number, body: number, flags: number): number[] {
  requireInit();
  const result = calc_ut(jdUt, body, flags);
  if (result.flag < 0) throw new Error(`calc_ut(${jdUt}, ${body}) failed: ${result.error}`);
  if (body !== C.SE_ECL_NUT && (result.flag & EPHE) === 0) {
    throw new Error(`calc_ut(${jdUt}, ${body}) did not use the ephemeris files: flag ${result.flag} ${result.error}`);
  }
  return result.data;
}

export interface BodyState {
  lonDeg: number;
  latDeg: number;
  speedLonDegPerDay: number;
}

export function bodyState(jdUt: number, body: number, sidereal: boolean): BodyState {
  const data = checkedCalc(jdUt, body, sidereal ? FLAGS_SIDEREAL : FLAGS_TROPICAL);
  return { lonDeg: data[0], latDeg: data[1], speedLonDegPerDay: data[3] };
}

/** Longitude only, without speed: the transition search calls this hundreds of thousands of times. */
export function longitudeDeg(jdUt: number, body: number, sidereal: boolean): number {
  const flags = sidereal ? EPHE | C.SEFLG_SIDEREAL : EPHE;
  return checkedCalc(jdUt, body, flags)[0];
}

export interface Nutation {
  trueObliquityDeg: number;
  meanObliquityDeg: number;
  nutationLonDeg: number;
  nutationOblDeg: number;
}

export function nutation(jdUt: number): Nutation {
  const data = checkedCalc(jdUt, C.SE_ECL_NUT, EPHE);
  return { trueObliquityDeg: data[0], meanObliquityDeg: data[1], nutationLonDeg: data[2], nutationOblDeg: data[3] };
}

export function ayanamsaDeg(jdUt: number, withNutation: boolean): number {
  requireInit();
  const flags = withNutation ? EPHE : EPHE | C.SEFLG_NONUT;
  const result = get_ayanamsa_ex_ut(jdUt, flags);
  if (result.flag < 0) throw new Error(`get_ayanamsa_ex_ut(${jdUt}) failed: ${result.error}`);
  return result.data;
}

/** swe_deltat: SE's default ΔT (its guess of the ephemeris in use), in seconds. */
export function deltaTSeconds(jdUt: number): number {
  return deltat(jdUt) * 86400;
}

/** swe_deltat_ex(SEFLG_SWIEPH): the ΔT calc_ut actually applies with the files' tidal acceleration. */
export function deltaTAppliedSeconds(jdUt: number): number {
  const result = deltat_ex(jdUt, EPHE);
  if (result.error) throw new Error(`deltat_ex(${jdUt}): ${result.error}`);
  return result.data * 86400;
}

export function ascendantDeg(jdUt: number, latDeg: number, lonDeg: number, sidereal: boolean): number {
  requireInit();
  const result = houses_ex2(jdUt, sidereal ? C.SEFLG_SIDEREAL : 0, latDeg, lonDeg, HOUSE_SYSTEM);
  if (result.flag < 0) throw new Error(`houses_ex2(${jdUt}, ${latDeg}, ${lonDeg}) failed: ${result.error}`);
  return result.data.points[0];
}

export type RiseOrSet = 'rise' | 'set';

/** JD (UT) of the first rise/set at or after `jdUt`, or null when SE reports the body circumpolar (-2). */
export function riseOrSetJd(
  jdUt: number,
  body: number,
  event: RiseOrSet,
  latDeg: number,
  lonDeg: number,
  rsmiBits: number,
): number | null {
  const rsmi = (event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET) | rsmiBits;
  const result = rise_trans(jdUt, body, null, EPHE, rsmi, [lonDeg, latDeg, ELEVATION_M], ATPRESS_MBAR, ATTEMP_C);
  if (result.flag === -2) return null;
  if (result.flag < 0) throw new Error(`rise_trans(${jdUt}, ${body}, ${event}) failed: ${result.error}`);
  return result.data;
}

/**
 * What SE does with atpress = 0 and attemp = 0 at sea level (swecl.c rise_set_fast / swe_azalt):
 * pressure 0 is replaced by 1013.25 * (1 - 0.0065 h / 288)^5.255 mbar (h = elevation), the temperature
 * 0 is used as 0 °C. The event is when the true (topocentric, unrefracted) altitude of the centre
 * equals -(refraction at apparent altitude 0 + apparent semidiameter).
 */
export function seDefaultsForSeaLevel() {
  const pressureMbar = 1013.25 * (1 - (0.0065 * ELEVATION_M) / 288) ** 5.255;
  const refraction = refrac_extended(0.000001, ELEVATION_M, pressureMbar, ATTEMP_C, 0.0065, C.SE_APP_TO_TRUE);
  const refractionAtHorizonDeg = refraction.extended[2];
  const AU_M = 1.495978707e11;
  const sunSemidiameterAt1AuDeg = (Math.asin(1392000000.0 / 2 / AU_M) * 180) / Math.PI;
  return { pressureMbar, temperatureC: ATTEMP_C, refractionAtHorizonDeg, sunSemidiameterAt1AuDeg };
}

export { C as SWE_CONSTANTS };
