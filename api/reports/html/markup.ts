// Typed HTML templates: `h` is a tagged template whose every interpolation is escaped, unless it is markup an `h`
// call (or `trusted`, for the chart SVG our own renderer escaped) already made. Nothing from a request can reach the
// page unescaped: names, places and branding are plain strings and go through escapeXml.
import { escapeXml } from '../../horoscope/chart-svg.ts';

/** Markup that is already safe to insert. */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return (part as readonly Part[]).map(render).join('');
  return escapeXml(String(part));
}

export function h(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < parts.length; i++) out += render(parts[i]!) + strings[i + 1]!;
  return new Html(out);
}

/** Markup produced by this project's own escaping renderers (the chart SVG): inserted as is. */
export const trusted = (markup: string): Html => new Html(markup);

/** A two-column table of label and value rows. */
export function fieldTable(rows: readonly (readonly [string, Part])[], cls = 'fields'): Html {
  return h`<table class="${cls}"><tbody>${rows.map(([label, value]) => h`<tr><th scope="row">${label}</th><td>${value}</td></tr>`)}</tbody></table>`;
}

/** A table with a header row; wide tables scroll sideways on a narrow screen instead of overflowing the page. */
export function gridTable(
  head: readonly Part[],
  rows: readonly (readonly Part[])[],
  cls = 'grid',
  rowClass?: (i: number) => string,
): Html {
  return h`<div class="scroll"><table class="${cls}"><thead><tr>${head.map((c) => h`<th scope="col">${c}</th>`)}</tr></thead><tbody>${rows.map(
    (r, i) => h`<tr${rowClass ? h` class="${rowClass(i)}"` : ''}>${r.map((c) => h`<td>${c}</td>`)}</tr>`,
  )}</tbody></table></div>`;
}

/** 12.3456 -> 12°20′44″ (degree within the sign, arc minutes and seconds truncated as almanacs print them). */
export function dms(deg: number): string {
  const total = Math.floor(deg * 3600 + 1e-6);
  const d = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

/** `DD-MM-YYYY HH:mm:ss` -> its date part. */
export const dateOf = (stamp: string | null | undefined): string => (stamp ?? '').slice(0, 10);
