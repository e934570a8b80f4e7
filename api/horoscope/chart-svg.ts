// Draws a D1 or D9 chart as SVG in the North, South or East Indian layout (tables/jyotish/chart-layouts.ts).
// Pure string building: every text is escaped, nothing from the request reaches the markup unescaped.
import {
  CHART_LABELS,
  CHART_SIZE,
  EAST_SIGN_CELLS,
  GRAHA_ABBREVIATIONS,
  NORTH_HOUSE_CELLS,
  RASHI_ABBREVIATIONS,
  SOUTH_SIGN_CELLS,
  type ChartCell,
  type Point,
} from '../../tables/jyotish/chart-layouts.ts';
import { VARGA_METHOD_NAMES } from '../../tables/jyotish/varga-method-names.ts';
import type { GrahaKey, ProseLang } from '../../tables/names/index.ts';
import { tr } from '../../tables/prose/index.ts';
import { fitCell, type CellContent, type CellLine } from './chart-fit.ts';
import type { ChartStyle } from './schemas.ts';

export interface ChartPlacementInput {
  graha_key: GrahaKey;
  rashi: { number: number };
  house: number;
  retrograde: boolean;
}
export interface ChartSvgInput {
  style: ChartStyle;
  lang: ProseLang;
  /** Sign (1-12) of the chart's lagna. */
  lagnaRashi: number;
  placements: readonly ChartPlacementInput[];
  /** First caption line, e.g. "D1 Rashi". */
  title: string;
  /** Second caption line, e.g. the birth date and place. */
  subtitle: string;
}

const CAPTION_HEIGHT = 44;

/**
 * The caption's varga part. English keeps its form ("D9 Navamsha", "D2 Hora (kashinatha)"); another language
 * names the varga alone, as its readers call it (the code D9 is Latin, and the name already says which chart it
 * is), and the method by its name in that language (tables/jyotish/varga-method-names.ts).
 */
export function vargaCaption(code: string, name: string, method: string, lang: ProseLang): string {
  const methodName = (VARGA_METHOD_NAMES[lang] as Readonly<Record<string, string>>)[method] ?? method;
  if (lang === 'en') return method === 'parashara' ? `${code} ${name}` : `${code} ${name} (${method})`;
  return method === 'parashara' ? name : `${name} (${methodName})`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const fmt = (n: number): string => String(Math.round(n * 10) / 10);

function centroid(points: readonly Point[]): Point {
  const [sx, sy] = points.reduce(([ax, ay], [x, y]) => [ax + x, ay + y], [0, 0]);
  return [sx / points.length, sy / points.length];
}

/** Where the small sign number goes in a North chart: just inside the cell's corner nearest the chart centre. */
function innerCorner(points: readonly Point[]): Point {
  const c = CHART_SIZE / 2;
  const [vx, vy] = points.reduce((best, p) =>
    Math.hypot(p[0] - c, p[1] - c) < Math.hypot(best[0] - c, best[1] - c) ? p : best,
  );
  const [cx, cy] = centroid(points);
  return [vx + (cx - vx) * 0.35, vy + (cy - vy) * 0.35];
}

function textAt([x, y]: Point, content: string, size: number, extra = ''): string {
  return `<text x="${fmt(x)}" y="${fmt(y)}" font-size="${size}" text-anchor="middle" dominant-baseline="middle"${extra}>${escapeXml(content)}</text>`;
}

function grahaLabels(placements: readonly ChartPlacementInput[], lang: ProseLang): string[] {
  // The nodes are almost always retrograde, so charts customarily leave them unmarked.
  const marked = (p: ChartPlacementInput) => p.retrograde && p.graha_key !== 'rahu' && p.graha_key !== 'ketu';
  return placements.map(
    (p) => tr(GRAHA_ABBREVIATIONS[p.graha_key], lang) + (marked(p) ? tr(CHART_LABELS.retrograde, lang) : ''),
  );
}

/** The lines of one cell (sign name, lagna mark, grahas), fitted inside the cell around its centroid. */
function cellText(cellShape: ChartCell, content: CellContent): string {
  return fitCell(cellShape.points, centroid(cellShape.points), content)
    .map((l) => textAt([l.x, l.y], l.text, Math.round(l.size * 10) / 10, l.extra))
    .join('');
}

const polygon = (c: ChartCell): string =>
  `<polygon points="${c.points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}"/>`;

interface Layout {
  cells: readonly ChartCell[];
  keyOf: (p: ChartPlacementInput) => number;
  signOf: (index: number) => number;
  lagnaIndex: number;
}

function layoutFor(input: ChartSvgInput): Layout {
  if (input.style === 'north') {
    const signOf = (i: number) => ((input.lagnaRashi - 1 + i) % 12) + 1;
    return { cells: NORTH_HOUSE_CELLS, keyOf: (p) => p.house - 1, signOf, lagnaIndex: 0 };
  }
  const cells = input.style === 'south' ? SOUTH_SIGN_CELLS : EAST_SIGN_CELLS;
  return { cells, keyOf: (p) => p.rashi.number - 1, signOf: (i) => i + 1, lagnaIndex: input.lagnaRashi - 1 };
}

const SIGN_STYLE = ' fill="#7a4a00"';

function cellContent(
  layout: Layout,
  style: ChartStyle,
  index: number,
  here: readonly ChartPlacementInput[],
  lang: ProseLang,
): CellContent {
  const fixed: CellLine[] = [];
  // Fixed-sign layouts name the sign in the cell; North charts number it in the corner instead.
  if (style !== 'north')
    fixed.push({
      text: tr(RASHI_ABBREVIATIONS[layout.signOf(index) - 1]!, lang),
      size: 10,
      extra: SIGN_STYLE,
    });
  if (index === layout.lagnaIndex)
    fixed.push({ text: tr(CHART_LABELS.lagna, lang), size: 13, extra: ' font-weight="bold" fill="#9a2a00"' });
  return { fixed, labels: grahaLabels(here, lang), labelSize: 13, labelExtra: ' fill="#1a1a1a"' };
}

export function renderChartSvg(input: ChartSvgInput): string {
  const layout = layoutFor(input);
  const body: string[] = [];
  layout.cells.forEach((cellShape, index) => {
    const here = input.placements.filter((p) => layout.keyOf(p) === index);
    if (input.style === 'north')
      body.push(textAt(innerCorner(cellShape.points), String(layout.signOf(index)), 11, SIGN_STYLE));
    body.push(cellText(cellShape, cellContent(layout, input.style, index, here, input.lang)));
  });
  const title = `${input.title} · ${tr(CHART_LABELS[input.style], input.lang)}`;
  const height = CHART_SIZE + CAPTION_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CHART_SIZE} ${height}" width="${CHART_SIZE}" height="${height}" font-family="sans-serif" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(`${title}. ${input.subtitle}`)}</title>`,
    `<rect x="1" y="1" width="${CHART_SIZE - 2}" height="${CHART_SIZE - 2}" fill="#fffdf5" stroke="#7a4a00" stroke-width="2"/>`,
    `<g fill="none" stroke="#7a4a00" stroke-width="1.5">${layout.cells.map(polygon).join('')}</g>`,
    `<g>${body.join('')}</g>`,
    textAt([CHART_SIZE / 2, CHART_SIZE + 14], title, 13, ' font-weight="bold"'),
    textAt([CHART_SIZE / 2, CHART_SIZE + 32], input.subtitle, 11),
    '</svg>',
  ].join('\n');
}
