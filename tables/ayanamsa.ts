/**
 * Ayanamsa definitions as rows of data. The engine's default is Swiss Ephemeris SE_SIDM_LAHIRI (sweph.h:
 * `{2435553.5, 23.250182778 - 0.004658035, FALSE, SEMOD_PREC_IAU_1976}`): mean ayanamsa 23.245524743° at
 * JD 2435553.5 TT, carried to other dates by the general precession in longitude. SE 2.10 re-anchors that
 * IAU-1976 definition in its default precession model, which moves the value by a constant 0.1305″
 * (measured against swe_get_ayanamsa_ut, identical to 1 mas from 1800 to 2100).
 * A Drik-Panchang compatibility row would add about 24″ (reference/panchang-rules.md 7.3).
 */
export interface AyanamsaDefinition {
  readonly key: string;
  readonly name: string;
  readonly epochJdTT: number;
  readonly meanValueAtEpochDeg: number;
  readonly correctionArcsec: number;
}

export const AYANAMSAS = {
  lahiri: {
    key: 'lahiri',
    name: 'Lahiri (Chitrapaksha), SE_SIDM_LAHIRI',
    epochJdTT: 2435553.5,
    meanValueAtEpochDeg: 23.250182778 - 0.004658035,
    correctionArcsec: 0.1305,
  },
  // issue 32 (KP): SE_SIDM_KRISHNAMURTI (sweph.h `{2415020.0, 22.363889, FALSE, SEMOD_PREC_NEWCOMB}`): 22.363889° at
  // J1900. SE 2.10 carries it in its own precession model; against swe_get_ayanamsa_ex_ut(SEFLG_NONUT) over
  // 1900-2049 (data/reference/swe-kp.json) that is this definition less a constant 0.8274″ (spread 0.001″).
  krishnamurti: {
    key: 'krishnamurti',
    name: 'Krishnamurti (KP), SE_SIDM_KRISHNAMURTI',
    epochJdTT: 2415020.0,
    meanValueAtEpochDeg: 22.363889,
    correctionArcsec: -0.8274,
  },
} as const satisfies Record<string, AyanamsaDefinition>;
