// Fits a chart cell's lines of text inside the cell. North charts have triangular houses at the edges whose width
// shrinks to nothing at the tips, so a crowded house (five grahas, some retrograde) centred on the centroid ran
// past the chart's left edge. Here every line is measured against the cell's width at its own height, and the
// block is moved, re-wrapped or set smaller until each line fits. Pure geometry over convex cells.
import type { Point } from '../../tables/jyotish/chart-layouts.ts';

export interface CellLine {
  readonly text: string;
  /** Font size at full scale; the fitter may scale every line of a cell down together. */
  readonly size: number;
  readonly extra: string;
}

export interface PlacedLine extends CellLine {
  readonly x: number;
  readonly y: number;
}

/** What a cell holds: fixed lines first (sign, lagna), then graha labels wrapped `perLine` to a line. */
export interface CellContent {
  readonly fixed: readonly CellLine[];
  readonly labels: readonly string[];
  readonly labelSize: number;
  readonly labelExtra: string;
}

/** Space kept between text and the cell's border. */
const PADDING = 3;
const LINE_SPACING = 1.15;
/** Tried in order: the usual look first, then narrower lines, then smaller type. */
const SCALES = [1, 0.9, 0.8, 0.7, 0.62];
const PER_LINE = [3, 2, 1, 4];

// Average advance widths of a sans-serif face in em, erring wide: Latin capitals and brackets, and Devanagari
// clusters (a combining sign adds nothing).
const LATIN_EM = 0.64;
const OTHER_EM = 0.85;

/** Estimated rendered width of `text` at `size` px. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (/\p{M}/u.test(ch)) continue;
    em += ch.charCodeAt(0) < 128 ? LATIN_EM : OTHER_EM;
  }
  return em * size;
}

/** The x-interval of a convex polygon on the horizontal line at y, or null outside it. */
function spanAt(points: readonly Point[], y: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    if (y < Math.min(y1, y2) || y > Math.max(y1, y2)) continue;
    const xs = y1 === y2 ? [x1, x2] : [x1 + ((y - y1) / (y2 - y1)) * (x2 - x1)];
    for (const x of xs) {
      lo = Math.min(lo, x);
      hi = Math.max(hi, x);
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

/**
 * A line's box is taller than its font size: ascenders, descenders and Devanagari's vowel signs above and below
 * the line. Measured in Chromium, Devanagari boxes reach about 1.4 times the size.
 */
const BOX_HEIGHT_EM = 1.45;

/** Where a line of type `size` centred at height y may sit: the span common to its box's top and bottom. */
function lineSpan(points: readonly Point[], y: number, size: number): [number, number] | null {
  const top = spanAt(points, y - (size * BOX_HEIGHT_EM) / 2);
  const bottom = spanAt(points, y + (size * BOX_HEIGHT_EM) / 2);
  if (!top || !bottom) return null;
  const lo = Math.max(top[0], bottom[0]) + PADDING;
  const hi = Math.min(top[1], bottom[1]) - PADDING;
  return lo < hi ? [lo, hi] : null;
}

function linesOf(content: CellContent, scale: number, perLine: number): CellLine[] {
  const lines = content.fixed.map((l) => ({ ...l, size: l.size * scale }));
  for (let i = 0; i < content.labels.length; i += perLine)
    lines.push({
      text: content.labels.slice(i, i + perLine).join(' '),
      size: content.labelSize * scale,
      extra: content.labelExtra,
    });
  return lines;
}

/** The lines placed with their block centred at `centreY`, or null when one does not fit across. */
function placeAt(points: readonly Point[], lines: readonly CellLine[], centreX: number, centreY: number) {
  const heights = lines.map((l) => l.size * LINE_SPACING);
  let y = centreY - heights.reduce((a, b) => a + b, 0) / 2;
  const placed: PlacedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const mid = y + heights[i]! / 2;
    y += heights[i]!;
    const span = lineSpan(points, mid, line.size);
    const half = textWidth(line.text, line.size) / 2;
    if (!span || span[1] - span[0] < 2 * half) return null;
    placed.push({ ...line, x: Math.min(Math.max(centreX, span[0] + half), span[1] - half), y: mid });
  }
  return placed;
}

/** Block centres to try: the centroid first, then ever further up and down it, within the cell. */
function centresFrom(points: readonly Point[], centroidY: number): number[] {
  const ys = points.map(([, y]) => y);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const centres = [centroidY];
  for (let d = 2; centroidY - d > top || centroidY + d < bottom; d += 2) centres.push(centroidY - d, centroidY + d);
  return centres.filter((y) => y > top && y < bottom);
}

/**
 * Lines of a cell placed inside it: the first arrangement (scale, then labels per line, then height) in which
 * every line fits. When nothing fits (more text than any cell holds) the smallest one is kept, clamped inside.
 */
export function fitCell(points: readonly Point[], centroid: Point, content: CellContent): PlacedLine[] {
  const [cx, cy] = centroid;
  const centres = centresFrom(points, cy);
  for (const scale of SCALES) {
    for (const perLine of PER_LINE) {
      const lines = linesOf(content, scale, perLine);
      for (const centreY of centres) {
        const placed = placeAt(points, lines, cx, centreY);
        if (placed) return placed;
      }
    }
  }
  const smallest = linesOf(content, SCALES.at(-1)!, 1);
  const heights = smallest.map((l) => l.size * LINE_SPACING);
  let y = cy - heights.reduce((a, b) => a + b, 0) / 2;
  return smallest.map((l, i) => {
    const mid = y + heights[i]! / 2;
    y += heights[i]!;
    return { ...l, x: cx, y: mid };
  });
}
