// Small constructors that keep the rule rows short: defaults for the common case (a Hindu, pan-Indian, one-day
// observance of the `all` layer) and the tithi-rule shorthand. No logic beyond filling defaults.
import type { FestivalRow, Kaala, Tie, TithiRule } from './types.ts';

type Defaults = 'faith' | 'layer' | 'observedIn' | 'durationNote';
export type RowInput = Omit<FestivalRow, Defaults> & Partial<Pick<FestivalRow, Defaults>>;

export function row(input: RowInput): FestivalRow {
  return { faith: 'hindu', layer: 'all', observedIn: ['pan_india'], durationNote: 'One day', ...input };
}

/** A nija-month annual tithi rule (annual festivals are not kept in an adhik month, festival-rules.md 0.6). */
export function annual(
  month: number,
  tithi: number,
  kaala: Kaala,
  tie: Tie,
  extra: Partial<TithiRule> = {},
): TithiRule {
  return { kind: 'tithi', month, adhik: 'nija', tithi, kaala, tie, ...extra };
}

/** A rule for every lunar month, adhik months included (monthly vratas, festival-rules.md 0.6). */
export function monthly(tithi: number, kaala: Kaala, tie: Tie, extra: Partial<TithiRule> = {}): TithiRule {
  return { kind: 'tithi', month: null, adhik: 'any', tithi, kaala, tie, ...extra };
}
