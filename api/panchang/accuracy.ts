// GET /v1/accuracy/manifest (seed 002): the accuracy manifest, not charged, cached for 24 hours; the raw JSON at
// /accuracy-manifest.sig (compare its hash) and a small viewer page at /accuracy-manifest.
import { z } from 'zod';
import { defineRoute } from '../route-spec.ts';

const SectionSchema = z.looseObject({
  tested: z.number().int(),
  passed: z.number().int(),
  pass_rate: z.number(),
  coverage: z.string(),
});
/** A tithi-at-sunrise miss against Drik Panchang: margin_s is the boundary between the two tithis minus our sunrise. */
const ParityMissSchema = z.object({
  date: z.string(),
  drik: z.number().int(),
  ours: z.number().int(),
  margin_s: z.number(),
});

const ManifestSchema = z.looseObject({
  schema: z.string(),
  generated_at: z.string(),
  snapshot_date: z.string(),
  engine_version: z.string(),
  ayanamsa: z.string(),
  system: z.string(),
  profiles: z.array(z.unknown()),
  window: z.looseObject({ start_date: z.string(), end_date: z.string(), profile_day_count: z.number().int() }),
  // Loose, so that a section added by the pipeline is served (and hashed) as built.
  sections: z.looseObject({
    ...Object.fromEntries(['sun_moon', 'tithi_etc', 'muhurat', 'festivals'].map((k) => [k, SectionSchema])),
    // Declared in the order the pipeline writes them: a parse must not reorder keys, or the served copy stops hashing.
    drik_parity: SectionSchema.extend({
      profile: z.string().optional(),
      source: z.string().optional(),
      meets_target: z.boolean().optional(),
      max_abs_margin_s: z.number().optional(),
      misses: z.array(ParityMissSchema).optional(),
    }).optional(),
  }),
  validation_boundary: z.looseObject({ scope: z.string(), evidence_policy: z.string(), high_risk_use: z.string() }),
  hash: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  // after the hash, as the pipeline writes it (a parse keeps the declared order)
  measurements: z
    .array(
      z.object({
        quantity: z.string(),
        unit: z.string(),
        n: z.number().int(),
        p50: z.number(),
        p99: z.number(),
        max: z.number(),
        target: z.number().nullable(),
        misses: z.number().int(),
      }),
    )
    .optional()
    .describe('per quantity: error quantiles against the reference and the target they are held to'),
});

export type AccuracyManifest = z.infer<typeof ManifestSchema>;
export type AccuracyManifestProvider = () => AccuracyManifest;

/** Validates a manifest once, where it is loaded or built. */
export const parseAccuracyManifest = (value: unknown): AccuracyManifest => ManifestSchema.parse(value);

const DAY_SECONDS = 86_400;

/**
 * A page that loads the raw copy, recomputes its sha256 in the browser and shows the sections, then the Drik parity
 * misses as a chart: one dot per miss at its margin from sunrise (seconds), against the ±90 s band of the target.
 */
export const VIEWER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Accuracy manifest</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}.ok{color:#070}.bad{color:#b00}svg text{font:12px system-ui,sans-serif}</style>
</head><body><h1>Accuracy manifest</h1><p id="hash">Checking the hash…</p><table id="sections"><thead><tr><th>section</th><th>tested</th><th>passed</th><th>pass rate</th><th>coverage</th></tr></thead><tbody></tbody></table>
<h2>Drik parity: tithi at sunrise</h2><p id="parity">No drik_parity section in this manifest.</p><div id="chart"></div><table id="misses"></table>
<h2>Validation boundary</h2><pre id="boundary"></pre>
<script>
const NS = 'http://www.w3.org/2000/svg';
function el(name, attrs, text) { const e = document.createElementNS(NS, name); for (const k in attrs) e.setAttribute(k, attrs[k]); if (text) e.textContent = text; return e; }
function cell(tr, v) { const td = document.createElement('td'); td.textContent = String(v); tr.appendChild(td); }
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
fetch('/accuracy-manifest.sig').then(r => r.text()).then(async (text) => {
  const m = JSON.parse(text); const { hash, ...body } = m;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body, null, 2)));
  const hex = [...new Uint8Array(digest)].map(b => b.toString(16).padStart(2, '0')).join('');
  const el0 = document.getElementById('hash');
  el0.textContent = (hash === 'sha256:' + hex ? 'Hash verified: ' : 'Hash MISMATCH: ') + hash + ' (engine ' + m.engine_version + ', generated ' + m.generated_at + ')';
  el0.className = hash === 'sha256:' + hex ? 'ok' : 'bad';
  const tbody = document.querySelector('#sections tbody');
  for (const [k, s] of Object.entries(m.sections)) {
    const tr = document.createElement('tr');
    for (const v of [k, s.tested, s.passed, (100 * s.pass_rate).toFixed(2) + '%', s.coverage]) cell(tr, v);
    tbody.appendChild(tr);
  }
  const p = m.sections.drik_parity;
  if (p && p.tested) {
    const misses = p.misses || [];
    document.getElementById('parity').textContent = p.passed + ' of ' + p.tested + ' days (' + (100 * p.pass_rate).toFixed(3) + '%) give Drik Panchang’s tithi at sunrise; ' +
      misses.length + ' misses, each plotted at the boundary between the two tithis minus our sunrise (positive: after it; green: within the 90 s target).';
    document.getElementById('chart').appendChild(chart(misses));
    const t = document.getElementById('misses');
    const head = document.createElement('tr'); for (const h of ['date', 'Drik', 'ours', 'margin (s)']) { const th = document.createElement('th'); th.textContent = h; head.appendChild(th); } t.appendChild(head);
    for (const x of misses) { const tr = document.createElement('tr'); for (const v of [x.date, x.drik, x.ours, x.margin_s]) cell(tr, v); t.appendChild(tr); }
  }
  document.getElementById('boundary').textContent = JSON.stringify(m.validation_boundary, null, 2);
});
</script></body></html>
`;

export function accuracyRoutes(manifest: AccuracyManifestProvider) {
  return [
    defineRoute({
      product: 'panchang',
      method: 'GET',
      path: '/v1/accuracy/manifest',
      auth: 'none',
      cost: 0,
      cacheControl: `public, max-age=${DAY_SECONDS}`,
      response: ManifestSchema,
      ipLimitPerMinute: 120,
      summary: 'Accuracy manifest: how the engine was validated, with a sha256 hash of its body',
      handler: () => ({ data: manifest(), dataSource: 'cache' }),
    }),
    defineRoute({
      product: 'public',
      method: 'GET',
      path: '/accuracy-manifest.sig',
      auth: 'none',
      cost: 0,
      envelope: 'none',
      cacheControl: `public, max-age=${DAY_SECONDS}`,
      response: ManifestSchema,
      ipLimitPerMinute: 120,
      summary: 'The raw accuracy manifest JSON (static copy; compare its hash with /v1/accuracy/manifest)',
      handler: () => ({ data: manifest() }),
    }),
    defineRoute({
      product: 'public',
      method: 'GET',
      path: '/accuracy-manifest',
      auth: 'none',
      cost: 0,
      envelope: 'none',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=3600',
      response: z.string(),
      ipLimitPerMinute: 120,
      summary: 'A page showing the accuracy manifest and checking its hash',
      handler: () => ({ data: VIEWER_PAGE }),
    }),
  ];
}
