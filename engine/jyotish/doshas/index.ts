// The dosha result of seed 000: manglik, kaal_sarp, pitra, sade_sati and a summary.
// Informational only: patterns by classical rules, no predictions of outcomes, no remedies.
import type { ProseLang } from '../../../tables/names/index.ts';
import type { ChartPositions } from '../types.ts';
import { assertPositions, rashiOf } from '../zodiac.ts';
import { kaalSarp, type KaalSarpResult } from './kaal-sarp.ts';
import { manglik, type ManglikResult } from './manglik.ts';
import { pitra, type PitraResult } from './pitra.ts';
import { sadeSati, type SadeSatiResult, type SignIngressFn } from './sade-sati.ts';
import { doshaSummary, type DoshaSummary } from './summary.ts';

export interface DoshaOptions {
  lang?: ProseLang;
  /** The instant Sade Sati is judged at; with signIngresses it is required for a transit reading. */
  asOfUtcMs?: number;
  /** Saturn's sign ingresses from the astro core; without it Sade Sati reports `available: false`. */
  signIngresses?: SignIngressFn;
}

export interface DoshaResult {
  manglik: ManglikResult;
  kaal_sarp: KaalSarpResult;
  pitra: PitraResult;
  sade_sati: SadeSatiResult;
  summary: DoshaSummary;
}

export function computeDoshas(positions: ChartPositions, options: DoshaOptions = {}): DoshaResult {
  assertPositions(positions);
  const lang = options.lang ?? 'en';
  const moonRashi = rashiOf(positions.grahas.chandra.lonSidDeg);
  const sade_sati: SadeSatiResult =
    options.signIngresses && options.asOfUtcMs !== undefined && Number.isFinite(options.asOfUtcMs)
      ? sadeSati(moonRashi, options.asOfUtcMs, options.signIngresses, lang)
      : { available: false, reason: 'no transit context (asOfUtcMs and signIngresses) was supplied' };
  const parts = {
    manglik: manglik(positions, lang),
    kaal_sarp: kaalSarp(positions, lang),
    pitra: pitra(positions, lang),
    sade_sati,
  };
  return { ...parts, summary: doshaSummary(parts, lang) };
}

export type { KaalSarpResult, ManglikResult, PitraResult, SadeSatiResult, SignIngressFn, DoshaSummary };
