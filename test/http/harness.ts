// Starts the real gateway (createApp + listen on an ephemeral port) with a fresh data directory,
// a manual clock and a small city directory, and talks to it over HTTP like any client.
// With TEST_DATABASE_URL set (`npm run test:fleet`), each harness keeps its accounts in a fresh PostgreSQL database
// on that server instead of the SQLite file; a harness reopening a DATA_DIR reopens that DATA_DIR's database. With
// TEST_REDIS_URL set too, its counters and invalidation bus live in that Redis under a key prefix of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions, type Gateway } from '../../api/gateway/app.ts';
import type { CityDirectory, CityRecord } from '../../api/cities.ts';
import { ManualClock } from '../../api/gateway/clock.ts';
import { productRoutes } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { silentLogger, type Logger } from '../../pipeline/log.ts';
import * as assert from 'uvu/assert';
import { sharedPostgres } from '../support/postgres.ts';

export const CITIES: readonly CityRecord[] = [
  {
    city_id: 'new-delhi',
    name: 'New Delhi',
    country_code: 'IN',
    admin1: 'Delhi',
    lat: 28.6358,
    lon: 77.2245,
    timezone: 'Asia/Kolkata',
    population: 317797,
  },
  {
    city_id: 'delhi',
    name: 'Delhi',
    country_code: 'IN',
    admin1: 'Delhi',
    lat: 28.6519,
    lon: 77.2315,
    timezone: 'Asia/Kolkata',
    population: 10927986,
  },
  {
    city_id: 'london',
    name: 'London',
    country_code: 'GB',
    admin1: 'England',
    lat: 51.5085,
    lon: -0.1257,
    timezone: 'Europe/London',
    population: 7556900,
  },
  {
    city_id: 'london-ca',
    name: 'London',
    country_code: 'CA',
    admin1: 'Ontario',
    lat: 42.9834,
    lon: -81.233,
    timezone: 'America/Toronto',
    population: 346765,
  },
];

/** Exact names first, then prefixes, each by population: the behaviour the design asks of the real one. */
export const smallDirectory: CityDirectory = {
  byId: (id) => CITIES.find((c) => c.city_id === id) ?? null,
  resolve: (text) => {
    const city = CITIES.find((c) => c.name.toLowerCase() === text.trim().toLowerCase());
    return city ? { city, resolvedVia: 'exact_match' } : null;
  },
  lookup(text) {
    const hit = this.resolve(text);
    return hit
      ? { kind: 'match', city: hit.city, resolvedVia: 'exact_match', similarity: 1, others: [] }
      : { kind: 'none', candidates: [], nearestSimilarity: 0 };
  },
  search: (q, limit) => {
    const key = q.trim().toLowerCase();
    const byPop = [...CITIES].sort((a, b) => b.population - a.population);
    const exact = byPop.filter((c) => c.name.toLowerCase() === key);
    const prefix = byPop.filter((c) => c.name.toLowerCase().startsWith(key) && !exact.includes(c));
    return [...exact, ...prefix].slice(0, limit);
  },
};

/** 2026-03-10T12:00:00Z: mid-month, so tests can move days either way without leaving the month. */
export const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed body; `any` because tests probe arbitrary shapes. */
  json: any;
}

export interface CallOptions {
  body?: unknown;
  key?: string | null;
  headers?: Record<string, string>;
}

export interface Harness {
  readonly base: string;
  readonly clock: ManualClock;
  readonly gateway: Gateway;
  readonly dataDir: string;
  /** The PostgreSQL database of this harness (test:fleet), null on the embedded SQLite file. */
  readonly databaseUrl: string | null;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** A new account on `plan`; returns its admin key. */
  signup(plan?: string, email?: string): Promise<string>;
  close(): Promise<void>;
}

export interface HarnessOptions extends Partial<Omit<AppOptions, 'config'>> {
  env?: Record<string, string>;
  logger?: Logger;
}

let accounts = 0;
const databaseOfDir = new Map<string, Promise<string>>();

/** Under test:fleet, the database standing for a DATA_DIR: fresh for a new one, the same for a reopened one. */
function fleetDatabase(dataDir: string, env: Record<string, string> | undefined): Promise<string> | null {
  if (!process.env.TEST_DATABASE_URL || env?.DATABASE_URL) return null;
  let url = databaseOfDir.get(dataDir);
  if (!url) {
    url = sharedPostgres().then((pg) => pg.newDatabase('harness'));
    databaseOfDir.set(dataDir, url);
  }
  return url;
}

/** Under test:fleet, the Redis and key prefix standing for a DATA_DIR: its own prefix, the same when reopened. */
function fleetRedis(dataDir: string, env: Record<string, string> | undefined): Record<string, string> {
  if (!process.env.TEST_REDIS_URL || env?.REDIS_URL) return {};
  let prefix = prefixOfDir.get(dataDir);
  if (!prefix) {
    prefix = `h${process.pid}x${prefixOfDir.size}:`;
    prefixOfDir.set(dataDir, prefix);
  }
  return { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
}
const prefixOfDir = new Map<string, string>();

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const ownDir = options.env?.DATA_DIR === undefined;
  const dataDir = options.env?.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const fleetUrl = await fleetDatabase(dataDir, options.env);
  const config = loadConfig({
    NODE_ENV: 'test',
    // the compute pool's threads only where a test asks for them (test/http/compute-pool.test.ts)
    COMPUTE_POOL_SIZE: '0',
    ...options.env,
    DATA_DIR: dataDir,
    ...(fleetUrl ? { DATABASE_URL: fleetUrl } : {}),
    ...fleetRedis(dataDir, options.env),
  });
  const clock = (options.clock as ManualClock | undefined) ?? new ManualClock(T0);
  const gateway = await createApp({
    ...options,
    config,
    clock,
    cityDirectory: options.cityDirectory ?? smallDirectory,
    logger: options.logger ?? silentLogger,
  });
  const server = await gateway.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call = async (method: string, path: string, o: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.body !== undefined) headers['content-type'] ??= 'application/json';
    if (o.key) headers['x-api-key'] = o.key;
    const body = o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    const r = await fetch(base + path, { method, headers, body });
    const text = await r.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: r.status, headers: r.headers, text, json };
  };

  return {
    base,
    clock,
    gateway,
    dataDir,
    databaseUrl: config.databaseUrl,
    call,
    async signup(plan = 'free', email = `user${process.pid}x${accounts++}@example.com`) {
      const r = await call('POST', '/v1/signup', { body: { email, password: 'correct horse battery', plan } });
      if (r.status !== 201) throw new Error(`signup ${plan}: ${r.status} ${r.text}`);
      return r.json.data.api_key as string;
    },
    async close() {
      await gateway.close();
      if (ownDir) {
        rmSync(dataDir, { recursive: true, force: true });
        databaseOfDir.delete(dataDir);
      }
    },
  };
}

/**
 * A harness with every product's routes (as `npm start` mounts them, without shards: days are computed live) on the
 * real city directory, and one account per plan given.
 */
export async function startProductHarness(
  plans: readonly string[],
): Promise<{ h: Harness; keys: Record<string, string> }> {
  const cityDirectory = loadCityDirectory();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-shards' });
  const h = await startHarness({ routes: productRoutes({ cityDirectory, config }), cityDirectory });
  const keys: Record<string, string> = {};
  for (const plan of plans) keys[plan] = await h.signup(plan);
  return { h, keys };
}

/** Asserts a refusal: its status, its seed code, and the full error envelope (message and docs_url). */
export async function expectError(
  label: string,
  reply: Promise<{ status: number; json: any }>,
  status: number,
  code: string,
): Promise<void> {
  const r = await reply;
  assert.is(r.status, status, `${label}: ${JSON.stringify(r.json)}`);
  assert.is(r.json?.error, code, label);
  assert.type(r.json.message, 'string', `${label}: message`);
  assert.type(r.json.docs_url, 'string', `${label}: docs_url`);
}
