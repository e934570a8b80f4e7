// The data of a printed report, gathered from the horoscope features the JSON routes already answer (kundli,
// shodashvarga, dashas, ashtakavarga, doshas, predictions, matching) and put in the report's language: names by
// their machine keys (localizeNames), prose from the phrase banks in the prose language of `lang`. Nothing here
// computes astrology of its own beyond the birth-moment panchang and avakahada (engine/jyotish/birth-panchang.ts).
import type { z } from 'zod';
import { avakahada, birthPanchang, combustGrahas } from '../../engine/jyotish/birth-panchang.ts';
import { dignityOf } from '../../engine/jyotish/dignity.ts';
import { nepaliDate } from '../../engine/panchang/bikram-sambat.ts';
import type { DignityKey } from '../../tables/jyotish/predictions/types.ts';
import { type GrahaKey, type Lang, NEPALI_MONTH_KEYS, nameOf, proseLangOf } from '../../tables/names/index.ts';
import type { KaranaKey, NakshatraKey } from '../../tables/names/keys.ts';
import type { Paya } from '../../tables/jyotish/paya.ts';
import type { PoruthamSystem } from '../../tables/jyotish/porutham.ts';
import { COLUMN_LABELS, type ColumnKey, type SectionKey, WORD_LABELS } from '../../tables/reports/index.ts';
import { poruthamData } from '../horoscope/porutham.ts';
import type { Gana, Nadi, Varna, Vashya, Yoni } from '../../tables/jyotish/koota-attributes.ts';
import { ashtakavargaData } from '../horoscope/ashtakavarga.ts';
import { engineCall, type HoroscopeContext } from '../horoscope/context.ts';
import { localizeNames } from '../horoscope/localize.ts';
import type { AshtakavargaOut } from '../horoscope/jyotish-responses.ts';
import type * as R from '../horoscope/responses.ts';
import type { ChartStyle } from '../horoscope/schemas.ts';
import * as svc from '../horoscope/service.ts';
import { KUNDLI_SECTIONS, type KundliReportInput, type KundliSection, type MatchingReportInput } from './schemas.ts';

type Data<T extends z.ZodType> = z.input<T>;

/** The charts a kundli report draws, in order: the rashi, the navamsa (marriage) and the dashamsa (career). */
export const REPORT_VARGAS = ['D1', 'D9', 'D10'] as const;

export interface Branding {
  readonly title?: string | undefined;
  readonly footer?: string | undefined;
  readonly accent_color?: string | undefined;
}

export interface ChartDrawing {
  readonly varga: string;
  readonly svg: string;
}

/** The angas and avakahada of one birth, as names in the report's language. */
export interface BirthMoment {
  /** Nepali reports: the birth's civil date in Bikram Sambat (`2047 जेठ 1`); null in the other languages. */
  readonly bikramSambat: string | null;
  readonly tithi: string;
  readonly vara: string;
  readonly nakshatra: string;
  readonly pada: number;
  readonly nakshatraLord: string;
  readonly yoga: string;
  readonly karana: string;
  readonly avakahada: {
    readonly varna: Varna;
    readonly vashya: Vashya;
    readonly yoni: Yoni;
    readonly gana: Gana;
    readonly nadi: Nadi;
    readonly paya: Paya;
    readonly nakshatraLord: string;
    readonly rashiLord: string;
  };
  /** Per graha: its dignity where it sits (null for the nodes) and whether it is combust. */
  readonly condition: Readonly<Record<GrahaKey, { dignity: DignityKey | null; combust: boolean }>>;
}

export interface KundliReport {
  readonly kind: 'kundli';
  readonly lang: Lang;
  /** The readings are in English because `lang` has no translation of them yet. */
  readonly proseInEnglish: boolean;
  readonly style: ChartStyle;
  readonly name: string | null;
  readonly branding: Branding;
  readonly sections: readonly KundliSection[];
  readonly kundli: Data<typeof R.KundliData>;
  readonly ayanamsaDeg: number;
  readonly moment: BirthMoment;
  readonly charts: readonly ChartDrawing[];
  readonly shodashvarga: Data<typeof R.ShodashvargaData> | null;
  readonly vimshottari: Data<typeof R.DashaData> | null;
  readonly yogini: Data<typeof R.DashaData> | null;
  readonly ashtakavarga: AshtakavargaOut | null;
  readonly doshas: Data<typeof R.DoshaData> | null;
  readonly predictions: Data<typeof R.NatalData> | null;
}

/** The request's context with a positions memo: every feature of the report reads the birth's chart once. */
const withMemo = (hc: HoroscopeContext): HoroscopeContext => (hc.positions ? hc : { ...hc, positions: new Map() });

type BirthInput = svc.WithLang & { name?: string | undefined };

function birthOf<T extends BirthInput>(input: T, lang: Lang): BirthInput {
  const { date, time, city, place, city_id, lat, lon, tz } = input;
  return { date, time, city, place, city_id, lat, lon, tz, lang };
}

/** Names as the report's language has them (the engine wrote the prose language's). */
const localized = <T>(value: T, lang: Lang): T => (proseLangOf(lang) === lang ? value : localizeNames(value, lang));

function tithiName(lang: Lang, p: ReturnType<typeof birthPanchang>['tithi']): string {
  const name = nameOf(lang, 'tithi', p.name_key);
  // Purnima and Amavasya name their paksha already
  return p.name_key === 'purnima' || p.name_key === 'amavasya' ? name : `${nameOf(lang, 'paksha', p.paksha)} ${name}`;
}

/** A civil date `YYYY-MM-DD` in Bikram Sambat, the month named in Nepali (engine/panchang/bikram-sambat.ts). */
function bikramSambat(date: string): string {
  const bs = nepaliDate(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return `${bs.year} ${nameOf('ne', 'solar_month_nepali', NEPALI_MONTH_KEYS[bs.month - 1]!)} ${bs.day}`;
}

/** The birth moment of a resolved birth: angas, avakahada, dignities and combustion. */
export function birthMoment(birth: Data<typeof R.Birth>, lang: Lang, hc: HoroscopeContext): BirthMoment {
  const positions = svc.natalPositions(Date.parse(birth.utc), birth.lat, birth.lon, hc);
  const p = engineCall(() => birthPanchang(positions, birth.lat, birth.lon, birth.resolved_timezone));
  const a = avakahada(positions);
  const combust = new Set(combustGrahas(positions));
  const condition = Object.fromEntries(
    (Object.keys(positions.grahas) as GrahaKey[]).map((g) => [
      g,
      { dignity: dignityOf(g, positions.grahas[g].lonSidDeg), combust: combust.has(g) },
    ]),
  ) as Record<GrahaKey, { dignity: DignityKey | null; combust: boolean }>;
  return {
    bikramSambat: lang === 'ne' ? bikramSambat(birth.date) : null,
    tithi: tithiName(lang, p.tithi),
    vara: nameOf(lang, 'vara', p.vara.key),
    nakshatra: nameOf(lang, 'nakshatra', p.nakshatra.key as NakshatraKey),
    pada: p.nakshatra.pada,
    nakshatraLord: nameOf(lang, 'graha', p.nakshatra.lord_key),
    yoga: nameOf(lang, 'yoga', p.yoga.key),
    karana: nameOf(lang, 'karana', p.karana.key as KaranaKey),
    avakahada: {
      varna: a.varna,
      vashya: a.vashya,
      yoni: a.yoni,
      gana: a.gana,
      nadi: a.nadi,
      paya: a.paya,
      nakshatraLord: nameOf(lang, 'graha', a.nakshatra_lord),
      rashiLord: nameOf(lang, 'graha', a.rashi_lord),
    },
    condition,
  };
}

function chartsOf(input: BirthInput, style: ChartStyle, hc: HoroscopeContext): ChartDrawing[] {
  return REPORT_VARGAS.map((varga) => ({
    varga,
    svg: svc.chartSvg({ ...input, style, varga, name: input.name }, { ...hc, notes: [], warnings: [], births: [] }),
  }));
}

/** Everything a kundli report prints; sections not asked for are not computed. */
export function kundliReport(input: KundliReportInput, request: HoroscopeContext): KundliReport {
  const hc = withMemo(request);
  const lang: Lang = input.lang ?? 'en';
  const want = new Set<KundliSection>(input.sections ?? KUNDLI_SECTIONS);
  const sections = KUNDLI_SECTIONS.filter((s) => want.has(s));
  const birth = birthOf(input, lang);
  const kundli = svc.kundliData(birth, hc);
  const dasha = (system: 'vimshottari' | 'yogini') =>
    localized(svc.dashaData({ ...birth, system, depth: 2, as_of: input.as_of }, hc), lang) as Data<typeof R.DashaData>;
  return {
    kind: 'kundli',
    lang,
    proseInEnglish: proseLangOf(lang) !== lang,
    style: input.chart_style ?? 'north',
    name: input.name?.trim() || null,
    branding: input.branding ?? {},
    sections,
    kundli: localized(kundli, lang),
    ayanamsaDeg: kundli.ayanamsa.degree,
    moment: birthMoment(kundli.birth, lang, hc),
    charts: want.has('charts') ? chartsOf({ ...birth, name: input.name }, input.chart_style ?? 'north', hc) : [],
    shodashvarga: want.has('shodashvarga') ? localized(svc.shodashvargaData(birth, hc), lang) : null,
    vimshottari: want.has('vimshottari') ? dasha('vimshottari') : null,
    yogini: want.has('yogini') ? dasha('yogini') : null,
    ashtakavarga: want.has('ashtakavarga') ? localized(ashtakavargaData(birth, hc), lang) : null,
    doshas: want.has('doshas') ? localized(svc.doshaData({ ...birth, as_of: input.as_of }, hc), lang) : null,
    predictions: want.has('predictions') ? localized(svc.natalPredictionData(birth, hc), lang) : null,
  };
}

/** One partner of a matching report: the chart, the moment and the doshas. */
export interface Partner {
  readonly name: string | null;
  readonly kundli: Data<typeof R.KundliData>;
  readonly moment: BirthMoment;
  readonly chart: ChartDrawing;
  readonly doshas: Data<typeof R.DoshaData>;
}

export interface MatchingReport {
  readonly kind: 'matching';
  readonly lang: Lang;
  readonly proseInEnglish: boolean;
  readonly style: ChartStyle;
  readonly branding: Branding;
  readonly boy: Partner;
  readonly girl: Partner;
  readonly matching: Data<typeof R.MatchingData>;
  /** Sections other features compute (the ten poruthams): one function each in MATCHING_EXTRAS. */
  readonly extras: readonly MatchingExtra[];
}

/** A section another feature adds to the matching report: a titled table, already in the report's language. */
export interface MatchingExtra {
  readonly key: SectionKey;
  readonly head: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  /** Printed under the table (a verdict line). */
  readonly note?: string;
}

/** Matching sections that other features supply: one function each, called with the two births. */
type ExtraSection = (
  boy: BirthInput,
  girl: BirthInput,
  lang: Lang,
  hc: HoroscopeContext,
  options: { poruthamSystem: PoruthamSystem },
) => MatchingExtra | null;
/**
 * The ten poruthams (South Indian matching, /v1/matching/porutham) of the two births, in the tradition asked: each
 * porutham with the girl's and the boy's side, whether it holds (with its grade where the tradition grades it) and
 * the engine's note; the verdict under the table.
 */
const poruthamSection: ExtraSection = (boy, girl, lang, hc, options) => {
  const p = poruthamData({ boy, girl, system: options.poruthamSystem, lang }, hc);
  const column = (key: ColumnKey) => COLUMN_LABELS[key][lang];
  const holds = (x: (typeof p.poruthams)[number]) =>
    `${WORD_LABELS[x.matched ? 'yes' : 'no'][lang]}${x.grade_label ? ` · ${x.grade_label}` : ''}`;
  return {
    key: 'poruthams',
    head: [column('porutham'), column('girl'), column('boy'), column('result'), ''],
    rows: p.poruthams.map((x) => [x.name, x.girl?.name ?? '', x.boy?.name ?? '', holds(x), x.note]),
    note: `${p.matched_count} / 10 · ${p.verdict_text}`,
  };
};

const MATCHING_EXTRAS: readonly ExtraSection[] = [poruthamSection];

function partner(person: BirthInput, lang: Lang, style: ChartStyle, asOf: string | undefined, hc: HoroscopeContext) {
  const birth = birthOf(person, lang);
  const kundli = svc.kundliData(birth, hc);
  return {
    name: person.name?.trim() || null,
    kundli: localized(kundli, lang),
    moment: birthMoment(kundli.birth, lang, hc),
    chart: chartsOf({ ...birth, name: person.name }, style, hc)[0]!,
    doshas: localized(svc.doshaData({ ...birth, as_of: asOf }, hc), lang),
  } satisfies Partner;
}

export function matchingReport(input: MatchingReportInput, request: HoroscopeContext): MatchingReport {
  const hc = withMemo(request);
  const lang: Lang = input.lang ?? 'en';
  const style = input.chart_style ?? 'north';
  const boyBirth = birthOf(input.boy, lang);
  const girlBirth = birthOf(input.girl, lang);
  const matching = svc.matchingData({ boy: boyBirth, girl: girlBirth, include_dosha_summary: true, lang }, hc);
  return {
    kind: 'matching',
    lang,
    proseInEnglish: proseLangOf(lang) !== lang,
    style,
    branding: input.branding ?? {},
    boy: partner(input.boy, lang, style, input.as_of, hc),
    girl: partner(input.girl, lang, style, input.as_of, hc),
    matching: localized(matching, lang),
    extras: MATCHING_EXTRAS.map((extra) =>
      extra(boyBirth, girlBirth, lang, hc, { poruthamSystem: input.porutham_system ?? 'tamil' }),
    ).filter((x) => x !== null),
  };
}
