// The one place the gateway reads the environment. Everything else receives a Config value,
// so tests build one with `loadConfig({ ... })` and never touch process.env.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LogLevelSchema, type LogLevel } from '../../pipeline/log.ts';

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Every file the gateway writes (accounts database) lives under this folder. */
  readonly dataDir: string;
  /** Multiplies every per-minute and per-IP limit; a load test sets it high. */
  readonly rateLimitScale: number;
  /** Where clients reach this gateway (`PUBLIC_BASE_URL`): the OpenAPI document's `servers`; default http://HOST:PORT. */
  readonly publicBaseUrl: string;
  /** `docs_url` of an error is `<docsBaseUrl>/errors#<code>`; default this server's own /errors page. */
  readonly docsBaseUrl: string;
  readonly production: boolean;
  /** Response bodies are checked against their zod schema (off in production: it costs time per call). */
  readonly validateResponses: boolean;
  /** Trust X-Forwarded-For for the client IP (only behind a proxy that sets it). */
  readonly trustProxy: boolean;
  /** Shared secret the billing webhooks verify signatures with; null when not configured. */
  readonly webhookSecret: string | null;
  /**
   * Proves a request was relayed by the gateway's own MCP endpoint (`MCP_RELAY_SECRET`): a cluster primary gives its
   * workers one, since a relayed call may land on a sibling worker; null: a random one per process.
   */
  readonly mcpRelaySecret: string | null;
  /** PostgreSQL for the accounts database (a fleet); null: the SQLite file under dataDir (the embedded default). */
  readonly databaseUrl: string | null;
  /** Redis for the shared counters and cache invalidation (`REDIS_URL`); null: process memory (one replica). */
  readonly redisUrl: string | null;
  /** Put before every Redis key and channel, so several deployments can share one Redis. */
  readonly redisKeyPrefix: string;
  /** Gateway processes sharing the port through node:cluster (`WORKERS`); more than one needs the fleet engines. */
  readonly workers: number;
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before the process closes (`SHUTDOWN_GRACE_MS`). */
  readonly shutdownGraceMs: number;
  /**
   * On SIGTERM, how long the gateway keeps accepting and answering with /ready at 503 before it stops accepting
   * (`SHUTDOWN_DRAIN_MS`, default half the grace and at most 5 s): the time a load balancer needs to see /ready fail.
   * Part of the grace, never more (issue #28 F9).
   */
  readonly shutdownDrainMs: number;
  /**
   * `PIPELINE_S3_BUCKET`: the replica syncs its shards from this bucket (prefix, endpoint and credentials from the
   * pipeline's variables) every minute, and at once when a queue run announces a manifest on Redis; null: it serves
   * what a local build or sync put under DATA_DIR.
   */
  readonly shardBucket: string | null;
  /** `PIPELINE_BOARD_KEY`: mounts the BullMQ dashboard at /admin/queues behind this key (needs REDIS_URL); null: off. */
  readonly pipelineBoardKey: string | null;
  /** Least severe log level written (`LOG_LEVEL`): info writes one line per request. */
  readonly logLevel: LogLevel;
  /**
   * Prometheus metrics collected and served at GET /metrics (`METRICS`). Never open to the world by default (issue #28
   * S9): on with METRICS_TOKEN, or without one only on a non-production gateway bound to loopback; see metricsNote.
   */
  readonly metrics: boolean;
  /** Why /metrics is off although METRICS was not set to 0 (a warning line at start); null when nothing to say. */
  readonly metricsNote: string | null;
  /**
   * The payment provider (`BILLING_PROVIDER`): `sandbox` (signed links that move plans without money) or `none`. The
   * sandbox is the default only outside production on a loopback HOST (`npm start` as it comes); refused in
   * production (issue #28 S8).
   */
  readonly billingProvider: BillingProvider;
  /** Origins a browser app may call the API from (`CORS_ORIGINS`; `*` for any); empty: no CORS headers at all. */
  readonly corsOrigins: readonly string[];
  /** When set, GET /metrics wants `Authorization: Bearer <token>` (`METRICS_TOKEN`). */
  readonly metricsToken: string | null;
  /** With WORKERS > 1 the cluster primary serves every worker's metrics summed on this port (`METRICS_PORT`). */
  readonly metricsPort: number;
  /** PDF reports (issue 42): Debian's chromium, its pages printing at once, reports waiting, time per report, idle stop. */
  readonly reportPdf: {
    readonly chromiumPath: string;
    readonly pages: number;
    readonly queue: number;
    readonly timeoutMs: number;
    readonly idleMs: number;
  };
  /** The on-demand compute pool (issue #43, api/compute): searches, ranges and bulk calls off the event loop. */
  readonly computePool: ComputePoolConfig;
}

export interface ComputePoolConfig {
  /**
   * Worker threads (`COMPUTE_POOL_SIZE`); default one fewer than the cores (at least one), so the event loop keeps a
   * core for cached reads; with `WORKERS` > 1 the cores left are shared among the processes (defaultComputePoolSize).
   * 0 runs every task on the event loop, as before the pool (the benchmark's "before").
   */
  readonly size: number;
  /** Tasks of one kind that may wait for a thread (`COMPUTE_POOL_QUEUE`); one more is answered 503 at once. */
  readonly maxQueue: number;
  /** A task that has not finished in this long (`COMPUTE_POOL_TIMEOUT_MS`, queue wait included) is cancelled: 503. */
  readonly timeoutMs: number;
}

export type BillingProvider = 'sandbox' | 'none';

/** A HOST that only this machine can reach: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The cluster primary's metrics port when METRICS_PORT is unset (the port Prometheus exporters commonly use). */
export const DEFAULT_METRICS_PORT = 9464;

type Env = Readonly<Record<string, string | undefined>>;

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./var'),
  RATE_LIMIT_SCALE: z.coerce.number().positive().finite().default(1),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  DOCS_BASE_URL: z.url().optional(),
  NODE_ENV: z.string().default('development'),
  VALIDATE_RESPONSES: flag.optional(),
  TRUST_PROXY: flag.default(false),
  WEBHOOK_SECRET: z.string().min(1).optional(),
  MCP_RELAY_SECRET: z.string().min(16).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9:_.-]*$/, 'letters, digits and : _ . - only')
    .default('panchang:'),
  WORKERS: z.coerce.number().int().min(1).max(256).default(1),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  LOG_LEVEL: LogLevelSchema,
  METRICS: flag.optional(),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_METRICS_PORT),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  PIPELINE_S3_BUCKET: z.string().min(1).optional(),
  PIPELINE_BOARD_KEY: z.string().min(16, 'at least 16 characters').optional(),
  BILLING_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\*|https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?)$/,
            'a comma-separated list of origins (https://app.example.com) or *',
          ),
      ),
    )
    .optional(),
  COMPUTE_POOL_SIZE: z.coerce.number().int().min(0).max(256).optional(),
  COMPUTE_POOL_QUEUE: z.coerce.number().int().min(1).max(100_000).default(64),
  COMPUTE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  REPORT_PDF_PAGES: z.coerce.number().int().min(1).max(16).default(2),
  REPORT_PDF_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  REPORT_PDF_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  REPORT_PDF_IDLE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(300_000),
});

/**
 * The cores left once every gateway process has one for its event loop, shared among the processes (`WORKERS`), at
 * least one thread each: one process on 2 cores gets 1, on 8 cores 7; 4 cluster workers on 8 cores get 1 each.
 */
export const defaultComputePoolSize = (cores: number = availableParallelism(), workers = 1): number =>
  Math.max(1, Math.floor((cores - workers) / workers));

/** Reads the environment once; an invalid value stops the start with a message naming the variable. */
export function loadConfig(env: Env = process.env): Config {
  const blankIsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(blankIsUnset);
  if (!parsed.success) {
    const what = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${what}`);
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !(e.DATABASE_URL && e.REDIS_URL)) {
    throw new Error(
      'invalid environment: WORKERS: more than one gateway process needs DATABASE_URL and REDIS_URL, where replicas share their state; leave WORKERS unset for the embedded default',
    );
  }
  if (e.PIPELINE_BOARD_KEY && !e.REDIS_URL)
    throw new Error(
      'invalid environment: PIPELINE_BOARD_KEY: the queue dashboard needs REDIS_URL, where the queue lives',
    );
  if (e.SHUTDOWN_DRAIN_MS !== undefined && e.SHUTDOWN_DRAIN_MS > e.SHUTDOWN_GRACE_MS)
    throw new Error('invalid environment: SHUTDOWN_DRAIN_MS: the drain window is part of SHUTDOWN_GRACE_MS, not more');
  const production = e.NODE_ENV === 'production';
  const privateHost = !production && isLoopbackHost(e.HOST);
  if (production && e.BILLING_PROVIDER === 'sandbox')
    throw new Error(
      'invalid environment: BILLING_PROVIDER: the sandbox moves plans without payment and is refused when NODE_ENV=production',
    );
  const metrics = metricsChoice(e.METRICS, e.METRICS_TOKEN !== undefined, privateHost);
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    publicBaseUrl,
    // by default the gateway's own /errors page documents the codes
    docsBaseUrl: e.DOCS_BASE_URL?.replace(/\/+$/, '') ?? publicBaseUrl,
    production,
    validateResponses: e.VALIDATE_RESPONSES ?? !production,
    trustProxy: e.TRUST_PROXY,
    webhookSecret: e.WEBHOOK_SECRET ?? null,
    mcpRelaySecret: e.MCP_RELAY_SECRET ?? null,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    workers: e.WORKERS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? Math.min(5_000, Math.floor(e.SHUTDOWN_GRACE_MS / 2)),
    shardBucket: e.PIPELINE_S3_BUCKET ?? null,
    pipelineBoardKey: e.PIPELINE_BOARD_KEY ?? null,
    logLevel: e.LOG_LEVEL,
    metrics: metrics.on,
    metricsNote: metrics.note,
    billingProvider: e.BILLING_PROVIDER ?? (privateHost ? 'sandbox' : 'none'),
    corsOrigins: e.CORS_ORIGINS ?? [],
    metricsToken: e.METRICS_TOKEN ?? null,
    metricsPort: e.METRICS_PORT,
    computePool: Object.freeze({
      size: e.COMPUTE_POOL_SIZE ?? defaultComputePoolSize(availableParallelism(), e.WORKERS),
      maxQueue: e.COMPUTE_POOL_QUEUE,
      timeoutMs: e.COMPUTE_POOL_TIMEOUT_MS,
    }),
    reportPdf: Object.freeze({
      chromiumPath: e.CHROMIUM_PATH,
      pages: e.REPORT_PDF_PAGES,
      queue: e.REPORT_PDF_QUEUE,
      timeoutMs: e.REPORT_PDF_TIMEOUT_MS,
      idleMs: e.REPORT_PDF_IDLE_MS,
    }),
  });
}

/**
 * Whether /metrics is served. With METRICS_TOKEN it wants the bearer token; without one it answers anyone who reaches
 * the port, so it is served only where nobody else can: a non-production gateway on a loopback HOST. METRICS=1 asked
 * for explicitly where it would be open is a configuration error rather than a silent exposure.
 */
function metricsChoice(
  asked: boolean | undefined,
  hasToken: boolean,
  privateHost: boolean,
): { on: boolean; note: string | null } {
  if (asked === false) return { on: false, note: null };
  if (hasToken || privateHost) return { on: true, note: null };
  if (asked)
    throw new Error(
      'invalid environment: METRICS: /metrics on a public or production gateway needs METRICS_TOKEN (at least 16 characters)',
    );
  return {
    on: false,
    note: 'metrics are off: HOST is not loopback (or NODE_ENV=production) and METRICS_TOKEN is unset; set METRICS_TOKEN to serve /metrics behind a bearer token',
  };
}

/** The warning lines `npm start` prints: choices that are fine on a laptop and wrong on a server others reach. */
export function startWarnings(config: Config): string[] {
  const lines: string[] = [];
  if (config.billingProvider === 'sandbox')
    lines.push(
      `BILLING_PROVIDER=sandbox: the test payment sandbox is on, and any account can move itself to any plan through its signed links${config.production ? '' : '; set BILLING_PROVIDER=none on a server others reach (NODE_ENV=production refuses the sandbox)'}`,
    );
  if (config.metricsNote) lines.push(config.metricsNote);
  return lines;
}
