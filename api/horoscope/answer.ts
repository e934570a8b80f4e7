// What every horoscope route shares: the request context, the enveloped answer with meta.calculation, the birth
// error codes, and the divisional answer both divisional routes give.
import { vargaSource } from '../../engine/jyotish/divisional.ts';
import { proseLangOf } from '../../tables/names/index.ts';
import { proseWarning } from '../lang.ts';
import type { CityDirectory } from '../cities.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';
import { calculationMeta } from './calculation.ts';
import type { HoroscopeContext } from './context.ts';
import { localizeNames } from './localize.ts';
import * as svc from './service.ts';

export function context(ctx: HandlerContext): HoroscopeContext {
  return contextOf(ctx.services.cityDirectory, ctx.nowMs);
}

/** The same context off the request (a compute thread): the directory and the request's instant. */
export function contextOf(directory: CityDirectory, nowMs: number): HoroscopeContext {
  return { directory, nowMs, notes: [], warnings: [], births: [] };
}

/** What a horoscope answer says in English for the languages without prose (api/lang.ts). */
const HOROSCOPE_PROSE = 'readings, predictions, verdicts and notes';

/**
 * One enveloped answer: the computation's data, the notes it made, the conventions in meta.calculation, and, when
 * a birth place was guessed, top-level `warnings` beside data.
 */
export function answer<D>(
  ctx: HandlerContext,
  compute: (hc: HoroscopeContext) => D,
  extra: Record<string, unknown> | ((data: D) => Record<string, unknown>) = {},
  options: AnswerOptions = {},
) {
  return answerIn(context(ctx), compute, extra, options);
}

export interface AnswerOptions {
  /** The engine wrote names and prose in the display language itself (porutham): nothing to redo or warn about. */
  readonly localized?: boolean;
}

/** `answer` on a context made elsewhere (a compute thread's: api/compute). */
export function answerIn<D>(
  hc: HoroscopeContext,
  compute: (hc: HoroscopeContext) => D,
  extra: Record<string, unknown> | ((data: D) => Record<string, unknown>) = {},
  options: AnswerOptions = {},
) {
  const computed = compute(hc);
  // the engine wrote in the prose language; names go back to the display language, and the answer says the prose
  // stayed English (never a silent mix)
  const lang = hc.lang ?? 'en';
  const done = options.localized || proseLangOf(lang) === lang;
  const data = done ? computed : localizeNames(computed, lang);
  const meta = {
    calculation: calculationMeta(hc.births, typeof extra === 'function' ? extra(computed) : extra),
    ...(options.localized ? {} : proseWarning(lang, HOROSCOPE_PROSE)),
  };
  return hc.warnings.length
    ? { data, dev_notes: hc.notes, meta, topLevel: { warnings: hc.warnings } }
    : { data, dev_notes: hc.notes, meta };
}

export const BIRTH_ERRORS = ['invalid_date', 'invalid_timezone', 'unknown_place'] as const;
export const VARGA_DESCRIPTION =
  "Default rules: BPHS ch. 6 (D5, D6, D8, D11 as P.V.R. Narasimha Rao's traditional Parashara reading). `method`: D2 kashinatha|parivritti, D3 jagannatha|somanatha|parivritti; never swapped silently. Each position has its `degree_in_sign` in the varga; `meta.calculation.varga_method` and `varga_rule` name the rule.";

/** A divisional chart with its rule named in meta.calculation. */
export function divisionalAnswer(varga: string, body: svc.DivisionalInput, ctx: HandlerContext) {
  const { code, method } = svc.vargaChoice(varga, body.method);
  return answer(ctx, (hc) => svc.divisionalData(code, { ...body, method }, hc), {
    varga_method: method,
    varga_rule: vargaSource(code, method),
  });
}
