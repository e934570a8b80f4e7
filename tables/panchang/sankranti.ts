/**
 * Punya kaal of each sankranti, in ghatis (24 minutes) from the ingress moment: before, after, or both
 * (reference/panchang-rules.md 3.3: Dharmasindhu / Nirnayasindhu classical values; Drik's exact formula is not
 * published, so the window is clipped to the daytime (sunrise..sunset) of the day it falls on, as Drik clips it).
 * Index = rashi entered − 1 (Mesha first).
 */
export interface PunyaKaalRule {
  readonly beforeGhatis: number;
  readonly afterGhatis: number;
  readonly kind: string;
}

const VISHUVA: PunyaKaalRule = { beforeGhatis: 15, afterGhatis: 15, kind: 'vishuva' };
const VISHNUPADI: PunyaKaalRule = { beforeGhatis: 16, afterGhatis: 0, kind: 'vishnupadi' };
const SHADASHITI: PunyaKaalRule = { beforeGhatis: 0, afterGhatis: 16, kind: 'shadashiti' };

export const PUNYA_KAAL_RULES: readonly PunyaKaalRule[] = [
  VISHUVA, // Mesha
  VISHNUPADI, // Vrishabha
  SHADASHITI, // Mithuna
  { beforeGhatis: 30, afterGhatis: 0, kind: 'dakshinayana' }, // Karka
  VISHNUPADI, // Simha
  SHADASHITI, // Kanya
  VISHUVA, // Tula
  VISHNUPADI, // Vrishchika
  SHADASHITI, // Dhanu
  { beforeGhatis: 0, afterGhatis: 40, kind: 'uttarayana' }, // Makara
  VISHNUPADI, // Kumbha
  SHADASHITI, // Meena
];

export const GHATI_MS = 24 * 60_000;
