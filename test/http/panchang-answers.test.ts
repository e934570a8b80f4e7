// Monthly and yearly answers: the object the response schema checks, the pre-serialized bytes and what the client
// receives are one answer. The routes' handlers are wrapped to keep their last result, then called over HTTP.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import type { AnyRoute, HandlerResult } from '../../api/gateway/route-spec.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
let key = '';
const last = new Map<string, HandlerResult<unknown>>();

function recording(route: AnyRoute): AnyRoute {
  return {
    ...route,
    handler: async (input, ctx) => {
      const result = await route.handler(input, ctx);
      last.set(typeof route.path === 'string' ? route.path : route.path[0], result);
      return result;
    },
  } as AnyRoute;
}

test.before(async () => {
  const { routes } = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => T0 });
  h = await startHarness({
    routes: routes.map(recording),
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '100' },
  });
  key = await h.signup('emerald');
});
test.after(async () => h.close());

const CALLS: ReadonlyArray<[string, unknown]> = [
  ['/v1/panchang/monthly', { year: 2026, month: 3, city_id: 'kolkata', lang: 'hi' }],
  ['/v1/panchang/monthly', { year: 2028, month: 2, city_id: 'london', faith_filter: 'christian' }],
  ['/v1/panchang/yearly', { year: 2027, city_id: 'chennai' }],
];

test('monthly and yearly: the checked object, its bytes and the wire answer agree, repeat (cached) calls too', async () => {
  for (const [path, body] of CALLS) {
    for (const round of ['first', 'repeat']) {
      const r = await h.call('POST', path, { key, body });
      assert.is(r.status, 200, r.text);
      const result = last.get(path)!;
      assert.ok(result.dataJson, `${path} answers pre-serialized bytes`);
      assert.equal(JSON.parse(result.dataJson!.toString('utf8')), result.data, `${path} ${round}: bytes = object`);
      assert.equal(r.json.data, result.data, `${path} ${round}: wire = object`);
    }
  }
});

test.run();
