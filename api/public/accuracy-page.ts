// The page at /accuracy-manifest (api/panchang/accuracy.ts serves it): it loads the raw manifest, recomputes its
// sha256 in the browser with a served copy of js-sha256 (so it verifies on plain HTTP too), and shows the sections,
// the Drik parity misses as a chart, and the validation boundary as a table. Sections the server is still measuring in
// the background (`meta.measuring` of /v1/accuracy/manifest, after a fresh `npm start`) read "measuring…", never 0,
// and the page reloads its data until they are done. It fits any width from a 320 px phone up: no fixed widths, long
// words (hashes, codes) wrap, the chart scales (test/browser/pages-width.test.ts).

/** js-sha256's browser build (a UMD file defining `sha256`), served by this gateway: no CDN, no secure-page API. */
export const SHA256_SCRIPT_PATH = '/assets/js-sha256.min.js';

/** Seconds between two looks at the background measurement while it runs. */
const POLL_S = 5;

// Below 40rem the sections and the boundary are stacked (one block per row, each figure labelled): five columns
// squeezed into a phone's width would break numbers digit by digit.
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:break-word}
#hash,#status{overflow-wrap:anywhere}.ok{color:#070}.bad{color:#b00}.measuring{color:#855;font-style:italic}
svg{max-width:100%;height:auto}svg text{font:12px system-ui,sans-serif}
@media (max-width:40rem){#sections thead{display:none}
#sections,#sections tbody,#sections tr,#sections td,#boundary,#boundary tbody,#boundary tr,#boundary th,#boundary td{display:block;border:0;padding:0}
#sections tr,#boundary tr{border-top:1px solid #ccc;padding:.4rem 0}#sections td:first-child{font-weight:bold}
#sections td[data-label]{display:inline;margin-right:.8rem}#sections td[data-label]::before{content:attr(data-label) ": ";color:#555}
#sections td:empty{display:none}}`;

const SCRIPT = `const NS = 'http://www.w3.org/2000/svg';
function el(name, attrs, text) { const e = document.createElementNS(NS, name); for (const k in attrs) e.setAttribute(k, attrs[k]); if (text) e.textContent = text; return e; }
function cell(tr, v, tag, label) { const td = document.createElement(tag || 'td'); td.textContent = String(v); if (label) td.setAttribute('data-label', label); tr.appendChild(td); return td; }
function clear(id) { const e = document.getElementById(id); while (e.firstChild) e.removeChild(e.firstChild); return e; }
/** Misses against their margin from our sunrise: x = margin (s), one row per miss, the ±90 s target band shaded. */
function chart(misses) {
  const W = 640, rowH = 22, H = 50 + rowH * misses.length, L = 110, R = 20, span = 100;
  const x = (s) => L + ((s + span) / (2 * span)) * (W - L - R);
  const svg = el('svg', { width: W, height: H, viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': 'Drik parity misses against their margin from sunrise' });
  svg.appendChild(el('rect', { x: x(-90), y: 10, width: x(90) - x(-90), height: H - 40, fill: '#eef6ee' }));
  for (const s of [-90, -60, -30, 0, 30, 60, 90]) {
    svg.appendChild(el('line', { x1: x(s), x2: x(s), y1: 10, y2: H - 30, stroke: s === 0 ? '#333' : '#ccc' }));
    svg.appendChild(el('text', { x: x(s), y: H - 14, 'text-anchor': 'middle' }, (s > 0 ? '+' : '') + s + ' s'));
  }
  misses.forEach((m, i) => {
    const y = 24 + i * rowH;
    svg.appendChild(el('text', { x: L - 8, y: y + 4, 'text-anchor': 'end' }, m.date));
    svg.appendChild(el('circle', { cx: x(Math.max(-span, Math.min(span, m.margin_s))), cy: y, r: 5, fill: Math.abs(m.margin_s) <= 90 ? '#070' : '#b00' }));
  });
  return svg;
}
function showHash(m, text) {
  const { hash, ...body } = m;
  // js-sha256 (served from the installed package): crypto.subtle exists only on secure pages (HTTPS or localhost)
  const computed = 'sha256:' + sha256(JSON.stringify(body, null, 2));
  const e = document.getElementById('hash');
  e.textContent = (hash === computed ? 'Hash verified. ' : 'Hash MISMATCH. ') + 'Declared: ' + hash + '; computed in this browser: ' + computed + ' (engine ' + m.engine_version + ', generated ' + m.generated_at + ')';
  e.className = hash === computed ? 'ok' : 'bad';
}
function showSections(m, measuring) {
  const tbody = clear('sections-body');
  // a section being measured may not be in the manifest yet (drik_parity, after the first build)
  const keys = [...Object.keys(m.sections), ...measuring.filter((k) => !(k in m.sections))];
  for (const k of keys) {
    const s = m.sections[k];
    const tr = document.createElement('tr');
    cell(tr, k);
    if (measuring.includes(k)) {
      cell(tr, 'measuring…', 'td', 'tested').className = 'measuring';
      for (const v of ['', '', 'measured in the background since the server started; this page updates when it is done']) cell(tr, v);
    } else {
      cell(tr, s.tested, 'td', 'tested'); cell(tr, s.passed, 'td', 'passed'); cell(tr, (100 * s.pass_rate).toFixed(2) + '%', 'td', 'pass rate'); cell(tr, s.coverage);
    }
    tbody.appendChild(tr);
  }
}
function showParity(m, measuring) {
  const chartBox = clear('chart'), t = clear('misses'), text = document.getElementById('parity');
  const p = m.sections.drik_parity;
  if (measuring.includes('drik_parity')) { text.textContent = 'Drik parity is being measured in the background (measuring…).'; text.className = 'measuring'; return; }
  text.className = '';
  if (!p || !p.tested) { text.textContent = p ? p.coverage : 'No drik_parity section in this manifest.'; return; }
  const misses = p.misses || [];
  text.textContent = p.passed + ' of ' + p.tested + ' days (' + (100 * p.pass_rate).toFixed(3) + '%) give Drik Panchang’s tithi at sunrise; ' +
    misses.length + ' misses, each plotted at the boundary between the two tithis minus our sunrise (positive: after it; green: within the 90 s target).';
  chartBox.appendChild(chart(misses));
  const head = document.createElement('tr'); for (const h of ['date', 'Drik', 'ours', 'margin (s)']) cell(head, h, 'th'); t.appendChild(head);
  for (const x of misses) { const tr = document.createElement('tr'); for (const v of [x.date, x.drik, x.ours, x.margin_s]) cell(tr, v); t.appendChild(tr); }
}
function showBoundary(m) {
  const tbody = clear('boundary-body');
  for (const [k, v] of Object.entries(m.validation_boundary)) {
    const tr = document.createElement('tr'); cell(tr, k.replace(/_/g, ' '), 'th'); cell(tr, v); tbody.appendChild(tr);
  }
}
async function load() {
  const [text, api] = await Promise.all([
    fetch('/accuracy-manifest.sig', { cache: 'no-store' }).then((r) => r.text()),
    fetch('/v1/accuracy/manifest', { cache: 'no-store' }).then((r) => r.json()).catch(() => null),
  ]);
  const m = JSON.parse(text);
  const measuring = (api && api.meta && api.meta.measuring) || [];
  showHash(m, text);
  showSections(m, measuring);
  showParity(m, measuring);
  showBoundary(m);
  const status = document.getElementById('status');
  status.textContent = measuring.length ? 'Measuring ' + measuring.join(', ') + ' in the background; this page updates by itself.' : '';
  status.className = measuring.length ? 'measuring' : '';
  if (measuring.length) setTimeout(load, ${POLL_S * 1000});
}
load();`;

/** The page, its inline style and script being constants (the CSP allows them by hash). */
export const ACCURACY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Accuracy manifest</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head><body><h1>Accuracy manifest</h1><p id="hash">Checking the hash…</p><p id="status"></p>
<table id="sections"><thead><tr><th>section</th><th>tested</th><th>passed</th><th>pass rate</th><th>coverage</th></tr></thead><tbody id="sections-body"></tbody></table>
<h2>Drik parity: tithi at sunrise</h2><p id="parity">No drik_parity section in this manifest.</p><div id="chart"></div><table id="misses"></table>
<h2>Validation boundary</h2><table id="boundary"><tbody id="boundary-body"></tbody></table>
<script src="${SHA256_SCRIPT_PATH}"></script>
<script>
${SCRIPT}
</script></body></html>
`;
