// The blocks both reports print: the page shell with its cover and footer, a birth's details and moment, a chart
// figure and a person's doshas. Every label comes from tables/reports in the report's language.
import {
  COLUMN_LABELS,
  type ColumnKey,
  DIGNITY_LABELS,
  FIELD_LABELS,
  type FieldKey,
  GANA_LABELS,
  NADI_LABELS,
  PAYA_LABELS,
  SECTION_TITLES,
  type SectionKey,
  VARNA_LABELS,
  VASHYA_LABELS,
  WORD_LABELS,
  type WordKey,
  YONI_LABELS,
} from '../../../tables/reports/index.ts';
import type { Lang } from '../../../tables/names/index.ts';
import type { Branding, BirthMoment, ChartDrawing, KundliReport, Partner } from '../service.ts';
import { REPORT_STYLE } from './style.ts';
import { dateOf, dms, fieldTable, gridTable, h, type Html, trusted } from './markup.ts';

/** The labels of one language. */
export function labels(lang: Lang) {
  return {
    lang,
    section: (k: SectionKey) => SECTION_TITLES[k][lang],
    field: (k: FieldKey) => FIELD_LABELS[k][lang],
    column: (k: ColumnKey) => COLUMN_LABELS[k][lang],
    word: (k: WordKey) => WORD_LABELS[k][lang],
    yesNo: (v: boolean) => WORD_LABELS[v ? 'yes' : 'no'][lang],
  };
}
export type Labels = ReturnType<typeof labels>;

export interface PageInput {
  readonly lang: Lang;
  readonly title: string;
  /** Whose report: under the title. */
  readonly who: string | null;
  readonly branding: Branding;
  readonly proseInEnglish: boolean;
  readonly body: Html;
}

/** One self-contained document: the static stylesheet, the content, no script, no external resource. */
export function page(p: PageInput): string {
  const L = labels(p.lang);
  const accent = p.branding.accent_color ? h` style="--accent:${p.branding.accent_color}"` : '';
  return h`<!doctype html>
<html lang="${p.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.who ? `${p.title} · ${p.who}` : p.title}</title><style>${trusted(REPORT_STYLE)}</style></head>
<body${accent}><main>
<header class="cover">${p.branding.title ? h`<p class="brand">${p.branding.title}</p>` : ''}<h1>${p.title}${p.who ? h`<span class="who">${p.who}</span>` : ''}</h1></header>
${p.body}
<footer><p>${L.word('computed_note')}</p>${p.proseInEnglish ? h`<p>${L.word('prose_in_english')}</p>` : ''}${p.branding.footer ? h`<p>${p.branding.footer}</p>` : ''}</footer>
</main></body></html>
`.text;
}

export function sectionBlock(L: Labels, key: SectionKey, body: Html | readonly Html[], breakBefore = false): Html {
  return h`<section id="${key}"${breakBefore ? h` class="page"` : ''}><h2>${L.section(key)}</h2>${body}</section>`;
}

type Kundli = KundliReport['kundli'];

/** Name, date, time, place, coordinates, zone, ayanamsa, lagna, Moon sign and nakshatra. */
export function birthRows(
  L: Labels,
  kundli: Kundli,
  name: string | null,
  moment: BirthMoment,
  ayanamsaDeg?: number,
): [string, string][] {
  const b = kundli.birth;
  const moon = kundli.grahas.find((g) => g.key === 'chandra')!;
  const lat = `${Math.abs(b.lat).toFixed(4)}° ${b.lat >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(b.lon).toFixed(4)}° ${b.lon >= 0 ? 'E' : 'W'}`;
  const rows: [string, string][] = [];
  if (name) rows.push([L.field('name'), name]);
  rows.push([L.field('date'), dateOf(b.local)]);
  if (moment.bikramSambat) rows.push([L.field('date_bs'), moment.bikramSambat]);
  rows.push(
    [L.field('time'), b.local.slice(11)],
    [L.field('place'), b.place],
    [L.field('coordinates'), `${lat}, ${lon}`],
    [L.field('timezone'), `${b.resolved_timezone} (UTC${b.utc_offset})`],
  );
  if (ayanamsaDeg !== undefined) rows.push([L.field('ayanamsa'), dms(ayanamsaDeg)]);
  rows.push(
    [L.field('lagna'), `${kundli.lagna.rashi.name} ${dms(kundli.lagna.degree_in_sign)}`],
    [L.field('moon_sign'), moon.rashi.name],
    [L.field('nakshatra'), `${moon.nakshatra.name}, ${L.field('pada')} ${moon.nakshatra.pada}`],
  );
  return rows;
}

/** The five angas at birth. */
export function panchangRows(L: Labels, m: BirthMoment): [string, string][] {
  return [
    [L.field('tithi'), m.tithi],
    [L.field('vara'), m.vara],
    [L.field('nakshatra'), `${m.nakshatra}, ${L.field('pada')} ${m.pada}`],
    [L.field('yoga'), m.yoga],
    [L.field('karana'), m.karana],
  ];
}

/** The avakahada chakra. */
export function avakahadaRows(L: Labels, m: BirthMoment): [string, string][] {
  const a = m.avakahada;
  const lang = L.lang;
  return [
    [L.field('varna'), VARNA_LABELS[a.varna][lang]],
    [L.field('vashya'), VASHYA_LABELS[a.vashya][lang]],
    [L.field('yoni'), YONI_LABELS[a.yoni][lang]],
    [L.field('gana'), GANA_LABELS[a.gana][lang]],
    [L.field('nadi'), NADI_LABELS[a.nadi][lang]],
    [L.field('nakshatra_lord'), a.nakshatraLord],
    [L.field('rashi_lord'), a.rashiLord],
    [L.field('paya'), PAYA_LABELS[a.paya][lang]],
  ];
}

export function chartFigure(c: ChartDrawing): Html {
  return h`<figure class="chart" data-varga="${c.varga}">${trusted(c.svg)}</figure>`;
}

/** The planets table: lagna, then the nine grahas with sign, house, nakshatra, dignity, retrogression, combustion. */
export function planetsTable(L: Labels, kundli: Kundli, m: BirthMoment): Html {
  const head = [
    L.column('graha'),
    L.column('rashi'),
    L.column('longitude'),
    L.field('nakshatra'),
    L.column('house'),
    L.column('dignity'),
    L.column('retrograde'),
    L.column('combust'),
  ];
  const lagna = kundli.lagna;
  const rows = [
    [
      L.field('lagna'),
      lagna.rashi.name,
      dms(lagna.degree_in_sign),
      `${lagna.nakshatra.name} ${lagna.nakshatra.pada}`,
      1,
      '',
      '',
      '',
    ],
    ...kundli.grahas.map((g) => {
      const c = m.condition[g.key as keyof BirthMoment['condition']];
      return [
        g.name,
        g.rashi.name,
        dms(g.degree_in_sign),
        `${g.nakshatra.name} ${g.nakshatra.pada}`,
        g.house,
        c.dignity ? DIGNITY_LABELS[c.dignity][L.lang] : '',
        g.retrograde ? L.word('yes') : '',
        c.combust ? L.word('yes') : '',
      ];
    }),
  ];
  return gridTable(head, rows, 'grid planets');
}

/** Mangal dosha, kaal sarp and sade sati of one chart as rows (present, cancelled, running...). */
export function doshaRows(L: Labels, d: Partner['doshas']): [string, string][] {
  const m = d.manglik;
  const manglik = !m.present
    ? L.word('absent')
    : `${L.word('present')} (${L.column('house')} ${m.houses.join(', ')})${m.cancelled ? ` · ${L.word('cancelled')}` : ''}`;
  const ks = d.kaal_sarp;
  const kaal = ks.present ? `${L.word('present')}${ks.type ? ` · ${ks.type.name}` : ''}` : L.word('absent');
  const s = d.sade_sati;
  let sade = L.word('absent');
  if (s.available && s.active && s.current)
    sade = `${L.word('active')}: ${dateOf(s.current.start)} – ${dateOf(s.current.end)}`;
  else if (s.available && s.next) sade = `${L.word('next')}: ${dateOf(s.next.start)} – ${dateOf(s.next.end)}`;
  return [
    [L.word('manglik'), manglik],
    [L.word('kaal_sarp'), kaal],
    [L.word('sade_sati'), sade],
  ];
}

export { fieldTable, gridTable, h };
