// GET /v1/accuracy/manifest (seed 002): the accuracy manifest, not charged, cached for 24 hours; the raw JSON at
// /accuracy-manifest.sig (compare its hash) and a small viewer page at /accuracy-manifest.
import { z } from 'zod';
import { defineRoute } from '../route-spec.ts';


const ManifestSchema = z.looseObject({
  schema: z.string(), generated_at: z.string(), snapshot_date: z.string(), engine_version: z.string(), ayanamsa: z.string(),
  system: z.string(), profiles: z.array(z.unknown()),
  window: z.looseObject({ start_date: z.string(), end_date: z.string(), profile_day_count: z.number().int() }),
  sections: z.object(Object.fromEntries(['sun_moon', 'tithi_etc', 'muhurat', 'festivals'].map((k) => [k, z.looseObject({ tested: z.number().int(), passed: z.number().int(), pass_rate: z.number(), coverage: z.string() })]))),
  validation_boundary: z.looseObject({}),
  hash: z.string().regex(/^sha256:[0-9a-f]{64}$/),
});

export type AccuracyManifest = z.infer<typeof ManifestSchema>;
export type AccuracyManifestProvider = () => AccuracyManifest;

/** Validates a manifest once, where it is loaded or built. */
export const parseAccuracyManifest = (value: unknown): AccuracyManifest => ManifestSchema.parse(value);

const DAY_SECONDS = 86_400;

/** A page that loads the raw copy, recomputes its sha256 in the browser and shows the sections. */
const VIEWER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Accuracy manifest</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}.ok{color:#070}.bad{color:#b00}</style>
</head><body><h1>Accuracy manifest</h1><p id="hash">Checking the hash…</p><table id="sections"><thead><tr><th>section</th><th>tested</th><th>passed</th><th>pass rate</th><th>coverage</th></tr></thead><tbody></tbody></table>
<h2>Validation boundary</h2><pre id="boundary"></pre>
<script>
fetch('/accuracy-manifest.sig').then(r => r.text()).then(async (text) => {
  const m = JSON.parse(text); const { hash, ...body } = m;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body, null, 2)));
  const hex = [...new Uint8Array(digest)].map(b => b.toString(16).padStart(2, '0')).join('');
  const el = document.getElementById('hash');
  el.textContent = (hash === 'sha256:' + hex ? 'Hash verified: ' : 'Hash MISMATCH: ') + hash + ' (engine ' + m.engine_version + ', generated ' + m.generated_at + ')';
  el.className = hash === 'sha256:' + hex ? 'ok' : 'bad';
  const tbody = document.querySelector('#sections tbody');
  for (const [k, s] of Object.entries(m.sections)) {
    const tr = document.createElement('tr');
    for (const v of [k, s.tested, s.passed, (100 * s.pass_rate).toFixed(2) + '%', s.coverage]) { const td = document.createElement('td'); td.textContent = String(v); tr.appendChild(td); }
    tbody.appendChild(tr);
  }
  document.getElementById('boundary').textContent = JSON.stringify(m.validation_boundary, null, 2);
});
</script></body></html>
`;

export function accuracyRoutes(manifest: AccuracyManifestProvider) {
  return [
    defineRoute({
      product: 'panchang', method: 'GET', path: '/v1/accuracy/manifest', auth: 'none', cost: 0,
      cacheControl: `public, max-age=${DAY_SECONDS}`, response: ManifestSchema, ipLimitPerMinute: 120,
      summary: 'Accuracy manifest: how the engine was validated, with a sha256 hash of its body',
      handler: () => ({ data: manifest(), dataSource: 'cache' }),
    }),
    defineRoute({
      product: 'public', method: 'GET', path: '/accuracy-manifest.sig', auth: 'none', cost: 0, envelope: 'none',
      cacheControl: `public, max-age=${DAY_SECONDS}`, response: ManifestSchema, ipLimitPerMinute: 120,
      summary: 'The raw accuracy manifest JSON (static copy; compare its hash with /v1/accuracy/manifest)',
      handler: () => ({ data: manifest() }),
    }),
    defineRoute({
      product: 'public', method: 'GET', path: '/accuracy-manifest', auth: 'none', cost: 0, envelope: 'none',
      cacheControl: 'public, max-age=3600', response: z.string(), ipLimitPerMinute: 120,
      summary: 'A page showing the accuracy manifest and checking its hash',
      handler: () => ({ data: VIEWER_PAGE }),
    }),
  ];
}
