/**
 * One rule row → its days at one place. Each rule kind reads only its own candidates from the year index (the
 * instances of its tithi, the ingresses into its sign, the instances of its nakshatra), never every day.
 */
import type { GlobalYear } from '../../astro/global-year.ts';
import { elementFromTable } from '../../astro/global-year.ts';
import type { NoteKey } from '../../../tables/festivals/notes.ts';
import type {
  EclipseRule,
  FestivalRow,
  GregorianRule,
  HijriRule,
  NakshatraRule,
  RelativeRule,
  SolarRule,
  TithiRule,
} from '../../../tables/festivals/types.ts';
import { addDaysIso, hijriDatesBetween, westernEaster } from './calendars.ts';
import { decide } from './deciders.ts';
import type { LocalEclipse } from './eclipses.ts';
import { chooseDay, defaultFallback } from './kaala.ts';
import type { PlaceYear } from './place-year.ts';
import { nakshatraDays, sankrantiDay } from './solar.ts';
import type { TithiSpan, YearIndex } from './year-index.ts';

export interface DayHit {
  /** Index into the place's days. */
  readonly day: number;
  readonly startUtcMs: number;
  readonly endUtcMs: number;
  readonly note?: NoteKey;
  /** Ekadashi only: the other tradition's day, for the "falls on the next day" note. */
  readonly alternateDay?: number;
}

export interface EvalContext {
  readonly year: GlobalYear;
  readonly index: YearIndex;
  readonly py: PlaceYear;
  readonly eclipses: () => readonly LocalEclipse[];
  /** Hits of rows already evaluated (for relative rules and the Vaishnava/Smarta comparison). */
  readonly hitsById: ReadonlyMap<number, readonly DayHit[]>;
}

const DAY_MS = 86_400_000;

function civilHit(py: PlaceYear, day: number, note?: NoteKey): DayHit | null {
  if (!py.has(day)) return null;
  const d = py.days[day];
  return { day, startUtcMs: d.dayStartUtcMs, endUtcMs: d.dayEndUtcMs, ...(note ? { note } : {}) };
}

function monthMatches(rule: TithiRule, span: TithiSpan): boolean {
  if (rule.adhik === 'nija' && span.adhik) return false;
  if (rule.adhik === 'adhik' && !span.adhik) return false;
  return rule.month === null || rule.month === span.month;
}

function spansInRun(ctx: EvalContext, spans: readonly TithiSpan[]): TithiSpan[] {
  const from = ctx.py.days[0].sunriseUtcMs - 2 * DAY_MS;
  const to = ctx.py.days[ctx.py.length - 1].nextSunriseUtcMs + 2 * DAY_MS;
  return spans.filter((s) => s.endUtcMs > from && s.startUtcMs < to);
}

function noteFor(rule: TithiRule, span: TithiSpan, kshaya: boolean): NoteKey | undefined {
  if (span.adhik && rule.adhik !== 'nija') return 'adhik_month';
  if (kshaya && rule.kaala === 'sunrise') return 'tithi_kshaya';
  return undefined;
}

export function tithiHits(ctx: EvalContext, rule: TithiRule): DayHit[] {
  const out: DayHit[] = [];
  for (const span of spansInRun(ctx, ctx.index.tithisByNumber.get(rule.tithi) ?? [])) {
    if (!monthMatches(rule, span)) continue;
    const choice = rule.decider
      ? decide(rule.decider, { py: ctx.py, year: ctx.year }, span)
      : chooseDay(ctx.py, span, rule.kaala, rule.tie, rule.fallback ?? defaultFallback(rule.kaala));
    if (choice === null) continue;
    const day = choice.day + (rule.offsetDays ?? 0);
    if (!ctx.py.has(day)) continue;
    if (rule.weekday !== undefined && ctx.py.weekday(day) !== rule.weekday) continue;
    if (
      rule.sunSign !== undefined &&
      elementFromTable(ctx.year.series.sun_rashi, ctx.py.days[day].sunriseUtcMs) !== rule.sunSign
    )
      continue;
    const note = noteFor(rule, span, choice.resolution === 'kshaya');
    const alternateDay = 'alternateDay' in choice ? (choice.alternateDay as number | undefined) : undefined;
    out.push({
      day,
      startUtcMs: span.startUtcMs,
      endUtcMs: span.endUtcMs,
      ...(note ? { note } : {}),
      ...(alternateDay !== undefined ? { alternateDay } : {}),
    });
  }
  return out;
}

export function solarHits(ctx: EvalContext, rule: SolarRule, instant: boolean): DayHit[] {
  const out: DayHit[] = [];
  for (const s of ctx.index.sankrantis) {
    if (s.index !== rule.sign) continue;
    const base = sankrantiDay(ctx.py, ctx.year, s.startUtcMs, rule.dayRule);
    if (base === null) continue;
    const day = base + (rule.offsetDays ?? 0);
    const hit = instant
      ? ctx.py.has(day)
        ? { day, startUtcMs: s.startUtcMs, endUtcMs: s.startUtcMs }
        : null
      : civilHit(ctx.py, day);
    if (hit) out.push(hit);
  }
  return out;
}

export function nakshatraHits(ctx: EvalContext, rule: NakshatraRule): DayHit[] {
  return nakshatraDays(ctx.py, ctx.year, ctx.index, rule)
    .filter(({ day }) => ctx.py.has(day))
    .map(({ day, span }) => ({ day, startUtcMs: span.startUtcMs, endUtcMs: span.endUtcMs }));
}

function runDates(py: PlaceYear): { first: string; last: string } {
  return { first: py.days[0].date, last: py.days[py.length - 1].date };
}

function yearsOfRun(py: PlaceYear): number[] {
  const { first, last } = runDates(py);
  const out: number[] = [];
  for (let y = Number(first.slice(0, 4)); y <= Number(last.slice(0, 4)); y++) out.push(y);
  return out;
}

export function gregorianHits(ctx: EvalContext, rule: GregorianRule): DayHit[] {
  return yearsOfRun(ctx.py)
    .map((y) =>
      civilHit(
        ctx.py,
        ctx.py.indexOfDate(`${y}-${String(rule.month).padStart(2, '0')}-${String(rule.day).padStart(2, '0')}`),
      ),
    )
    .filter((h): h is DayHit => h !== null);
}

export function easterHits(ctx: EvalContext, rule: { offsetDays: number }): DayHit[] {
  return yearsOfRun(ctx.py)
    .map((y) => civilHit(ctx.py, ctx.py.indexOfDate(addDaysIso(westernEaster(y), rule.offsetDays))))
    .filter((h): h is DayHit => h !== null);
}

/** The Islamic day runs from the previous sunset to this day's sunset. */
export function hijriHits(ctx: EvalContext, rule: HijriRule): DayHit[] {
  const { first, last } = runDates(ctx.py);
  const out: DayHit[] = [];
  for (const date of hijriDatesBetween(rule.month, rule.day, first, last)) {
    const day = ctx.py.indexOfDate(date);
    if (!ctx.py.has(day)) continue;
    const startUtcMs = day > 0 ? ctx.py.days[day - 1].sunsetUtcMs : ctx.py.days[day].dayStartUtcMs;
    out.push({ day, startUtcMs, endUtcMs: ctx.py.days[day].sunsetUtcMs, note: 'hijri_tabular' });
  }
  return out;
}

export function relativeHits(ctx: EvalContext, rule: RelativeRule): DayHit[] {
  const anchors = ctx.hitsById.get(rule.to) ?? [];
  const out: DayHit[] = [];
  for (const a of anchors) {
    let day = a.day + rule.offsetDays;
    if (rule.weekdayBefore !== undefined) {
      day -= 1;
      while (ctx.py.weekday(day) !== rule.weekdayBefore) day -= 1;
    }
    const hit = civilHit(ctx.py, day);
    if (hit) out.push(hit);
  }
  return out;
}

export function eclipseHits(ctx: EvalContext, rule: EclipseRule): DayHit[] {
  return ctx
    .eclipses()
    .filter((e) => e.body === rule.body && e.kind === rule.eclipseKind)
    .map((e) => ({ day: ctx.py.civilDayOf(e.startUtcMs), startUtcMs: e.startUtcMs, endUtcMs: e.endUtcMs }))
    .filter((h) => ctx.py.has(h.day));
}

export function rowHits(ctx: EvalContext, row: FestivalRow, rule: FestivalRow['rule']): DayHit[] {
  switch (rule.kind) {
    case 'tithi':
      return tithiHits(ctx, rule);
    case 'solar':
      return solarHits(ctx, rule, row.type === 'sankranti');
    case 'nakshatra':
      return nakshatraHits(ctx, rule);
    case 'gregorian':
      return gregorianHits(ctx, rule);
    case 'easter':
      return easterHits(ctx, rule);
    case 'hijri':
      return hijriHits(ctx, rule);
    case 'relative':
      return relativeHits(ctx, rule);
    case 'eclipse':
      return eclipseHits(ctx, rule);
  }
}
