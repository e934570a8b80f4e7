// `npm run bench:prose`: is a reading in another language as fast to serve as in English (issue 37; target 0.9 or
// better)? One gateway as `npm start` runs it, on core 0 with the load generator on core 1; for each language the
// rashifal (GET, all twelve signs in turn) and the natal prediction (POST) under autocannon, rounds alternating
// English and the other languages so drift in the machine's load falls on both. Prints req/s per language and the
// ratio to English per round, then the medians.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROSE_LANGS, RASHIS } from '../tables/names/index.ts';
import { median, startGateway } from './bench/served.ts';
import { cannon } from './load-test.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LANGS = (process.env.BENCH_LANGS?.split(',') ?? PROSE_LANGS.filter((l) => l !== 'en')) as string[];
const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };

const dataDir = mkdtempSync(join(tmpdir(), 'bench-prose-'));
const gateway = await startGateway('0', dataDir, {});
try {
  const signup = await fetch(`${gateway.base}/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'prose@example.com', password: 'correct horse battery', plan: 'infinity' }),
  });
  const key = ((await signup.json()) as { data: { api_key: string } }).data.api_key;
  const date = `${new Date().getUTCFullYear()}-03-10`;
  const rashifal = (lang: string) => ({
    url: `${gateway.base}/v1/rashifal/mesha/daily`,
    headers: { 'x-api-key': key },
    // every sign in turn, so the run reads twelve readings rather than one cached answer
    requests: RASHIS.map((r) => ({ method: 'GET', path: `/v1/rashifal/${r.key}/daily?lang=${lang}&date=${date}` })),
  });
  const natal = (lang: string) => ({
    url: `${gateway.base}/v1/predict/natal`,
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ ...BIRTH, lang }),
  });
  const rate = async (options: Record<string, unknown>) => {
    const r = await cannon({ duration: DURATION_S, connections: 10, ...options });
    if (r.non2xx) throw new Error(`${r.non2xx} answers were not 2xx`);
    return r.requests.average;
  };
  for (const [name, target] of [
    ['rashifal daily', rashifal],
    ['predict/natal', natal],
  ] as const) {
    await rate({ ...target('en'), duration: 2 });
    const ratios = new Map<string, number[]>(LANGS.map((l) => [l, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const line: string[] = [];
      for (const lang of LANGS) {
        const en = await rate(target('en'));
        const other = await rate(target(lang));
        ratios.get(lang)!.push(other / en);
        line.push(`${lang} ${Math.round(other)}/${Math.round(en)}`);
      }
      console.log(`${name}, round ${round + 1} (req/s, language/en): ${line.join(', ')}`);
    }
    console.log(
      `${name}: median ratio to en ${LANGS.map((l) => `${l} ${median(ratios.get(l)!).toFixed(2)}`).join(', ')} (target >= 0.9)`,
    );
  }
} finally {
  // the gateway may still be writing under DATA_DIR until it has exited
  const exited = new Promise((resolve) => gateway.child.once('exit', resolve));
  gateway.child.kill();
  await exited;
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
