// The setup both fleet suites share: one PostgreSQL and one Redis (support/fleet.ts), and two gateways on them with
// their own connections, caches and data folders, serving the real panchang routes (no shards: every day live, as a
// replica that has not synced yet) plus `extraRoutes`, driven by one manual clock. `fleetTest` skips, with the
// reason printed once, when the servers cannot be had.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import { ManualClock } from '../../api/gateway/clock.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import type { AnyRoute } from '../../api/gateway/route-spec.ts';
import { startHarness, T0, type Harness } from '../http/harness.ts';
import { fleetEngines, type FleetEngines } from '../support/fleet.ts';

export function twoReplicaSuite(
  label: string,
  extraRoutes: readonly AnyRoute[],
  ready: (A: Harness, B: Harness, engines: FleetEngines) => void,
): { clock: ManualClock; fleetTest: (name: string, fn: () => Promise<void>) => void } {
  const clock = new ManualClock(T0);
  const shards = mkdtempSync(join(tmpdir(), `${label}-shards-`));
  let engines: FleetEngines | null = null;
  const replicas: Harness[] = [];
  test.before(async () => {
    engines = await fleetEngines(label);
    if (!engines) return;
    const routes = () => [...panchangRoutes({ shardsDir: shards, nowMs: () => clock.now() }).routes, ...extraRoutes];
    for (let i = 0; i < 2; i++) replicas.push(await startHarness({ env: engines.env(), clock, routes: routes() }));
    ready(replicas[0]!, replicas[1]!, engines);
  });
  test.after(async () => {
    for (const h of replicas) await h.close();
    await engines?.stop();
    rmSync(shards, { recursive: true, force: true });
  });
  const fleetTest = (name: string, fn: () => Promise<void>) =>
    test(name, async () => {
      if (engines) await fn();
    });
  return { clock, fleetTest };
}
