/**
 * The muhurta search (issue #30): for each Hindu day of a range, the windows where every rule of an activity holds,
 * scored and explained, and the days shut by a period exclusion. Pure: global tables and place-day instants in.
 * Cost: day exclusions at one sunrise per day; element spans from the tables; the ascendant only inside windows that
 * already pass the panchang rules, so a year answers in well under a second.
 */
import { elementsOverlapping, type GlobalYear } from '../astro/global-year.ts';
import { lunarMonthAt } from '../panchang/lunar-month.ts';
import type { PlaceDayInputs } from '../panchang/place-day.ts';
import { durMuhurtas, rahuKaal, varjyams, type DayFrame, type Window } from '../panchang/muhurat.ts';
import { karanaOfIndex } from '../../tables/names/index.ts';
import {
  CHANDRABALAM_GOOD_HOUSES,
  GANDA_MOOLA_NAKSHATRAS,
  PANCHAKA_MOON_RASHIS,
  TARAS,
} from '../../tables/muhurat/layers.ts';
import {
  MIDDLING_MONTH_CAUTION,
  type ActivityRules,
  type ExclusionKey,
  type RegionKey,
} from '../../tables/muhurat/rules.ts';
import { dayExclusions, dayPeriodCautions, sunriseState } from './exclusions.ts';
import { lagnaDoshas, maleficSignsAt } from './lagna-shuddhi.ts';
import { lagnaTable } from './lagna-table.ts';
import { daySpans, specialYogas, taraOf } from './layers.ts';
import { SCORING, qualityOf, type Quality } from '../../tables/muhurat/scoring.ts';

export interface Participant {
  readonly birthNakshatra?: number;
  readonly birthRashi?: number;
}

export interface SearchRequest {
  readonly rules: ActivityRules;
  readonly region: RegionKey;
  readonly latDeg: number;
  readonly lonDeg: number;
  readonly participants: readonly Participant[];
  readonly minQuality: Quality;
}

/** A place-day and the global table of its year. */
export interface SearchDay {
  readonly inputs: PlaceDayInputs;
  readonly table: GlobalYear;
}

export interface Prevailing {
  readonly tithi: number;
  readonly nakshatra: number;
  readonly yoga: number;
  /** Karana index 0-59 in the lunar month (tables/names/karanas.ts). */
  readonly karana: number;
  readonly weekday: number;
  readonly lagna: number;
  readonly moonRashi: number;
}

export interface MuhuratWindow extends Window {
  /** The civil date of the Hindu day's sunrise. */
  readonly date: string;
  readonly quality: Quality;
  readonly score: number;
  readonly prevailing: Prevailing;
  readonly reasons: readonly string[];
  readonly cautions: readonly string[];
}

export interface ExcludedDay {
  readonly date: string;
  readonly startUtcMs: number;
  readonly endUtcMs: number;
  readonly reasons: readonly ExclusionKey[];
}

export interface SearchResult {
  readonly windows: MuhuratWindow[];
  readonly excludedDays: ExcludedDay[];
}

/** Windows shorter than this are slivers between two element changes: almanacs print none. */
export const MIN_WINDOW_MS = 12 * 60_000;

export function frameOf(inputs: PlaceDayInputs): DayFrame {
  return {
    prevSunsetUtcMs: inputs.prevSunsetUtcMs,
    sunriseUtcMs: inputs.sunriseUtcMs,
    sunsetUtcMs: inputs.sunsetUtcMs,
    nextSunriseUtcMs: inputs.nextSunriseUtcMs,
    weekday: new Date(`${inputs.date}T00:00:00Z`).getUTCDay(),
  };
}

const GHATI_MS = 24 * 60_000;

/** When the shut part of a forbidden yoga's span ends (tables/muhurat/rules.ts YOGA_PORTIONS); before its start if allowed. */
export function yogaShutEndUtcMs(rules: ActivityRules, span: { index: number; startUtcMs: number; endUtcMs: number }) {
  if (!rules.yogas.forbidden.includes(span.index)) return Number.NEGATIVE_INFINITY;
  const portion = rules.yogas.portions?.[span.index] ?? 'whole';
  if (portion === 'whole') return span.endUtcMs;
  if (portion === 'first_half') return (span.startUtcMs + span.endUtcMs) / 2;
  return Math.min(span.endUtcMs, span.startUtcMs + portion.ghatis * GHATI_MS);
}

type Interval = Window & Omit<Prevailing, 'lagna' | 'weekday'> & { readonly yogaShut: boolean };

/**
 * Spans of the day where the elements (tithi, nakshatra, yoga, karana, Moon sign) are constant, also cut where the
 * shut part of a forbidden yoga ends, so that each span is wholly in or out of it.
 */
function elementIntervals(table: GlobalYear, f: DayFrame, rules: ActivityRules): Interval[] {
  const from = f.sunriseUtcMs,
    to = f.nextSunriseUtcMs;
  const kinds = ['tithi', 'nakshatra', 'yoga', 'karana', 'moon_rashi'] as const;
  const spans = kinds.map((k) => elementsOverlapping(table.series[k], from, to));
  const shutEnds = spans[2].map((s) => yogaShutEndUtcMs(rules, s));
  const cuts = new Set<number>([from, to]);
  for (const list of spans) for (const s of list) if (s.startUtcMs > from && s.startUtcMs < to) cuts.add(s.startUtcMs);
  for (const t of shutEnds) if (t > from && t < to) cuts.add(t);
  const sorted = [...cuts].sort((a, b) => a - b);
  const at = (list: { index: number; startUtcMs: number; endUtcMs: number }[], t: number) =>
    list.findIndex((s) => s.startUtcMs <= t && t < s.endUtcMs);
  return sorted.slice(0, -1).map((startUtcMs, i) => {
    const [tithi, nakshatra, yoga, karana, moonRashi] = spans.map((list) => list[at(list, startUtcMs)].index);
    return {
      startUtcMs,
      endUtcMs: sorted[i + 1],
      tithi,
      nakshatra,
      yoga,
      karana,
      moonRashi,
      yogaShut: startUtcMs < shutEnds[at(spans[2], startUtcMs)],
    };
  });
}

type Elements = Omit<Prevailing, 'lagna'> & { readonly yogaShut: boolean };

/** The rule ids an interval fails on its panchang elements (the lagna is judged later). */
function failedRules(rules: ActivityRules, e: Elements, participants: readonly Participant[]): string[] {
  const failed: string[] = [];
  if (!rules.tithis.allowed.includes(e.tithi)) failed.push(rules.tithis.id);
  if (!rules.nakshatras.allowed.includes(e.nakshatra)) failed.push(rules.nakshatras.id);
  if (!rules.varas.allowed.includes(e.weekday)) failed.push(rules.varas.id);
  if (e.yogaShut) failed.push(rules.yogas.id);
  if (bhadraShuts(rules, e)) failed.push(rules.karana.id);
  if (rules.panchakaRahita && PANCHAKA_MOON_RASHIS.includes(e.moonRashi)) failed.push(rules.panchakaRahita.id);
  participants.forEach((p, i) => {
    if (p.birthNakshatra && TARAS[taraOf(e.nakshatra, p.birthNakshatra) - 1].quality === 'bad')
      failed.push(`tarabalam_${i + 1}`);
    if (p.birthRashi && !CHANDRABALAM_GOOD_HOUSES.includes(((e.moonRashi - p.birthRashi + 12) % 12) + 1))
      failed.push(`chandrabalam_${i + 1}`);
  });
  return failed;
}

/** A forbidden karana shuts the span; Vishti, under Bhadra vasa, only while the Moon's sign puts Bhadra on earth. */
function bhadraShuts(rules: ActivityRules, e: Elements): boolean {
  const key = karanaOfIndex(e.karana).key;
  if (!rules.karana.forbiddenKeys.includes(key)) return false;
  const vasa = rules.karana.bhadraVasa;
  return !(key === 'vishti' && vasa && !vasa.earthMoonRashis.includes(e.moonRashi));
}

function reasonsOf(rules: ActivityRules, participants: readonly Participant[]): string[] {
  const ids = [rules.tithis.id, rules.nakshatras.id, rules.varas.id, rules.yogas.id, rules.karana.id];
  if (rules.lagnas) ids.push(rules.lagnas.id);
  if (rules.panchakaRahita) ids.push(rules.panchakaRahita.id);
  participants.forEach((p, i) => {
    if (p.birthNakshatra) ids.push(`tarabalam_${i + 1}`);
    if (p.birthRashi) ids.push(`chandrabalam_${i + 1}`);
  });
  return ids;
}

const overlaps = (a: Window, b: Window) => a.startUtcMs < b.endUtcMs && b.startUtcMs < a.endUtcMs;

/** A day's special yogas and minor-dosha periods, found once and matched against each of its windows. */
interface DayMarks {
  readonly specialYogas: readonly (Window & { readonly key: string })[];
  readonly rahuKaal: Window;
  readonly durMuhurtas: readonly Window[];
  readonly varjyams: readonly Window[];
}

function dayMarks(table: GlobalYear, f: DayFrame): DayMarks {
  const spans = daySpans(table, f);
  return {
    specialYogas: specialYogas(table, f, spans),
    rahuKaal: rahuKaal(f),
    durMuhurtas: durMuhurtas(f),
    varjyams: varjyams(f, spans.nakshatra),
  };
}

/** Score and cautions of a passing window: special yogas raise it, minor doshas lower it (tables/muhurat/scoring.ts). */
function judge(marks: DayMarks, w: Window, e: Prevailing) {
  let score = SCORING.base;
  const cautions: string[] = [];
  const bonuses: string[] = [];
  for (const y of marks.specialYogas)
    if (overlaps(w, y) && !bonuses.includes(y.key)) {
      bonuses.push(y.key);
      score += SCORING.specialYoga;
    }
  const minor: [string, boolean][] = [
    ['rahu_kaal', overlaps(w, marks.rahuKaal)],
    ['dur_muhurtam', marks.durMuhurtas.some((d) => overlaps(w, d))],
    ['varjyam', marks.varjyams.some((d) => overlaps(w, d))],
    ['ganda_moola', GANDA_MOOLA_NAKSHATRAS.includes(e.nakshatra)],
    ['panchaka', PANCHAKA_MOON_RASHIS.includes(e.moonRashi)],
  ];
  for (const [id, present] of minor)
    if (present) {
      cautions.push(id);
      score -= SCORING.caution;
    }
  return { score: Math.max(0, Math.min(100, score)), cautions, bonuses };
}

/**
 * An activity with named lunar months is judged on the window's own month: a Hindu day whose sunrise falls in an
 * allowed month can run past the new moon into the next one (sunrise exclusions cannot see that).
 */
function monthVerdictAt(table: GlobalYear, rules: ActivityRules, utcMs: number): 'shut' | 'good' | 'middling' {
  if (!rules.lunarMonths) return 'good';
  const month = lunarMonthAt(table, utcMs);
  if (month.adhik || !rules.lunarMonths.allowed.includes(month.amantaNumber)) return 'shut';
  return rules.lunarMonths.middling?.includes(month.amantaNumber) ? 'middling' : 'good';
}

/** One Hindu day: exclusions at sunrise, else the windows passing every rule. */
export function searchDay(
  req: SearchRequest,
  day: SearchDay,
): { windows: MuhuratWindow[]; excluded: ExcludedDay | null } {
  const f = frameOf(day.inputs);
  const state = sunriseState(day.table, f.sunriseUtcMs);
  const reasons = dayExclusions(state, req.rules, req.region);
  if (reasons.length)
    return {
      windows: [],
      excluded: { date: day.inputs.date, startUtcMs: f.sunriseUtcMs, endUtcMs: f.nextSunriseUtcMs, reasons },
    };
  const windows: MuhuratWindow[] = [];
  const passed = reasonsOf(req.rules, req.participants);
  const periodCautions = dayPeriodCautions(state, req.rules, req.region);
  /** Found at the first window that passes: most days have none. */
  let marks: DayMarks | undefined;
  for (const iv of elementIntervals(day.table, f, req.rules)) {
    const e = { ...iv, weekday: f.weekday };
    if (iv.endUtcMs - iv.startUtcMs < MIN_WINDOW_MS || failedRules(req.rules, e, req.participants).length) continue;
    const month = monthVerdictAt(day.table, req.rules, iv.startUtcMs);
    if (month === 'shut') continue;
    const spanCautions = month === 'middling' ? [MIDDLING_MONTH_CAUTION, ...periodCautions] : periodCautions;
    const lagnas = lagnaTable(iv.startUtcMs, iv.endUtcMs, req.latDeg, req.lonDeg);
    for (const l of lagnas) {
      if (l.endUtcMs - l.startUtcMs < MIN_WINDOW_MS) continue;
      if (req.rules.lagnas && !req.rules.lagnas.allowed.includes(l.rashi)) continue;
      const prevailing: Prevailing = {
        tithi: e.tithi,
        nakshatra: e.nakshatra,
        yoga: e.yoga,
        karana: e.karana,
        weekday: e.weekday,
        lagna: l.rashi,
        moonRashi: e.moonRashi,
      };
      marks ??= dayMarks(day.table, f);
      const judged = judge(marks, l, prevailing);
      const doshas = req.rules.lagnaDoshas?.length
        ? lagnaDoshas(
            req.rules.lagnaDoshas,
            l.rashi,
            e.moonRashi,
            maleficSignsAt(day.table, (l.startUtcMs + l.endUtcMs) / 2),
          )
        : { rejected: [], cautions: [], passed: [] };
      if (doshas.rejected.length) continue;
      const cautions = [...judged.cautions, ...doshas.cautions, ...spanCautions];
      const score = Math.max(0, judged.score - (doshas.cautions.length + spanCautions.length) * SCORING.caution);
      const bonuses = [...doshas.passed, ...judged.bonuses];
      const quality = qualityOf(score);
      if (SCORING.rank[quality] < SCORING.rank[req.minQuality]) continue;
      windows.push({
        date: day.inputs.date,
        startUtcMs: l.startUtcMs,
        endUtcMs: l.endUtcMs,
        quality,
        score,
        prevailing,
        reasons: [...passed, ...bonuses],
        cautions,
      });
    }
  }
  return { windows, excluded: null };
}

export function searchMuhurat(req: SearchRequest, days: readonly SearchDay[]): SearchResult {
  const windows: MuhuratWindow[] = [];
  const excludedDays: ExcludedDay[] = [];
  for (const day of days) {
    const r = searchDay(req, day);
    windows.push(...r.windows);
    if (r.excluded) excludedDays.push(r.excluded);
  }
  return { windows, excludedDays };
}

/** Consecutive excluded days sharing a reason, joined into one period per reason. */
export function excludedPeriods(
  days: readonly ExcludedDay[],
): { reason: ExclusionKey; from: string; to: string; startUtcMs: number; endUtcMs: number }[] {
  const out: { reason: ExclusionKey; from: string; to: string; startUtcMs: number; endUtcMs: number }[] = [];
  const open = new Map<ExclusionKey, (typeof out)[number]>();
  for (const d of days)
    for (const reason of d.reasons) {
      const cur = open.get(reason);
      if (cur && cur.endUtcMs === d.startUtcMs) {
        cur.to = d.date;
        cur.endUtcMs = d.endUtcMs;
        continue;
      }
      const period = { reason, from: d.date, to: d.date, startUtcMs: d.startUtcMs, endUtcMs: d.endUtcMs };
      out.push(period);
      open.set(reason, period);
    }
  return out.sort((a, b) => a.startUtcMs - b.startUtcMs || a.reason.localeCompare(b.reason));
}
