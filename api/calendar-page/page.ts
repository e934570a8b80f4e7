// The month view's HTML document around the grid. No inline script or style: the page loads /calendar.css and the
// module /calendar.js, so a Content-Security-Policy of 'self' (or with hashes) allows it unchanged. Every fixed text
// is in the page's language: labels from PAGE_WORDS, sentences from PAGE_TEXT (issue #44).
import { PAGE_WORDS } from '../../tables/calendar-page.ts';
import { fill, PAGE_TEXT } from '../../tables/calendar-page-text.ts';
import { LANGS, type Lang } from '../../tables/names/index.ts';
import { escapeHtml, monthTitle } from './grid.ts';

export interface PageModel {
  /** What the visitor asked for: the script loads it with a key. */
  readonly wanted: { readonly cityId: string; readonly year: number; readonly month: number; readonly lang: Lang };
  /** What the server drew (the demo month without a key); the city's name in the page's language. */
  readonly shown: { readonly cityName: string; readonly year: number; readonly month: number };
  /** What the city box holds: the asked city's name in the page's language, or the text typed when none matched. */
  readonly cityText: string;
  readonly gridHtml: string;
  readonly notice: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function footer(lang: Lang, ics: string): string {
  const x = PAGE_TEXT[lang];
  const note = fill(escapeHtml(x.feedNote), { endpoint: '<code>POST /v1/feeds</code>' });
  return `<a id="ics" href="${ics}">${escapeHtml(x.feed)}</a> ${note} ·
<a href="/docs">${escapeHtml(x.docs)}</a> · ${escapeHtml(x.localTime)}`;
}

export function calendarPage(m: PageModel): string {
  const { wanted: w, shown: s } = m;
  const t = PAGE_WORDS[w.lang];
  const x = PAGE_TEXT[w.lang];
  const title = `${monthTitle(s.year, s.month, w.lang)} · ${escapeHtml(s.cityName)}`;
  const ics = `/v1/panchang/calendar.ics?city_id=${encodeURIComponent(w.cityId)}&lang=${w.lang}`;
  const options = LANGS.map(
    (value) => `<option value="${value}"${value === w.lang ? ' selected' : ''}>${PAGE_WORDS[value].endonym}</option>`,
  ).join('');
  // The box shows a name; the hidden city_id says which city it is. Typing clears the id (client.js), and the
  // server then finds the city by the typed name (in any script), so the form works without the script too.
  return `<!doctype html>
<html lang="${w.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(x.panchang)} · ${title}</title>
<link rel="stylesheet" href="/calendar.css">
<script type="module" src="/calendar.js"></script>
</head>
<body>
<header>
<h1 id="title">${title}</h1>
<form id="nav" method="get" action="/calendar">
<label>${t.city} <input name="city" id="city" list="city-options" value="${escapeHtml(m.cityText)}" autocomplete="off" spellcheck="false"></label>
<input type="hidden" name="city_id" id="city-id" value="${escapeHtml(w.cityId)}">
<datalist id="city-options"></datalist>
<label>${t.month} <input type="month" name="month" value="${w.year}-${pad(w.month)}" min="2025-01" max="2030-12"></label>
<label>${t.lang} <select name="lang">${options}</select></label>
<button>${t.show}</button>
</form>
<details id="keybox"><summary>${t.key}</summary>
<form id="key-form" action="#"><input type="password" id="key" autocomplete="off" placeholder="key_id.secret" aria-label="${t.key}"><button>${t.use}</button> <button type="button" id="forget">${t.forget}</button></form>
<p class="muted"><span id="keystate"></span> ${escapeHtml(x.keyHelp)}</p>
</details>
<p id="status" role="status">${escapeHtml(m.notice)}</p>
</header>
<main id="month" data-mode="demo" data-city-id="${escapeHtml(w.cityId)}" data-year="${w.year}" data-month="${w.month}" data-lang="${w.lang}">${m.gridHtml}</main>
<footer>
${footer(w.lang, ics)}
</footer>
</body>
</html>
`;
}
