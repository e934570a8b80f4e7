// `npm run bench:muhurat`: a marriage muhurat search for New Delhi over HTTP on a warm server (the year's tables and
// place-days already made by a first call), for ranges of 31, 92, 183 and 366 days, so the cost per day shows whether
// it stays linear. The machine is shared: figures are medians of rounds. Target (issue #30): 366 days under 300 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../api/gateway/app.ts';
import { ManualClock } from '../api/gateway/clock.ts';
import { loadConfig } from '../api/gateway/config.ts';
import { muhuratRoutes } from '../api/muhurat/routes.ts';
import { panchangRoutes } from '../api/panchang/routes.ts';
import { loadCityDirectory } from '../pipeline/city-directory.ts';
import { silentLogger } from '../pipeline/log.ts';

const ROUNDS = 9;
const T0 = Date.UTC(2026, 2, 10, 12);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const RANGES: [string, string][] = [
  ['2026-01-01', '2026-01-31'],
  ['2026-01-01', '2026-04-02'],
  ['2026-01-01', '2026-07-02'],
  ['2026-01-01', '2027-01-01'],
];

const out = mkdtempSync(join(tmpdir(), 'bench-muhurat-'));
try {
  const panchang = panchangRoutes({ shardsDir: join(out, 'shards'), nowMs: () => T0 });
  const gateway = await createApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: join(out, 'data'), RATE_LIMIT_SCALE: '1000' }),
    clock: new ManualClock(T0),
    cityDirectory: loadCityDirectory(),
    logger: silentLogger,
    routes: [...panchang.routes, ...muhuratRoutes()],
  });
  const server = await gateway.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (path: string, body: unknown, key?: string) => {
    const r = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
      body: JSON.stringify(body),
    });
    const text = await r.text();
    if (r.status >= 300) throw new Error(`${path}: ${r.status} ${text}`);
    return JSON.parse(text);
  };
  const signup = await post('/v1/signup', {
    email: 'bench@example.com',
    password: 'correct horse battery',
    plan: 'emerald',
  });
  const key: string = signup.data.api_key;
  const search = (from: string, to: string) =>
    post('/v1/muhurat/search', { activity: 'marriage', from, to, city_id: 'new-delhi' }, key);
  await search('2026-01-01', '2027-01-01'); // warm: both years' tables and place-days
  console.log(`bench:muhurat — marriage, New Delhi, over HTTP, warm, medians of ${ROUNDS} rounds (shared machine)`);
  for (const [from, to] of RANGES) {
    const times: number[] = [];
    let windows = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      windows = (await search(from, to)).data.windows.length;
      times.push(performance.now() - t0);
    }
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    const m = median(times);
    console.log(
      `${String(days).padStart(4)} days: ${m.toFixed(1).padStart(6)} ms (${(m / days).toFixed(3)} ms/day), ${windows} windows`,
    );
  }
  await gateway.close();
} finally {
  rmSync(out, { recursive: true, force: true });
}
