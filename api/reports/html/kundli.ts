// The kundli report as one HTML page: each section a typed template over the data the JSON routes answer
// (api/reports/service.ts), in the order of KUNDLI_SECTIONS.
import type { KundliSection } from '../schemas.ts';
import type { KundliReport } from '../service.ts';
import {
  avakahadaRows,
  birthRows,
  chartFigure,
  doshaRows,
  fieldTable,
  gridTable,
  h,
  type Labels,
  labels,
  page,
  panchangRows,
  planetsTable,
  sectionBlock,
} from './common.ts';
import { dateOf, type Html } from './markup.ts';

type Dasha = NonNullable<KundliReport['vimshottari']>;
interface Period {
  lord: string;
  name: string;
  start: string;
  end: string;
  yogini?: string | undefined;
  sub?: Period[] | undefined;
}

const isRunning = (p: Period, run: { lord: string; start: string | null } | null | undefined) =>
  run != null && run.lord === p.lord && run.start === p.start;

/** Maha periods with their antars; the running maha and antar are marked (as_of in the request, default now). */
function dashaBlock(L: Labels, d: Dasha, allAntars: boolean): Html {
  const periods = d.periods as Period[];
  const maha = d.current.maha;
  const antar = d.current.antar;
  const label = (p: Period) => (p.yogini ? `${p.name} (${p.yogini})` : p.name);
  const mahaRows = periods.map((p) => [label(p), dateOf(p.start), dateOf(p.end)]);
  const mahaTable = gridTable([L.column('maha'), L.column('start'), L.column('end')], mahaRows, 'grid', (i) =>
    isRunning(periods[i]!, maha) ? 'running' : '',
  );
  const antarsOf = (p: Period) => {
    const subs = p.sub ?? [];
    return h`<div><h3>${label(p)}${isRunning(p, maha) ? h` <span class="mark">● ${L.column('running')}</span>` : ''}</h3>${gridTable(
      [L.column('antar'), L.column('start'), L.column('end')],
      subs.map((s) => [label(s), dateOf(s.start), dateOf(s.end)]),
      'grid compact',
      (i) => (isRunning(p, maha) && isRunning(subs[i]!, antar) ? 'running' : ''),
    )}</div>`;
  };
  const shown = allAntars ? periods : periods.filter((p) => isRunning(p, maha));
  const balance = d.balance_at_birth;
  return h`<p>${L.column('balance')}: <b>${balance.name}</b> ${balance.years.toFixed(2)} ${L.column('years')} (${L.column('end')} ${dateOf(balance.end)})</p>
${maha && antar ? h`<p class="mark">● ${L.column('running')}: ${maha.name} / ${antar.name} (${dateOf(antar.start)} – ${dateOf(antar.end)})</p>` : ''}
${mahaTable}<div class="dashas">${shown.map(antarsOf)}</div>`;
}

function shodashvargaBlock(L: Labels, r: KundliReport): Html {
  const s = r.shodashvarga!;
  const grahas = s.charts[0]!.positions.map((p) => p.graha);
  const rows = s.charts.map((c) => [
    `${c.varga} ${c.name}`,
    c.lagna.rashi.name,
    ...c.positions.map((p) => p.rashi.name),
  ]);
  const vimshopaka = gridTable(
    [L.column('graha'), L.column('vimshopaka')],
    s.vimshopaka.map((v) => [v.graha, v.score.toFixed(2)]),
  );
  return h`${gridTable([L.column('varga'), L.field('lagna'), ...grahas], rows, 'grid compact')}${vimshopaka}`;
}

function ashtakavargaBlock(L: Labels, r: KundliReport): Html {
  const a = r.ashtakavarga!;
  const bhinna = a.bhinna as Record<string, number[]>;
  const rows = [
    ...a.grahas.map((g) => [g.name, ...bhinna[g.key]!, bhinna[g.key]!.reduce((x, y) => x + y, 0)]),
    [L.column('total'), ...a.sarva, a.totals.sarva],
  ];
  return gridTable([L.column('graha'), ...a.signs.map((s) => s.name), L.column('total')], rows, 'grid compact', (i) =>
    i === rows.length - 1 ? 'running' : '',
  );
}

function doshasBlock(L: Labels, r: KundliReport): Html {
  const d = r.doshas!;
  return h`${fieldTable(doshaRows(L, d))}<ul class="reading">${d.summary.items.map((i) => h`<li>${i.text}</li>`)}</ul><p><small>${d.summary.disclaimer}</small></p>`;
}

function predictionsBlock(r: KundliReport): Html {
  const p = r.predictions!;
  return h`${p.sections.map(
    (s) =>
      h`<h3>${s.name} <span class="outlook">· ${s.outlook_label}</span></h3><ul class="reading">${s.statements.map((st) => h`<li>${st.text}</li>`)}</ul>`,
  )}<p><small>${p.disclaimer}</small></p>`;
}

const SECTIONS: Readonly<Record<KundliSection, (L: Labels, r: KundliReport) => Html>> = {
  birth: (L, r) =>
    sectionBlock(L, 'birth_details', fieldTable(birthRows(L, r.kundli, r.name, r.moment, r.ayanamsaDeg))),
  panchang: (L, r) =>
    h`${sectionBlock(L, 'panchang_at_birth', fieldTable(panchangRows(L, r.moment)))}${sectionBlock(L, 'avakahada', fieldTable(avakahadaRows(L, r.moment)))}`,
  charts: (L, r) => sectionBlock(L, 'charts', h`<div class="charts">${r.charts.map(chartFigure)}</div>`, true),
  planets: (L, r) => sectionBlock(L, 'planets', planetsTable(L, r.kundli, r.moment)),
  shodashvarga: (L, r) => sectionBlock(L, 'shodashvarga', shodashvargaBlock(L, r), true),
  vimshottari: (L, r) => sectionBlock(L, 'vimshottari', dashaBlock(L, r.vimshottari!, true), true),
  yogini: (L, r) => sectionBlock(L, 'yogini', dashaBlock(L, r.yogini!, false), true),
  ashtakavarga: (L, r) => sectionBlock(L, 'ashtakavarga', ashtakavargaBlock(L, r), true),
  doshas: (L, r) => sectionBlock(L, 'doshas', doshasBlock(L, r)),
  predictions: (L, r) => sectionBlock(L, 'predictions', predictionsBlock(r), true),
};

export function kundliHtml(r: KundliReport): string {
  const L = labels(r.lang);
  return page({
    lang: r.lang,
    title: L.section('kundli_report'),
    who: r.name,
    branding: r.branding,
    proseInEnglish: r.proseInEnglish,
    body: h`${r.sections.map((s) => SECTIONS[s](L, r))}`,
  });
}
