// The one place the gateway reads the environment. Everything else receives a Config value,
// so tests build one with `loadConfig({ ... })` and never touch process.env.
import { resolve } from 'node:path';
import { z } from 'zod';
import { LogLevelSchema, type LogLevel } from '../pipeline/log.ts';

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
   * `PIPELINE_S3_BUCKET`: the replica syncs its shards from this bucket (prefix, endpoint and credentials from the
   * pipeline's variables) every minute, and at once when a queue run announces a manifest on Redis; null: it serves
   * what a local build or sync put under DATA_DIR.
   */
  readonly shardBucket: string | null;
  /** `PIPELINE_BOARD_KEY`: mounts the BullMQ dashboard at /admin/queues behind this key (needs REDIS_URL); null: off. */
  readonly pipelineBoardKey: string | null;
  /** Least severe log level written (`LOG_LEVEL`): info writes one line per request. */
  readonly logLevel: LogLevel;
  /** Prometheus metrics collected and served at GET /metrics (`METRICS`, default on). */
  readonly metrics: boolean;
  /** When set, GET /metrics wants `Authorization: Bearer <token>` (`METRICS_TOKEN`). */
  readonly metricsToken: string | null;
  /** With WORKERS > 1 the cluster primary serves every worker's metrics summed on this port (`METRICS_PORT`). */
  readonly metricsPort: number;
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
  LOG_LEVEL: LogLevelSchema,
  METRICS: flag.default(true),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_METRICS_PORT),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  PIPELINE_S3_BUCKET: z.string().min(1).optional(),
  PIPELINE_BOARD_KEY: z.string().min(16, 'at least 16 characters').optional(),
});

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
  const production = e.NODE_ENV === 'production';
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
    shardBucket: e.PIPELINE_S3_BUCKET ?? null,
    pipelineBoardKey: e.PIPELINE_BOARD_KEY ?? null,
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS,
    metricsToken: e.METRICS_TOKEN ?? null,
    metricsPort: e.METRICS_PORT,
  });
}
