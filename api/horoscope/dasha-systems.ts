// One call shape for every dasha system of POST /v1/dasha: the nakshatra dashas read the Moon, chara dasha (issue
// 32) reads the whole chart. Chara answers carry the same envelope (moon, balance_at_birth, periods) plus a `chara`
// block saying how each sign's years were found.
import { type CharaDashaResult, charaDasha } from '../../engine/jyotish/chara-dasha.ts';
import {
  ashtottariDasha,
  type DashaOptions,
  type DashaResult,
  type DashaSystem,
  vimshottariDasha,
  yoginiDasha,
} from '../../engine/jyotish/dasha.ts';
import { nakshatraRef } from '../../engine/jyotish/names.ts';
import type { ChartPositions } from '../../engine/jyotish/types.ts';
import { nakshatraOf, normDeg } from '../../engine/jyotish/zodiac.ts';
import type { CharaYearRule } from '../../tables/jyotish/chara-dasha.ts';

export type AnyDashaSystem = DashaSystem | 'chara';

const NAKSHATRA_FN = { vimshottari: vimshottariDasha, yogini: yoginiDasha, ashtottari: ashtottariDasha } as const;

type CharaAnswer = Omit<DashaResult, 'system'> & {
  system: 'chara';
  chara: Omit<CharaDashaResult, 'system' | 'year_days' | 'levels' | 'range' | 'periods'>;
};

/** Chara dasha in the nakshatra dashas' shape: `balance_at_birth` is the first sign's whole dasha (it starts at birth). */
function charaAnswer(p: ChartPositions, birthMs: number, opts: DashaOptions, rule: CharaYearRule): CharaAnswer {
  const { system, year_days, levels, range, periods, ...chara } = charaDasha(p, birthMs, { ...opts, yearRule: rule });
  const lon = normDeg(p.grahas.chandra.lonSidDeg);
  const nak = nakshatraOf(lon);
  const first = chara.signs[0]!;
  const firstEnd = birthMs + first.years * year_days * 86_400_000;
  return {
    system,
    year_days,
    levels,
    moon: { longitude: lon, nakshatra: nakshatraRef(nak, opts.lang ?? 'en'), fraction_elapsed: nak.fraction },
    balance_at_birth: {
      lord: first.lord,
      name: first.rashi.name,
      years: first.years,
      end_utc_ms: Math.round(firstEnd),
    },
    range,
    periods,
    chara,
  };
}

/** The dasha of `system` for a chart; `charaYears` only matters to chara. */
export function dashaOf(
  system: AnyDashaSystem,
  p: ChartPositions,
  birthMs: number,
  opts: DashaOptions,
  charaYears: CharaYearRule = 'kn_rao',
): DashaResult | CharaAnswer {
  if (system === 'chara') return charaAnswer(p, birthMs, opts, charaYears);
  return NAKSHATRA_FN[system](p.grahas.chandra.lonSidDeg, birthMs, opts);
}
