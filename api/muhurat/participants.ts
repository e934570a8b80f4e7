// Participants of a muhurat search (issue #30): a birth star and/or Moon sign as given, or birth details resolved by
// the horoscope routes' own birth resolution and engine (the Moon's sidereal longitude at birth gives both). Bad
// birth input raises the horoscope routes' 400 codes (invalid_birth_data, invalid_date, invalid_timezone, unknown_place).
import { nakshatraOf, rashiOf } from '../../engine/jyotish/zodiac.ts';
import type { Personal } from '../../engine/muhurat/index.ts';
import { NAKSHATRAS, RASHIS, nameOf, type Lang } from '../../tables/names/index.ts';
import { context } from '../horoscope/answer.ts';
import { natalChart } from '../horoscope/service.ts';
import type { BirthInput } from '../horoscope/birth.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';
import type { SearchAnswer, SearchInput } from './schemas.ts';

export interface ResolvedParticipant extends Personal {
  readonly source: 'given' | 'birth_details';
  /** The birth place the horoscope resolution settled on (its label), when birth details were given. */
  readonly place?: string;
}

/** Birth details through the horoscope routes' resolution and engine (Lahiri, as its charts): the Moon's star and sign. */
export function personalFromBirth(birth: BirthInput, ctx: HandlerContext): ResolvedParticipant {
  const natal = natalChart(birth, context(ctx), 'en');
  const moonDeg = natal.positions.grahas.chandra.lonSidDeg;
  return {
    source: 'birth_details',
    birthNakshatra: nakshatraOf(moonDeg).number,
    birthRashi: rashiOf(moonDeg),
    place: natal.birth.place,
  };
}

/** Each participant's birth star and Moon sign, as given or from birth details. */
export function resolveParticipants(input: SearchInput, ctx: HandlerContext): ResolvedParticipant[] {
  return (input.participants ?? []).map((p) =>
    p.birth
      ? personalFromBirth(p.birth, ctx)
      : { source: 'given', birthNakshatra: p.birth_nakshatra, birthRashi: p.birth_rashi },
  );
}

/** The answer's echo: what each participant resolved to, named in the display language. */
export function renderParticipants(ps: readonly ResolvedParticipant[], lang: Lang): SearchAnswer['participants'] {
  return ps.map((p) => ({
    source: p.source,
    birth_nakshatra: p.birthNakshatra
      ? { number: p.birthNakshatra, name: nameOf(lang, 'nakshatra', NAKSHATRAS[p.birthNakshatra - 1].key) }
      : null,
    birth_rashi: p.birthRashi
      ? { number: p.birthRashi, name: nameOf(lang, 'rashi', RASHIS[p.birthRashi - 1].key) }
      : null,
    place: p.place ?? null,
  }));
}
