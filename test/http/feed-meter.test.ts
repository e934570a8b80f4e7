// Issue #28 F8: feed churn must not defeat the anti-extraction meter. An amethyst account that makes a feed, fetches
// it and revokes it, city after city, was served 37 cities' windows for 37 quota units. A feed's first fetch now
// passes its window's location-dates through the coverage meter, like an export; later fetches of the same feed (its
// subscriber polling) are not metered again.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { feedWindow } from '../../api/feeds/calendar.ts';
import { feedRoutes } from '../../api/feeds/routes.ts';
import { PANCHANG_LIMITS } from '../../api/panchang/limits.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, T0, type Harness } from './harness.ts';

const cityDirectory = loadCityDirectory();
let h: Harness;
test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({
    routes: [...panchang.routes, ...feedRoutes(panchang.service)],
    cityDirectory,
    env: { RATE_LIMIT_SCALE: '100' },
  });
  clockRef.now = () => h.clock.now();
});
test.after(async () => h.close());

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

test('40 cities pulled through feeds on an amethyst key are refused at the coverage meter', async () => {
  const key = await h.signup('amethyst');
  const cities = cityDirectory.rows!.slice(0, 40).map((c) => c.city_id);
  const windowDays = feedWindow(h.clock.now()).days;
  const expected = Math.floor(PANCHANG_LIMITS.amethyst.coverageDaily / windowDays);
  let kept: string | null = null;
  let served = 0;
  let refusal: { status: number; json: any; text: string } | null = null;
  for (const city_id of cities) {
    const made = await h.call('POST', '/v1/feeds', { key, body: { city_id, layers: ['festivals'] } });
    assert.is(made.status, 201, made.text);
    const r = await h.call('GET', pathOf(made.json.data.url));
    if (r.status !== 200) {
      refusal = r;
      break;
    }
    served++;
    // the first feed stays subscribed; the rest are revoked, as the churning prober did
    if (kept === null) kept = made.json.data.url as string;
    else await h.call('POST', '/v1/feeds/revoke', { key, body: { feed_id: made.json.data.feed_id } });
  }
  assert.ok(refusal, `all ${served} cities were served`);
  assert.is(served, expected, `${windowDays}-day windows within ${PANCHANG_LIMITS.amethyst.coverageDaily} a day`);
  assert.is(refusal.status, 429, refusal.text);
  assert.is(refusal.json.error, 'coverage_daily_limit_exceeded');
  assert.not.match(refusal.text, /BEGIN:VCALENDAR/);
  const polled = await h.call('GET', pathOf(kept!));
  assert.is(polled.status, 200, 'a feed already metered keeps serving its subscriber');
});

test.run();
