// Transits (gochar) for a birth (issue 32): a snapshot at `as_of` (or at the start of `from`..`to`) and every sign
// ingress in the range; civil dates are days in the birth zone, as the birth time is. The birth comes flat, as on
// every horoscope route, or nested as `birth` (the older form, where `date` names the snapshot): issue #41.
import { PRECISE_EPHEMERIS } from '../../engine/astro/precise.ts';
import { localToUtc } from '../../engine/astro/zone.ts';
import { transits } from '../../engine/jyotish/transits.ts';
import type { GrahaKey } from '../../engine/jyotish/types.ts';
import { TRANSIT_MAX_RANGE_DAYS } from '../../tables/jyotish/transits.ts';
import type { CityDirectory } from '../cities.ts';
import { ApiError } from '../gateway/errors.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';
import { answer, answerIn, contextOf } from './answer.ts';
import { parseAsOf } from './as-of.ts';
import { birthBlock, parseCivilDate } from './birth.ts';
import { engineCall, type HoroscopeContext } from './context.ts';
import { presentInstants } from './present.ts';
import type * as R from './jyotish-responses.ts';
import { natalChart, type WithLang } from './service.ts';
import type { Lang } from '../../tables/names/index.ts';

export interface TransitInput {
  birth: WithLang;
  lang?: Lang | undefined;
  /** The snapshot instant (`as_of`, or `date` beside a nested `birth`). */
  asOf?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  graha?: readonly GrahaKey[] | undefined;
}

/** The body as sent (TransitsBody): the flat birth fields, or a nested `birth` with `date` as the snapshot. */
export type TransitBody = Partial<WithLang> & {
  birth?: WithLang | undefined;
  as_of?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  graha?: readonly GrahaKey[] | undefined;
};

/** One shape from either form (the schema has refused a body that gives both, or a flat one without date and time). */
export function transitInputOf(body: TransitBody): TransitInput {
  const { birth, as_of, from, to, graha, lang, ...flat } = body;
  if (birth) return { birth, lang, asOf: as_of ?? flat.date, from, to, graha };
  return { birth: flat as WithLang, lang, asOf: as_of, from, to, graha };
}

const DAY_MS = 86_400_000;

/** 00:00 of a `YYYY-MM-DD` civil day in `zone`, UTC ms. */
function dayStartMs(date: string, zone: string): number {
  parseCivilDate(date);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return localToUtc(zone, { year, month, day, hour: 0, minute: 0, second: 0 }).utcMs;
}

function window(input: TransitInput, zone: string, nowMs: number) {
  if (input.from === undefined && input.to === undefined) {
    const at = parseAsOf(input.asOf, zone, nowMs);
    return { at, from: at, to: at };
  }
  if (input.from === undefined || input.to === undefined || input.asOf !== undefined)
    throw new ApiError('invalid_parameter', { message: 'give either `as_of`, or both `from` and `to`' });
  const from = dayStartMs(input.from, zone);
  const to = dayStartMs(input.to, zone) + DAY_MS;
  const days = Math.round((to - from) / DAY_MS);
  if (days < 1 || days > TRANSIT_MAX_RANGE_DAYS)
    throw new ApiError('invalid_parameter', {
      message: `from..to must be 1 to ${TRANSIT_MAX_RANGE_DAYS} days (inclusive); got ${days}`,
    });
  return { at: from, from, to };
}

export function transitsData(input: TransitInput, hc: HoroscopeContext): R.TransitsOut {
  const n = natalChart({ ...input.birth, lang: input.lang ?? input.birth.lang }, hc);
  const w = window(input, n.birth.zone, hc.nowMs);
  const t = engineCall(() =>
    transits(n.positions, { atUtcMs: w.at, fromUtcMs: w.from, toUtcMs: w.to, grahas: input.graha, lang: n.lang }),
  );
  return {
    birth: birthBlock(n.birth, n.lang),
    range: presentInstants({ from_utc_ms: w.from, to_utc_ms: w.to }, n.birth.zone),
    ...(presentInstants(t, n.birth.zone) as object),
  } as R.TransitsOut;
}

/** A range as the compute pool carries it: the validated body and the request's instant. */
export interface TransitRangeTask {
  readonly body: TransitInput;
  readonly nowMs: number;
}

const TRANSIT_META = { transit_ephemeris: PRECISE_EPHEMERIS };

/** A range's ingress search (132 ms for 366 days), on a compute thread (api/compute/kinds.ts). */
export function transitRangeTask(task: TransitRangeTask, env: { readonly directory: CityDirectory }) {
  return answerIn(contextOf(env.directory, task.nowMs), (hc) => transitsData(task.body, hc), TRANSIT_META);
}

/** A snapshot (a few ms) answers on the event loop; a range goes to the compute pool. */
export function transitsAnswer(body: TransitBody, ctx: HandlerContext) {
  const input = transitInputOf(body);
  if (input.from === undefined && input.to === undefined)
    return answer(ctx, (hc) => transitsData(input, hc), TRANSIT_META);
  const task: TransitRangeTask = { body: input, nowMs: ctx.nowMs };
  return ctx.services.compute.run<ReturnType<typeof transitRangeTask>>('transit_range', task, ctx.signal);
}
