// Manglik (Kuja) dosha: Mars in houses 1, 2, 4, 7, 8, 12 from the lagna, the Moon and Venus, with
// severity by reference point and the DEFAULT cancellations of astrology-rules.md 7.1 reported as flags.
import type { ProseLang } from '../../../tables/names/index.ts';
import { tr } from '../../../tables/prose/index.ts';
import {
  MANGLIK_CANCELLING_MARS_RASHIS,
  MANGLIK_HOUSES,
  MANGLIK_HOUSE_SIGN_EXCEPTIONS,
  MANGLIK_REFERENCES,
  type ManglikReference,
} from '../../../tables/jyotish/doshas.ts';
import { MANGLIK_CANCELLATION_PHRASES } from '../../../tables/jyotish/phrases.ts';
import { MANGLIK_SEVERITY_NAMES } from '../../../tables/jyotish/state-names.ts';
import { rashiRef } from '../names.ts';
import { phrase } from '../text.ts';
import type { ChartPositions, RashiRef } from '../types.ts';
import { assertPositions, houseFrom } from '../zodiac.ts';
import { areConjunct, aspectsSign, chartFacts, type ChartFacts } from './chart-facts.ts';

export type ManglikSeverity = 'high' | 'low' | 'none';
export interface ManglikFrom {
  reference: ManglikReference;
  name: string;
  house: number;
  present: boolean;
}
export interface ManglikCancellation {
  key: string;
  text: string;
  references: ManglikReference[];
}
export interface ManglikResult {
  /** Mars in a Manglik house from at least one reference point, before cancellations. */
  present: boolean;
  /** high = from the lagna; low = only from the Moon or Venus; none. */
  severity: ManglikSeverity;
  /** `severity` in the reader's language. */
  severity_name: string;
  mars: { rashi: RashiRef; house: number };
  from: ManglikFrom[];
  /** Mars' houses from the reference points where it raises the dosha (supporting houses). */
  houses: number[];
  cancellations: ManglikCancellation[];
  /** Every reference point where the dosha is present is covered by a cancellation. */
  cancelled: boolean;
  /** present and not cancelled. */
  effective: boolean;
}

function referenceRashi(f: ChartFacts, ref: ManglikReference): number {
  return ref === 'lagna' ? f.lagnaRashi : f.rashiOf[ref];
}

/** Exceptions that hold whatever the reference point: Mars' own dignity and Jupiter's influence. */
function chartWideCancellations(f: ChartFacts, lang: ProseLang): { key: string; params?: Record<string, string> }[] {
  const marsRashi = f.rashiOf.mangal;
  const found: { key: string; params?: Record<string, string> }[] = [];
  if (MANGLIK_CANCELLING_MARS_RASHIS.includes(marsRashi))
    found.push({ key: 'mars_own_or_exalted', params: { rashi: rashiRef(marsRashi, lang).name } });
  if (areConjunct(f, 'guru', 'mangal')) found.push({ key: 'jupiter_conjunct_mars' });
  else if (aspectsSign(f, 'guru', marsRashi)) found.push({ key: 'jupiter_aspects_mars' });
  return found;
}

export function manglik(positions: ChartPositions, lang: ProseLang = 'en'): ManglikResult {
  assertPositions(positions);
  const f = chartFacts(positions);
  const marsRashi = f.rashiOf.mangal;
  const from: ManglikFrom[] = MANGLIK_REFERENCES.map((r) => {
    const house = houseFrom(marsRashi, referenceRashi(f, r.key));
    return { reference: r.key, name: tr(r.name, lang), house, present: MANGLIK_HOUSES.includes(house) };
  });
  const presentRefs = from.filter((x) => x.present);
  const present = presentRefs.length > 0;
  const severity: ManglikSeverity = !present
    ? 'none'
    : presentRefs.some((x) => x.reference === 'lagna')
      ? 'high'
      : 'low';

  const cancellations: ManglikCancellation[] = [];
  if (present) {
    const everywhere = presentRefs.map((x) => x.reference);
    for (const c of chartWideCancellations(f, lang)) {
      cancellations.push({
        key: c.key,
        text: phrase(MANGLIK_CANCELLATION_PHRASES, c.key, lang, c.params),
        references: everywhere,
      });
    }
    for (const x of presentRefs) {
      const rule = MANGLIK_HOUSE_SIGN_EXCEPTIONS.find((e) => e.house === x.house && e.rashis.includes(marsRashi));
      if (!rule) continue;
      const text = phrase(MANGLIK_CANCELLATION_PHRASES, 'house_sign_exception', lang, {
        rashi: rashiRef(marsRashi, lang).name,
        house: x.house,
        reference: x.name,
      });
      cancellations.push({ key: 'house_sign_exception', text, references: [x.reference] });
    }
  }
  const covered = new Set(cancellations.flatMap((c) => c.references));
  const cancelled = present && presentRefs.every((x) => covered.has(x.reference));
  return {
    present,
    severity,
    severity_name: tr(MANGLIK_SEVERITY_NAMES[severity], lang),
    mars: { rashi: rashiRef(marsRashi, lang), house: f.houseOf.mangal },
    from,
    houses: [...new Set(presentRefs.map((x) => x.house))].sort((a, b) => a - b),
    cancellations,
    cancelled,
    effective: present && !cancelled,
  };
}
