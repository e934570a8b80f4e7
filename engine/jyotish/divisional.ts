// Divisional charts D1-D60 by the rules of tables/jyotish/vargas.ts (Parashara unless a method is asked for).
import type { ProseLang } from '../../tables/names/index.ts';
import { tr } from '../../tables/prose/index.ts';
import {
  DEFAULT_VARGA_METHOD,
  KASHINATHA_SIGNS,
  VARGAS,
  VARGA_CODES,
  type SignClassing,
  type Start,
  type VargaCode,
  type VargaRule,
} from '../../tables/jyotish/vargas.ts';
import { JyotishError } from './errors.ts';
import { grahaName, rashiRef } from './names.ts';
import type { ChartPositions, DivisionalChart } from './types.ts';
import { GRAHA_KEYS, SIGN_DEG, assertPositions, houseFrom, normDeg } from './zodiac.ts';

export const SUPPORTED_VARGAS: readonly VargaCode[] = VARGA_CODES;

/** Accepts 'D9' or 'd9'; anything else throws `unsupported_varga` naming the supported ones. */
export function parseVarga(code: string): VargaCode {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if ((SUPPORTED_VARGAS as readonly string[]).includes(upper)) return upper as VargaCode;
  throw new JyotishError('unsupported_varga', `varga must be one of ${SUPPORTED_VARGAS.join(', ')}`);
}

/** The methods a varga offers, default first. */
export function vargaMethods(code: VargaCode): string[] {
  return Object.keys(VARGAS[code].methods);
}

/** `undefined` means Parashara; a method the varga does not offer throws `invalid_method` listing those it does. */
export function parseVargaMethod(code: VargaCode, method: string | undefined): string {
  const m = method === undefined ? DEFAULT_VARGA_METHOD : method.trim().toLowerCase();
  if (m in VARGAS[code].methods) return m;
  throw new JyotishError('invalid_method', `method for ${code} must be one of ${vargaMethods(code).join(', ')}`);
}

/** A point of a varga: its sign (1-12) and its degree within that sign, 0 <= d < 30. */
export interface VargaPoint {
  rashi: number;
  degreeInSign: number;
}

const MODALITY = ['movable', 'fixed', 'dual'] as const;
const ELEMENT = ['fire', 'earth', 'air', 'water'] as const;

function classOf(classing: SignClassing, signIndex: number): string {
  if (classing === 'parity') return signIndex % 2 === 0 ? 'odd' : 'even';
  if (classing === 'modality') return MODALITY[signIndex % 3];
  if (classing === 'element') return ELEMENT[signIndex % 4];
  return 'all';
}

/** 0-based sign index where part 0 of the sign goes. */
function startIndex(start: Start, signIndex: number): number {
  if ('offset' in start) return signIndex + start.offset;
  if ('rashi' in start) return start.rashi - 1;
  return 12 - signIndex;
}

/** 0-based varga sign index of part `part` of the sign `signIndex` (both 0-based) under an equal-part rule. */
function equalPartSign(rule: Exclude<VargaRule, { kind: 'unequal' }>, n: number, signIndex: number, part: number) {
  const odd = signIndex % 2 === 0;
  switch (rule.kind) {
    case 'equal':
      return startIndex(rule.starts[classOf(rule.classing, signIndex)], signIndex) + part * rule.step;
    case 'list':
      return (odd ? rule.odd : rule.even)[part] - 1;
    case 'cyclic':
      return signIndex * n + part;
    case 'alternate': {
      // Odd signs (0, 2, ...) share one forward run from Mesha, even signs one backward run from Meena.
      const k = Math.floor(signIndex / 2) * n + part;
      return odd ? k : 11 - k;
    }
    case 'kashinatha': {
      const sunHora = (part === 0) === odd;
      const pair = KASHINATHA_SIGNS[signIndex + 1];
      return (sunHora ? pair.day : pair.night) - 1;
    }
  }
}

const mod12 = (i: number) => ((i % 12) + 12) % 12;

/** The varga sign and degree of a sidereal longitude. Equal parts scale linearly onto 30°; so do unequal ones. */
export function vargaPoint(lonSidDeg: number, code: VargaCode, method: string = DEFAULT_VARGA_METHOD): VargaPoint {
  const { divisions: n, methods } = VARGAS[code];
  const rule = methods[method]?.rule;
  if (!rule)
    throw new JyotishError('invalid_method', `method for ${code} must be one of ${vargaMethods(code).join(', ')}`);
  const lon = normDeg(lonSidDeg);
  const signIndex = Math.min(11, Math.floor(lon / SIGN_DEG));
  const deg = Math.min(SIGN_DEG, lon - signIndex * SIGN_DEG);
  if (rule.kind === 'unequal') {
    const parts = signIndex % 2 === 0 ? rule.odd : rule.even;
    let from = 0;
    // The last part takes everything to 30° (a longitude that rounds to 360 lands at 30° exactly).
    for (const [i, [to, rashi]] of parts.entries()) {
      if (deg < to || i === parts.length - 1)
        return { rashi, degreeInSign: (Math.min(deg - from, to - from) / (to - from)) * SIGN_DEG };
      from = to;
    }
    throw new Error(`${code} has no parts`);
  }
  const width = SIGN_DEG / n;
  // min() guards the float edge where deg / width rounds up to n.
  const part = Math.min(n - 1, Math.floor(deg / width));
  return {
    rashi: mod12(equalPartSign(rule, n, signIndex, part)) + 1,
    degreeInSign: ((deg - part * width) / width) * SIGN_DEG,
  };
}

export interface DivisionalOptions {
  method?: string | undefined;
}

/** Houses in a divisional chart are whole signs from that chart's own lagna (the varga point of the lagna). */
export function divisionalChart(
  positions: ChartPositions,
  varga: string,
  lang: ProseLang = 'en',
  options: DivisionalOptions = {},
): DivisionalChart {
  const code = parseVarga(varga);
  const method = parseVargaMethod(code, options.method);
  assertPositions(positions);
  const lagna = vargaPoint(positions.lagnaSidDeg, code, method);
  return {
    varga: code,
    name: tr(VARGAS[code].name, lang),
    method,
    lagna: { rashi: rashiRef(lagna.rashi, lang), degree_in_sign: lagna.degreeInSign },
    positions: GRAHA_KEYS.map((key) => {
      const p = vargaPoint(positions.grahas[key].lonSidDeg, code, method);
      return {
        graha: grahaName(key, lang),
        graha_key: key,
        rashi: rashiRef(p.rashi, lang),
        house: houseFrom(p.rashi, lagna.rashi),
        degree_in_sign: p.degreeInSign,
      };
    }),
  };
}

/** The rule's citation, for meta.calculation. */
export function vargaSource(code: VargaCode, method: string): string {
  return VARGAS[code].methods[method]?.source ?? '';
}
