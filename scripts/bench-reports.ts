// `npm run bench:reports`: the printed reports (issue 42) in process. HTML: median time to gather a kundli (all
// sections) and a matching report and fill the template, a different birth minute each run so no cache helps. PDF:
// the same kundli printed by the embedded Chromium renderer, cold (the browser's first report) and warm (median of
// the following ones), then four at once (wall time, every one must succeed). Targets: HTML under 20 ms, a warm PDF
// under 1.5 s, four at once without failure. Pin it (`taskset -c 0`) for figures comparable with the others.
import { kundliHtml } from '../api/reports/html/kundli.ts';
import { matchingHtml } from '../api/reports/html/matching.ts';
import { ChromiumRenderer } from '../api/reports/renderer.ts';
import { kundliReport, matchingReport } from '../api/reports/service.ts';
import type { HoroscopeContext } from '../api/horoscope/context.ts';
import { loadCityDirectory } from '../pipeline/city-directory.ts';
import type { Lang } from '../tables/names/index.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 8);
const LANG = (process.env.BENCH_LANG ?? 'hi') as Lang;
const directory = loadCityDirectory();
const context = (): HoroscopeContext => ({ directory, nowMs: Date.now(), notes: [], warnings: [], births: [] });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const time = (i: number) => `${String(6 + (i % 12)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`;

const kundli = (i: number) =>
  kundliHtml(
    kundliReport({ date: '1990-05-15', time: time(i), city_id: 'mumbai', lang: LANG, name: 'Asha' }, context()),
  );
const matching = (i: number) =>
  matchingHtml(
    matchingReport(
      {
        boy: { date: '1990-05-15', time: time(i), city_id: 'mumbai' },
        girl: { date: '1992-08-20', time: time(i + 5), city_id: 'delhi' },
        lang: LANG,
      },
      context(),
    ),
  );

function html(label: string, run: (i: number) => string): void {
  run(0);
  const ms: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 1; i <= ITERATIONS; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    bytes = run(i).length;
    const c = process.cpuUsage(c0);
    ms.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  // CPU time per report is what it costs the machine; wall time adds the waits of a shared machine
  console.log(
    `html ${label.padEnd(9)} median ${median(ms).toFixed(2)} ms wall, ${median(cpu).toFixed(2)} ms CPU over ${ITERATIONS} (${bytes} chars, ${LANG})`,
  );
}

html('kundli', kundli);
html('matching', matching);

const renderer = new ChromiumRenderer({
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  pages: Number(process.env.REPORT_PDF_PAGES ?? 2),
  queue: 16,
  timeoutMs: 60_000,
  idleMs: 60_000,
});
try {
  const page = kundli(0);
  let t0 = performance.now();
  const first = await renderer.pdf(page);
  console.log(
    `pdf  cold      ${(performance.now() - t0).toFixed(0)} ms (browser start included, ${first.length} bytes)`,
  );
  const warm: number[] = [];
  for (let i = 0; i < PDF_RUNS; i++) {
    const html = kundli(i + 1);
    t0 = performance.now();
    await renderer.pdf(html);
    warm.push(performance.now() - t0);
  }
  console.log(
    `pdf  warm      median ${median(warm).toFixed(0)} ms, max ${Math.max(...warm).toFixed(0)} ms over ${PDF_RUNS}`,
  );
  const pages = [0, 1, 2, 3].map((i) => kundli(i + 20));
  t0 = performance.now();
  const four = await Promise.allSettled(pages.map((p) => renderer.pdf(p)));
  const ok = four.filter((r) => r.status === 'fulfilled').length;
  console.log(`pdf  4 at once ${(performance.now() - t0).toFixed(0)} ms wall, ${ok}/4 succeeded`);
} finally {
  await renderer.close();
}
