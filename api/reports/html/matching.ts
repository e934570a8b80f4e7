// The matching report as one HTML page: both births side by side, both rashi charts, Ashtakoot koota by koota, the
// doshas of both, the verdict; then any extra section another feature supplies (the ten poruthams), one renderer each.
import type { MatchingExtra, MatchingReport, Partner } from '../service.ts';
import {
  avakahadaRows,
  birthRows,
  chartFigure,
  doshaRows,
  gridTable,
  h,
  type Labels,
  labels,
  page,
  panchangRows,
  sectionBlock,
} from './common.ts';
import type { Html } from './markup.ts';

/** Rows of two people's label/value lists joined into label | boy | girl. */
function sideBySide(L: Labels, boy: [string, string][], girl: [string, string][]): Html {
  const byLabel = new Map(girl);
  const rows = boy.map(([label, value]) => [label, value, byLabel.get(label) ?? '']);
  return gridTable(['', L.column('boy'), L.column('girl')], rows, 'grid pair-table');
}

const rowsOf = (L: Labels, p: Partner) => [
  ...birthRows(L, p.kundli, p.name, p.moment),
  ...panchangRows(L, p.moment),
  ...avakahadaRows(L, p.moment),
];

function ashtakoot(L: Labels, r: MatchingReport): Html {
  const m = r.matching;
  const rows = m.kootas.map((k) => [k.name, k.boy, k.girl, k.score, k.max, k.status_label]);
  rows.push([L.column('total'), '', '', m.score.total, m.score.max, `${m.score.percent}%`]);
  return gridTable(
    [L.column('koota'), L.column('boy'), L.column('girl'), L.column('points'), L.column('max'), L.column('result')],
    rows,
    'grid',
    (i) => (i === rows.length - 1 ? 'running' : ''),
  );
}

function verdict(r: MatchingReport): Html {
  const m = r.matching;
  return h`<div class="verdict"><p><span class="score">${m.score.total} / ${m.score.max}</span> · <b>${m.verdict_label}</b></p><ul class="reading">${m.notes.map((n) => h`<li>${n}</li>`)}</ul></div>`;
}

/** A section another feature supplied: its table and note. */
const extraBlock = (L: Labels, x: MatchingExtra): Html =>
  sectionBlock(L, x.key, h`${gridTable(x.head, x.rows, 'grid prose')}${x.note ? h`<p>${x.note}</p>` : ''}`, true);

export function matchingHtml(r: MatchingReport): string {
  const L = labels(r.lang);
  const names = [r.boy.name, r.girl.name].filter(Boolean).join(' · ') || null;
  const body = h`${sectionBlock(L, 'birth_details', sideBySide(L, rowsOf(L, r.boy), rowsOf(L, r.girl)))}
${sectionBlock(L, 'charts', h`<div class="pair">${chartFigure(r.boy.chart)}${chartFigure(r.girl.chart)}</div>`, true)}
${sectionBlock(L, 'ashtakoot', ashtakoot(L, r))}
${r.extras.map((x) => extraBlock(L, x))}
${sectionBlock(L, 'doshas', sideBySide(L, doshaRows(L, r.boy.doshas), doshaRows(L, r.girl.doshas)), true)}
${sectionBlock(L, 'verdict', verdict(r))}`;
  return page({
    lang: r.lang,
    title: L.section('matching_report'),
    who: names,
    branding: r.branding,
    proseInEnglish: r.proseInEnglish,
    body,
  });
}
