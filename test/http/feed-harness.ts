// A harness with the panchang and feed routes over the real city directory (no shards: days computed live).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feedRoutes } from '../../api/feeds/routes.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, T0, type Harness } from './harness.ts';

export function startFeedHarness(): Promise<Harness> {
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => T0 });
  return startHarness({
    routes: [...panchang.routes, ...feedRoutes(panchang.service)],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '100' },
  });
}
