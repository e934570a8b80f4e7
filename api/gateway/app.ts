// createApp: the gateway. Middleware, one concern each, in this order:
//   answer hooks (security headers; the log line and metrics) -> relayed client -> request id -> error envelope -> version
//   -> MCP endpoint (/mcp) -> route dispatch (404/405) -> auth -> plan gate -> rate limit -> input validation -> quota
//   -> route handler (envelope and headers).
// State lives in the store (SQLite or PostgreSQL) and the counters (memory or Redis); with the fleet engines a
// replica keeps only caches, which the invalidation bus keeps true across replicas.
// Products hand in their route specs; tests hand in a clock, a city directory and fake versions.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Koa from 'koa';
import { accountRoutes } from '../account/routes.ts';
import { koaErrorListener } from '../client-hangup.ts';
import { citiesRoute, type CityDirectory } from '../cities.ts';
import { clientErrorAnswer } from '../client-error.ts';
import { systemClock, type Clock } from './clock.ts';
import { createComputePool } from '../compute/pool.ts';
import type { Config } from './config.ts';
import { HealthMonitor, type ComponentCheck } from '../health.ts';
import { closeServer, Lifecycle } from './lifecycle.ts';
import { createLogger, type Logger } from '../../pipeline/log.ts';
import { metrics } from '../metrics/registry.ts';
import { metricsRoute } from '../metrics/route.ts';
import { corsFor } from '../middleware/cors.ts';
import { answerHooks } from '../middleware/answer-hooks.ts';
import { AnswerWriter } from '../middleware/send.ts';
import { authenticate } from '../middleware/auth.ts';
import { FailedKeyThrottle } from '../middleware/failed-keys.ts';
import type { GatewayState } from '../middleware/context.ts';
import { dispatch } from '../middleware/dispatch.ts';
import { errorEnvelope } from '../middleware/error-envelope.ts';
import { observe } from '../middleware/observe.ts';
import { validateInput } from '../middleware/input.ts';
import { planGate } from '../middleware/plan-gate.ts';
import { quota } from '../middleware/quota.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { requestId } from '../middleware/request-id.ts';
import { respond } from '../middleware/respond.ts';
import { securityHeaders } from '../middleware/security-headers.ts';
import { versioning } from '../middleware/version.ts';
import { docsRoutes } from '../public/docs.ts';
import { mcpEndpoint, relayedClient } from '../mcp/endpoint.ts';
import { landingRoute } from '../public/landing.ts';
import { readyRoute } from '../public/ready.ts';
import { healthRoute, statusRoute } from '../public/status.ts';
import { planOf } from '../plans.ts';
import { isMeteredProduct } from '../products.ts';
import type { AnyRoute, GatewayServices } from './route-spec.ts';
import { pathsOf } from './route-spec.ts';
import { RouteTable } from './router.ts';
import { openStore, type Store } from '../store/index.ts';
import { LocalBus } from '../bus/memory.ts';
import { RedisBus } from '../bus/redis.ts';
import type { InvalidationBus } from '../bus/types.ts';
import { openCounters, type Counters } from '../counters/index.ts';
import { VERSIONS, versionTableProblems, type VersionTable } from './versions.ts';

export interface AppOptions {
  readonly config: Config;
  readonly cityDirectory: CityDirectory;
  readonly clock?: Clock;
  /** Product routes (panchang, horoscope, numerology, billing), mounted beside the gateway's own. */
  readonly routes?: readonly AnyRoute[];
  readonly versions?: VersionTable;
  /** Extra component checks for /status (e.g. horoscope-engine, cache). */
  readonly checks?: readonly ComponentCheck[];
  /** Default: JSON lines on stdout at config.logLevel (pretty on a terminal). */
  readonly logger?: Logger;
  /** The listening server's time bounds; the defaults suit production, tests shorten them. */
  readonly httpTimeouts?: HttpTimeouts;
  /**
   * The shards the compute pool's tasks read their global tables from: the ones the panchang routes serve (default
   * DATA_DIR/shards, as api/catalog.ts mounts them); null: tables computed by the engine.
   */
  readonly computeShardsDir?: string | null;
}

export interface HttpTimeouts {
  /** A client must finish sending its headers within this. */
  readonly headersTimeMs: number;
  /** A client must finish sending its whole request (headers and body) within this. */
  readonly requestTimeMs: number;
  /** How often the server sweeps for connections over those bounds: the worst overshoot. */
  readonly checkEveryMs: number;
}

// Node's own defaults (60 s headers, 300 s request, swept every 30 s) kept a slow-body client's
// connection open about 330 s: cheap to hold many open. Our requests are small JSON bodies: 10 s to
// send the headers and 30 s for the whole request are generous for a real client.
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeMs: 10_000,
  requestTimeMs: 30_000,
  checkEveryMs: 1_000,
};

export interface Gateway {
  readonly koa: Koa<GatewayState>;
  readonly routes: readonly AnyRoute[];
  readonly services: GatewayServices;
  listen(port?: number, host?: string): Promise<Server>;
  /**
   * Shuts down: /ready turns 503 at once; for `drainMs` (part of the grace) the server still accepts and answers;
   * then requests in flight get what is left of `graceMs` to finish (those still running then are cut), the server
   * stops accepting, the counters write their last usage through the store, the stores close. `graceMs` 0 (tests)
   * closes at once.
   */
  close(graceMs?: number, drainMs?: number): Promise<void>;
}

/** The gateway's own routes: the landing page, accounts and keys, health, readiness, status, cities. */
export const GATEWAY_ROUTES: readonly AnyRoute[] = [
  landingRoute,
  ...accountRoutes,
  healthRoute,
  readyRoute,
  statusRoute,
  citiesRoute,
];

function routeProblems(routes: readonly AnyRoute[]): string[] {
  const problems: string[] = [];
  for (const r of routes) {
    const where = `${r.method} ${pathsOf(r).join(' ')}`;
    if (r.minPlan !== undefined && !(isMeteredProduct(r.product) && planOf(r.product, r.minPlan))) {
      problems.push(`${where}: minPlan ${r.minPlan} is not a ${r.product} plan`);
    }
    if (r.auth === 'none' && r.minPlan !== undefined) problems.push(`${where}: a plan gate needs auth`);
  }
  return problems;
}

function defaultChecks(store: Store, cityDirectory: CityDirectory): ComponentCheck[] {
  return [
    { name: 'gateway', check: () => ({ status: 'ok' }) },
    {
      name: 'accounts-db',
      check: async () => ((await store.ping()) ? { status: 'ok' } : { status: 'down', reason: 'no-answer' }),
    },
    // a directory that throws on a lookup is reported down by the monitor
    {
      name: 'city-directory',
      check: () =>
        Array.isArray(cityDirectory.search('a', 1)) ? { status: 'ok' } : { status: 'down', reason: 'no-answer' },
    },
  ];
}

/** Redis for the fleet's components: the shared counters and the invalidation bus (none for the embedded default). */
function fleetChecks(config: Config, counters: Counters, bus: InvalidationBus): ComponentCheck[] {
  if (!config.redisUrl) return [];
  return [
    {
      name: 'redis',
      live: true,
      check: () => {
        const c = counters.health();
        if (c.status !== 'ok') return { status: 'down', reason: 'counters-unreachable' };
        return bus.health().status === 'ok'
          ? { status: 'ok' }
          : { status: 'degraded', reason: 'invalidation-unsubscribed' };
      },
    },
  ];
}

/**
 * Every write that changes a cached key or plan row is published; every replica (this one included) drops what it
 * names. The embedded default has one process, so its bus is local.
 */
async function invalidationBus(config: Config, store: Store): Promise<InvalidationBus> {
  let bus: InvalidationBus = new LocalBus();
  if (config.redisUrl) {
    const redisBus = new RedisBus(config.redisUrl, config.redisKeyPrefix);
    // subscribed before the first request, so the first health check and the first writes find it listening
    await redisBus.ready();
    bus = redisBus;
  }
  bus.onMessage((change) => store.forgetCached(change));
  store.onChange((change) => {
    void bus.publish(change);
  });
  return bus;
}

/** Opens the store (running its migrations) and runs the first health checks before the gateway is handed back. */
export async function createApp(options: AppOptions): Promise<Gateway> {
  const { config, cityDirectory } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger({ name: 'gateway', level: config.logLevel });
  const versions = options.versions ?? VERSIONS;
  const productRoutes = [...GATEWAY_ROUTES, ...(options.routes ?? [])];
  const routes: AnyRoute[] = [...productRoutes];
  routes.push(...docsRoutes(() => routes, { docsBaseUrl: config.docsBaseUrl, serverUrl: config.publicBaseUrl }));
  // a cluster worker's own figures would mislead a scraper that reaches one worker at random: the primary sums them
  if (config.metrics && config.workers === 1) routes.push(metricsRoute(metrics, config.metricsToken));
  const problems = [...versionTableProblems(versions), ...routeProblems(routes)];
  if (problems.length) throw new Error(`gateway configuration: ${problems.join('; ')}`);
  const table = new RouteTable(routes);

  const store = await openStore(config);
  const counters = await openCounters({
    redisUrl: config.redisUrl ?? undefined,
    keyPrefix: `${config.redisKeyPrefix}counters:`,
    store,
  });
  const bus = await invalidationBus(config, store);
  const health = new HealthMonitor(
    [...defaultChecks(store, cityDirectory), ...fleetChecks(config, counters, bus), ...(options.checks ?? [])],
    clock,
    store.heartbeats,
  );
  await health.refresh();
  if (config.metrics) {
    metrics.startProcessMetrics();
    if (config.workers > 1) metrics.joinCluster();
  }
  const lifecycle = new Lifecycle();
  // the threads start on first use or on warm() (scripts/start.ts, once listening): never before the first answer
  const compute = createComputePool({
    config: config.computePool,
    shardsDir: options.computeShardsDir === undefined ? join(config.dataDir, 'shards') : options.computeShardsDir,
    directory: cityDirectory,
    observer: metrics.poolObserver,
  });
  if (config.metrics) metrics.watchComputePool(() => compute.snapshot());
  const services: GatewayServices = { config, clock, store, counters, cityDirectory, health, lifecycle, compute };

  const koa = new Koa<GatewayState>({ proxy: config.trustProxy });
  koa.on('error', koaErrorListener(logger));
  const observed = observe(logger, config.metrics ? metrics : null);
  koa.use(answerHooks(observed ? [securityHeaders(), observed] : [securityHeaders()]));
  // proves a request was relayed by this gateway's own MCP endpoint (shared by a cluster's workers)
  const relayToken = config.mcpRelaySecret ?? randomBytes(24).toString('hex');
  koa.use(relayedClient(relayToken));
  koa.use(requestId(clock));
  // browser apps on the origins CORS_ORIGINS names; a preflight is answered here, before any key is asked for
  const corsMiddleware = corsFor(config.corsOrigins);
  if (corsMiddleware) koa.use(corsMiddleware);
  // every answer of a turn, success or error, leaves in one batch at its end (send.ts)
  const answers = new AnswerWriter(logger);
  koa.use(errorEnvelope(config.docsBaseUrl, logger, answers));
  // the pipeline queue's dashboard, when PIPELINE_BOARD_KEY is set: outside the versioned API and its routes (loaded
  // only then: bull-board and BullMQ take a second or two to import)
  const failedKeys = new FailedKeyThrottle(counters, config.rateLimitScale);
  const board = config.pipelineBoardKey ? (await import('../queue-board.ts')).queueBoard(config, failedKeys) : null;
  if (board) koa.use(board.middleware);
  koa.use(versioning(versions));
  koa.use(mcpEndpoint(() => routes, relayToken));
  koa.use(dispatch(table));
  koa.use(authenticate(store, failedKeys));
  koa.use(planGate());
  koa.use(rateLimit(config.rateLimitScale, counters));
  koa.use(validateInput());
  koa.use(quota(counters));
  koa.use(respond(services, logger, answers));

  let server: Server | null = null;
  return {
    koa,
    routes,
    services,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        const t = options.httpTimeouts ?? DEFAULT_HTTP_TIMEOUTS;
        const s = createServer(
          {
            headersTimeout: t.headersTimeMs,
            requestTimeout: t.requestTimeMs,
            connectionsCheckingInterval: t.checkEveryMs,
          },
          koa.callback(),
        );
        lifecycle.attach(s);
        s.on('clientError', clientErrorAnswer(config.docsBaseUrl));
        s.listen(port, host);
        s.once('listening', () => {
          server = s;
          health.start();
          resolve(s);
        });
        s.once('error', reject);
      });
    },
    async close(graceMs = 0, drainMs = 0) {
      const deadline = Date.now() + graceMs;
      lifecycle.beginDraining();
      // Issue #28 F9: first the drain window, accepting and answering as before (each answer with Connection: close,
      // so keep-alive clients reconnect) while a load balancer sees /ready fail. Stopping at the first idle moment
      // reset the connections accepted but not yet read, and the load balancer never saw the 503.
      if (drainMs > 0) await sleep(Math.min(drainMs, graceMs));
      // then the requests still in flight finish, within what is left of the grace
      await lifecycle.whenIdle(Math.max(0, deadline - Date.now()));
      await health.close();
      await compute.close();
      if (server) {
        const s = server;
        server = null;
        await closeServer(s, deadline);
      }
      // counters first: their last flush writes through the store
      await counters.close();
      await bus.close();
      await board?.close();
      await store.close();
    },
  };
}
