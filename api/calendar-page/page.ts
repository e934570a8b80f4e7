// The month view's HTML document around the grid. No inline script or style: the page loads /calendar.css and the
// module /calendar.js, so a Content-Security-Policy of 'self' (or with hashes) allows it unchanged.
import type { ProseLang } from '../../tables/names/index.ts';
import { escapeHtml, monthTitle } from './grid.ts';

export interface PageModel {
  /** What the visitor asked for: the script loads it with a key. */
  readonly wanted: { readonly cityId: string; readonly year: number; readonly month: number; readonly lang: ProseLang };
  /** What the server drew (the demo month without a key). */
  readonly shown: { readonly cityName: string; readonly year: number; readonly month: number };
  readonly gridHtml: string;
  readonly notice: string;
}

const UI = {
  en: {
    city: 'City id',
    month: 'Month',
    lang: 'Language',
    show: 'Show',
    key: 'API key',
    use: 'Use key',
    forget: 'Forget key',
  },
  hi: {
    city: 'शहर (id)',
    month: 'महीना',
    lang: 'भाषा',
    show: 'दिखाएँ',
    key: 'API कुंजी',
    use: 'कुंजी लगाएँ',
    forget: 'कुंजी हटाएँ',
  },
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

export function calendarPage(m: PageModel): string {
  const { wanted: w, shown: s } = m;
  const t = UI[w.lang];
  const title = `${monthTitle(s.year, s.month, w.lang)} · ${escapeHtml(s.cityName)}`;
  const ics = `/v1/panchang/calendar.ics?city_id=${encodeURIComponent(w.cityId)}&lang=${w.lang}`;
  const option = (value: ProseLang, label: string) =>
    `<option value="${value}"${value === w.lang ? ' selected' : ''}>${label}</option>`;
  return `<!doctype html>
<html lang="${w.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Panchang · ${title}</title>
<link rel="stylesheet" href="/calendar.css">
<script type="module" src="/calendar.js"></script>
</head>
<body>
<header>
<h1 id="title">${title}</h1>
<form id="nav" method="get" action="/calendar">
<label>${t.city} <input name="city_id" value="${escapeHtml(w.cityId)}" autocomplete="off" spellcheck="false"></label>
<label>${t.month} <input type="month" name="month" value="${w.year}-${pad(w.month)}" min="2025-01" max="2030-12"></label>
<label>${t.lang} <select name="lang">${option('en', 'English')}${option('hi', 'हिन्दी')}</select></label>
<button>${t.show}</button>
</form>
<details id="keybox"><summary>${t.key}</summary>
<form id="key-form" action="#"><input type="password" id="key" autocomplete="off" placeholder="key_id.secret" aria-label="${t.key}"><button>${t.use}</button> <button type="button" id="forget">${t.forget}</button></form>
<p class="muted"><span id="keystate"></span> The key stays in this browser (localStorage) and goes only in the X-Api-Key header, never in a URL.</p>
</details>
<p id="status" role="status">${escapeHtml(m.notice)}</p>
</header>
<main id="month" data-mode="demo" data-city-id="${escapeHtml(w.cityId)}" data-year="${w.year}" data-month="${w.month}" data-lang="${w.lang}">${m.gridHtml}</main>
<footer>
<a id="ics" href="${ics}">ICS feed</a> (a calendar subscription; needs a feed token from <code>POST /v1/feeds</code>, amethyst and up) ·
<a href="/docs">API reference</a> · times are the city's local time
</footer>
</body>
</html>
`;
}
