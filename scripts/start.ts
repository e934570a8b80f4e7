// `npm start`: the gateway on HOST:PORT with its state under DATA_DIR (api/gateway/config.ts reads them). On a fresh
// machine it first builds the embedded default shards (the 100 largest cities and New Delhi over 2025-2030 and every
// year's global table: about 8 s) in the default profile, then the `drik` family in the background; every other
// city-day is computed live on those tables until the full pipeline build has run.
// A new manifest (nightly build or `npm run pipeline -- sync`) is picked up every minute, or at once on SIGHUP,
// without dropping requests. With PIPELINE_S3_BUCKET the replica syncs from the bucket itself: at start (before any
// default build), every minute, and within seconds of a queue run's announcement on Redis (pipeline/shard-follow.ts).
//
// With DATABASE_URL and REDIS_URL the process is a stateless replica: any number may run, on one machine or many.
// WORKERS=N (more than one needs the fleet engines) makes this process a node:cluster primary that builds the shards
// once and forks N gateway workers sharing the port. Without the fleet engines the state lives under DATA_DIR, and a
// second gateway on the same DATA_DIR is refused with a message naming the fleet variables.
import './support/require-node-24.ts';
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../api/gateway/app.ts';
import { productRoutes, reportRendererFor } from '../api/catalog.ts';
import { withDataDirWebhookSecret } from '../api/billing/webhook-secret.ts';
import { loadConfig, startWarnings, type Config } from '../api/gateway/config.ts';
import { horoscopeEngineCheck } from '../api/horoscope/health.ts';
import { rashifalShardSource } from '../api/horoscope/shard-source.ts';
import { createLogger } from '../pipeline/log.ts';
import { warmFestivalYears } from '../api/panchang/festivals.ts';
import { shardSource } from '../api/panchang/shard-source.ts';
import { ACCOUNTS_DB_FILE, redactUrl } from '../api/store/db.ts';
import { loadCityDirectory } from '../pipeline/city-directory.ts';
import { DEFAULT_WINDOW, ensureDefaultShards, shardsDirOf } from '../pipeline/default-shards.ts';
import { LockHeldError, readLockHolder, tryAcquireLock, type HeldLock } from '../pipeline/process-lock.ts';
import { openShardReader, type ShardReader } from '../pipeline/shard-reader.ts';
import { runPrimary } from './cluster.ts';
import { onStopSignals } from './support/stop-signals.ts';
import { followShards, type ShardFollower } from '../pipeline/shard-follow.ts';
import { serveClusterMetrics } from './cluster-metrics.ts';
import { measureAccuracyInBackground } from './support/background-accuracy.ts';
import { stopBackgroundChildren } from './support/background-children.ts';
import { buildProfilesInBackground } from './support/background-profiles.ts';

const MANIFEST_POLL_MS = 60_000;
/** After the grace period, the time left for the last usage flush and closing the stores. */
const FLUSH_ALLOWANCE_MS = 5_000;
/** How long a replica waits for another process that is building the same folder's default shards. */
const SHARD_BUILD_WAIT_MS = 300_000;
/** The embedded gateway's lock on its DATA_DIR: one process owns the SQLite file and the in-memory counters. */
const DATA_DIR_LOCK = '.gateway-lock';

/** The process's one logger (one writer on stdout); its level is LOG_LEVEL's once the config is read. */
const log = createLogger({ name: 'gateway' });

function fail(msg: string, fields: Record<string, unknown> = {}): never {
  log.error({ msg, ...fields });
  process.exit(1);
}

let config: Config;
try {
  const resolved = withDataDirWebhookSecret(loadConfig());
  config = resolved.config;
  log.level = config.logLevel;
  if (resolved.created)
    log.info({
      msg: 'WEBHOOK_SECRET is unset: drew a random webhook secret for this data directory (kept, mode 0600); set WEBHOOK_SECRET to use your own',
      path: resolved.created,
    });
} catch (error) {
  fail(String((error as Error).message));
}
// what a reachable server must not do silently (issue #28 S8, S9): said once, by the primary
if (cluster.isPrimary) for (const msg of startWarnings(config)) log.warn({ msg });

/** Held for the life of the process; the kernel releases it when the process ends, however it ends. */
let dataDirLock: HeldLock | null = null;

/**
 * How long a gateway that finds the lock held, by a holder not marked as stopping, looks again before it gives up: npm
 * passes SIGTERM on and leaves at once, so a supervisor's restart can come before the old gateway has marked its lock.
 */
const UNMARKED_HOLDER_WAIT_MS = 2_000;

/**
 * The embedded default keeps its state in this process: a second one on the same folder would split it. A holder
 * that is stopping (it marked its lock at SIGTERM: issue #41) is waited for, up to the grace, and then the lock is
 * ours; a live one still stops this start.
 */
async function lockDataDir(): Promise<void> {
  if (config.databaseUrl && config.redisUrl) return;
  mkdirSync(config.dataDir, { recursive: true });
  const path = join(config.dataDir, DATA_DIR_LOCK);
  const startedAt = Date.now();
  let said = false;
  for (;;) {
    dataDirLock = tryAcquireLock(path, 'gateway');
    if (dataDirLock) break;
    const holder = readLockHolder(path);
    const leavesBy = holder?.draining_until ? Date.parse(holder.draining_until) : Number.NaN;
    const waitUntil = Number.isFinite(leavesBy)
      ? Math.min(leavesBy + 1_000, startedAt + config.shutdownGraceMs + FLUSH_ALLOWANCE_MS)
      : startedAt + UNMARKED_HOLDER_WAIT_MS;
    if (Date.now() > waitUntil)
      fail(
        `${config.dataDir} is in use by another gateway${holder ? ` (process ${holder.pid} on ${holder.host}, since ${holder.since})` : ''}. ` +
          'Without DATABASE_URL and REDIS_URL a gateway keeps its accounts and counters to itself, so one process serves a DATA_DIR; ' +
          'to run several replicas, set DATABASE_URL (PostgreSQL) and REDIS_URL (Redis), or give each its own DATA_DIR.',
      );
    if (Number.isFinite(leavesBy) && !said) {
      said = true;
      log.info({
        msg: 'DATA_DIR is held by a gateway that is stopping; waiting for it to leave',
        holder_pid: holder!.pid,
        wait_ms: Math.max(0, waitUntil - Date.now()),
      });
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // said beside the lock at the first stop signal, so a gateway started in this one's place waits instead of failing
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => dataDirLock?.markDraining(Date.now() + config.shutdownGraceMs + FLUSH_ALLOWANCE_MS));
}

/** What a sync that switched the manifest triggers: the reader's reload, or a SIGHUP to each cluster worker. */
let onShardsSwitched: () => unknown = () => undefined;

/** With PIPELINE_S3_BUCKET: one process per DATA_DIR (the primary) syncs the shards from the bucket. */
async function followBucket(onSwitched: () => unknown): Promise<ShardFollower | null> {
  if (!config.shardBucket) return null;
  const { openStore, storeConfig } = await import('../pipeline/object-store.ts');
  const store = openStore(storeConfig(process.env, { bucket: config.shardBucket }));
  const follower = followShards({
    shardsDir: shardsDirOf(config.dataDir),
    store,
    intervalMs: MANIFEST_POLL_MS,
    redis: config.redisUrl ? { url: config.redisUrl, keyPrefix: config.redisKeyPrefix } : null,
    onSwitched,
    log: (fields) => log.info(fields),
  });
  // the published shards before any default build: a replica of a fleet serves what the fleet serves
  await follower.syncNow('start');
  return follower;
}

/** Builds the default shards unless present; a replica that finds another building them waits for that build. */
async function prepareShards(): Promise<void> {
  const deadline = Date.now() + SHARD_BUILD_WAIT_MS;
  for (;;) {
    try {
      const built = await ensureDefaultShards(config.dataDir, Date.now());
      if (built) log.info({ msg: 'built the default shards', shards_dir: shardsDirOf(config.dataDir) });
      return;
    } catch (error) {
      if (!(error instanceof LockHeldError) || Date.now() > deadline) throw error;
      log.info({
        msg: 'another process is writing the shards; waiting for it',
        holder: error.holder?.pid ?? null,
      });
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

async function serve(): Promise<void> {
  const cityDirectory = loadCityDirectory();
  const reader = await openShardReader(shardsDirOf(config.dataDir));
  // createApp opens the accounts database and migrates it: a database that cannot be reached stops the start with
  // one line naming it, not a stack trace
  const reportRenderer = reportRendererFor(config);
  const gateway = await createApp({
    config,
    cityDirectory,
    routes: productRoutes({
      cityDirectory,
      config,
      panchangSource: shardSource(reader),
      rashifalSource: rashifalShardSource(reader),
      reportRenderer,
    }),
    checks: [horoscopeEngineCheck, shardCheck(reader)],
    logger: log,
  }).catch((error: unknown) => {
    const where = config.databaseUrl ? redactUrl(config.databaseUrl) : join(config.dataDir, ACCOUNTS_DB_FILE);
    fail(`cannot open the accounts database at ${where}`, { error: String((error as Error).message ?? error) });
  });
  const server = await gateway.listen();
  const address = server.address();
  warmFestivalYears(Number(DEFAULT_WINDOW.from.slice(0, 4)), Number(DEFAULT_WINDOW.to.slice(0, 4)));
  log.info({
    msg: 'listening',
    address: typeof address === 'object' && address ? `${address.address}:${address.port}` : address,
    data_dir: config.dataDir,
    pid: process.pid,
    compute_threads: config.computePool.size,
  });
  // the compute pool's threads (api/compute) start a second after the server answers: each loads the engine through
  // tsx, about a second of CPU that must not stand before the first answer
  setTimeout(() => gateway.services.compute.warm(), 1_000).unref();

  const reload = () =>
    reader.reload().then(
      (changed) => {
        if (changed) log.info({ msg: 'serving a new shard manifest' });
      },
      (error: unknown) =>
        log.error({ msg: 'kept the previous shards: the new manifest did not verify', error: String(error) }),
    );
  setInterval(reload, MANIFEST_POLL_MS).unref();
  process.on('SIGHUP', reload);
  // a single process reloads when its own follower switched the manifest (a cluster primary signals its workers)
  if (cluster.isPrimary) onShardsSwitched = reload;
  onStopSignal(async () => {
    log.info({
      msg: 'stopping: /ready answers 503; still serving for the drain window, then finishing requests in flight',
      drain_ms: config.shutdownDrainMs,
      grace_ms: config.shutdownGraceMs,
    });
    // the background builders stop beside the drain, so the DATA_DIR is quiet when the process has gone
    await Promise.all([gateway.close(config.shutdownGraceMs, config.shutdownDrainMs), stopBackgroundChildren()]);
    await reportRenderer.close();
    log.info({ msg: 'stopped: usage flushed, stores closed' });
  });
}

/**
 * The first SIGTERM or SIGINT runs `stop` and exits 0 when it is done (1 when it fails); a second one exits at once
 * (scripts/support/stop-signals.ts). `stop` gets the grace period and a few seconds more for the last usage flush;
 * then the process ends regardless. A cluster worker leaves the second signal to its primary, which kills it.
 */
function onStopSignal(stop: () => Promise<void>): void {
  onStopSignals({
    first: () => {
      setTimeout(() => {
        log.error({ msg: 'shutdown overran its grace period; exiting' });
        process.exit(1);
      }, config.shutdownGraceMs + FLUSH_ALLOWANCE_MS).unref();
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ msg: 'shutdown failed', error: String(error) });
          process.exit(1);
        },
      );
    },
    ...(cluster.isWorker ? { again: () => {} } : {}),
  });
}

/** /health's `engine`: the shard reader serves a manifest (without one every day is computed live). */
function shardCheck(reader: ShardReader) {
  return {
    name: 'panchang-engine',
    check: () => (reader.manifest ? { status: 'ok' as const } : { status: 'degraded' as const, reason: 'no-shards' }),
  };
}

if (cluster.isPrimary) {
  await lockDataDir();
  await followBucket(() => onShardsSwitched());
  await prepareShards();
  if (config.workers > 1) {
    onShardsSwitched = () => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGHUP');
    };
    runPrimary(config.workers, log, config.shutdownGraceMs + FLUSH_ALLOWANCE_MS, stopBackgroundChildren);
    if (config.metrics) serveClusterMetrics(config, log);
  } else {
    await serve();
  }
  // serving first: the accuracy sections the first build left out are measured after (issue 28), and the other
  // profiles' shard families built (issue #40)
  buildProfilesInBackground(config.dataDir, log, () => onShardsSwitched());
  measureAccuracyInBackground(config.dataDir, log);
} else {
  await serve();
}
