// The gateway the month-view suites run against: the panchang routes (live days, empty shards, the clock at T0) and
// the calendar page's routes and the muhurat search (the page marks a chosen activity's days), with an emerald key for the keyed months.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarPageRoutes } from '../../api/calendar-page/routes.ts';
import { muhuratRoutes } from '../../api/muhurat/routes.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, T0, type Harness } from './harness.ts';

export async function startCalendarHarness(): Promise<{ h: Harness; key: string }> {
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => T0 });
  const h = await startHarness({
    routes: [...panchang.routes, ...calendarPageRoutes(panchang.service), ...muhuratRoutes()],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '100' },
  });
  return { h, key: await h.signup('emerald') };
}
