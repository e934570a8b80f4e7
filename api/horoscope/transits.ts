// Transits (gochar) for a birth (issue 32): a snapshot at `date` (or at the start of `from`..`to`) and every sign
// ingress in the range; civil dates are days in the birth zone, as the birth time is.
import { PRECISE_EPHEMERIS } from '../../engine/astro/precise.ts';
import { localToUtc } from '../../engine/astro/zone.ts';
import { transits } from '../../engine/jyotish/transits.ts';
import type { GrahaKey } from '../../engine/jyotish/types.ts';
import { TRANSIT_MAX_RANGE_DAYS } from '../../tables/jyotish/transits.ts';
import { ApiError } from '../gateway/errors.ts';
import type { CityDirectory } from '../cities.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';
import { answer, answerIn, contextOf } from './answer.ts';
import { parseAsOf } from './as-of.ts';
import { birthBlock, parseCivilDate } from './birth.ts';
import { engineCall, type HoroscopeContext } from './context.ts';
import { presentInstants } from './present.ts';
import type * as R from './jyotish-responses.ts';
import { natalChart, type WithLang } from './service.ts';

export interface TransitInput {
  birth: WithLang;
  lang?: string | undefined;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  graha?: readonly GrahaKey[] | undefined;
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
    const at = parseAsOf(input.date, zone, nowMs);
    return { at, from: at, to: at };
  }
  if (input.from === undefined || input.to === undefined || input.date !== undefined)
    throw new ApiError('invalid_parameter', { message: 'give either `date`, or both `from` and `to`' });
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
    birth: birthBlock(n.birth),
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
export function transitsAnswer(body: TransitInput, ctx: HandlerContext) {
  if (body.from === undefined && body.to === undefined)
    return answer(ctx, (hc) => transitsData(body, hc), TRANSIT_META);
  const task: TransitRangeTask = { body, nowMs: ctx.nowMs };
  return ctx.services.compute.run<ReturnType<typeof transitRangeTask>>('transit_range', task, ctx.signal);
}
