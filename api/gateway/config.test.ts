import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolve } from 'node:path';
import { defaultComputePoolSize, loadConfig, startWarnings } from './config.ts';

test('defaults', () => {
  const c = loadConfig({});
  assert.equal(
    [c.port, c.host, c.dataDir, c.rateLimitScale, c.docsBaseUrl, c.production, c.validateResponses],
    [8080, '127.0.0.1', resolve('./var'), 1, 'http://127.0.0.1:8080', false, true],
  );
});

test('values from the environment; production turns response validation off unless asked', () => {
  const c = loadConfig({
    PORT: '9000',
    HOST: '0.0.0.0',
    DATA_DIR: '/tmp/x',
    RATE_LIMIT_SCALE: '1000',
    DOCS_BASE_URL: 'https://d.example.com/',
    NODE_ENV: 'production',
    WEBHOOK_SECRET: 's',
  });
  assert.equal(
    [c.port, c.host, c.dataDir, c.rateLimitScale, c.docsBaseUrl, c.validateResponses, c.webhookSecret],
    [9000, '0.0.0.0', '/tmp/x', 1000, 'https://d.example.com', false, 's'],
  );
  assert.is(loadConfig({ NODE_ENV: 'production', VALIDATE_RESPONSES: '1' }).validateResponses, true);
  assert.is(loadConfig({ PORT: '' }).port, 8080, 'blank is unset');
  const behindProxy = loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/' });
  assert.equal(
    [behindProxy.publicBaseUrl, behindProxy.docsBaseUrl],
    ['https://api.example.com', 'https://api.example.com'],
  );
});

test('bad values stop the start, naming the variable', () => {
  assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
  assert.throws(() => loadConfig({ RATE_LIMIT_SCALE: '0' }), /RATE_LIMIT_SCALE/);
  assert.throws(() => loadConfig({ DOCS_BASE_URL: 'not a url' }), /DOCS_BASE_URL/);
  assert.throws(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://api.example.com' }), /PUBLIC_BASE_URL/);
  assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://db.example.com/accounts' }), /DATABASE_URL/);
  assert.throws(() => loadConfig({ DATABASE_URL: 'accounts' }), /DATABASE_URL/);
});

test('DATABASE_URL picks PostgreSQL; unset keeps the SQLite file under DATA_DIR', () => {
  assert.is(loadConfig({}).databaseUrl, null);
  assert.is(
    loadConfig({ DATABASE_URL: 'postgres://gw:pw@10.0.0.5:5432/accounts' }).databaseUrl,
    'postgres://gw:pw@10.0.0.5:5432/accounts',
  );
  assert.is(loadConfig({ DATABASE_URL: 'postgresql://db/accounts' }).databaseUrl, 'postgresql://db/accounts');
});

test('PIPELINE_S3_BUCKET makes the replica follow the bucket; the queue dashboard is off unless keyed, and needs Redis', () => {
  assert.equal([loadConfig({}).shardBucket, loadConfig({}).pipelineBoardKey], [null, null]);
  assert.is(loadConfig({ PIPELINE_S3_BUCKET: 'shards' }).shardBucket, 'shards');
  const key = 'k'.repeat(24);
  assert.is(loadConfig({ PIPELINE_BOARD_KEY: key, REDIS_URL: 'redis://127.0.0.1:6379' }).pipelineBoardKey, key);
  assert.throws(() => loadConfig({ PIPELINE_BOARD_KEY: key }), /PIPELINE_BOARD_KEY.*REDIS_URL/);
  assert.throws(() => loadConfig({ PIPELINE_BOARD_KEY: 'short', REDIS_URL: 'redis://h:1' }), /PIPELINE_BOARD_KEY/);
});

test('LOG_LEVEL and the metrics variables', () => {
  const c = loadConfig({});
  assert.equal([c.logLevel, c.metrics, c.metricsToken, c.metricsPort], ['info', true, null, 9464]);
  const set = loadConfig({
    LOG_LEVEL: 'warn',
    METRICS: '0',
    METRICS_TOKEN: 'a-long-scrape-token',
    METRICS_PORT: '9100',
  });
  assert.equal(
    [set.logLevel, set.metrics, set.metricsToken, set.metricsPort],
    ['warn', false, 'a-long-scrape-token', 9100],
  );
  assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
  assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), /METRICS_TOKEN/);
});

test('S8: the payment sandbox is an explicit choice, the default only outside production on loopback, said at start', () => {
  const local = loadConfig({});
  assert.is(local.billingProvider, 'sandbox', 'npm start as it comes: HOST=127.0.0.1');
  assert.match(startWarnings(local).join('\n'), /BILLING_PROVIDER=sandbox/);
  assert.is(loadConfig({ HOST: '::1' }).billingProvider, 'sandbox');
  assert.is(
    loadConfig({ HOST: '0.0.0.0' }).billingProvider,
    'none',
    'reachable from elsewhere: no sandbox unless asked',
  );
  assert.is(loadConfig({ NODE_ENV: 'production' }).billingProvider, 'none');
  assert.is(loadConfig({ HOST: '127.0.0.1', BILLING_PROVIDER: 'none' }).billingProvider, 'none');
  const asked = loadConfig({ HOST: '0.0.0.0', BILLING_PROVIDER: 'sandbox' });
  assert.is(asked.billingProvider, 'sandbox');
  assert.match(startWarnings(asked).join('\n'), /sandbox is on/);
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production', BILLING_PROVIDER: 'sandbox' }),
    /BILLING_PROVIDER.*production/,
  );
  assert.throws(() => loadConfig({ BILLING_PROVIDER: 'stripe' }), /BILLING_PROVIDER/);
});

test('S9: /metrics is never open by default: a bearer token, or a non-production gateway on loopback', () => {
  const token = 'a-long-scrape-token';
  assert.equal([loadConfig({}).metrics, loadConfig({}).metricsNote], [true, null], 'loopback, not production');
  for (const env of [{ HOST: '0.0.0.0' }, { NODE_ENV: 'production' }]) {
    const c = loadConfig(env);
    assert.is(c.metrics, false, JSON.stringify(env));
    assert.match(startWarnings(c).join('\n'), /METRICS_TOKEN/);
    assert.is(loadConfig({ ...env, METRICS_TOKEN: token }).metrics, true, 'with a token');
    assert.throws(() => loadConfig({ ...env, METRICS: '1' }), /METRICS.*METRICS_TOKEN/, 'asked for while open');
  }
  assert.equal(startWarnings(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: token })), []);
});

test('F9: the drain window is part of the grace: half of it by default, at most 5 s', () => {
  assert.is(loadConfig({}).shutdownDrainMs, 5_000);
  assert.is(loadConfig({ SHUTDOWN_GRACE_MS: '3000' }).shutdownDrainMs, 1_500);
  assert.is(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs, 0);
  assert.throws(() => loadConfig({ SHUTDOWN_GRACE_MS: '1000', SHUTDOWN_DRAIN_MS: '2000' }), /SHUTDOWN_DRAIN_MS/);
});

test('compute pool: a core kept for the event loop, the rest shared among gateway processes; env overrides', () => {
  assert.equal(
    [
      [2, 1],
      [8, 1],
      [1, 1],
      [8, 4],
      [2, 2],
      [16, 3],
    ].map(([cores, workers]) => defaultComputePoolSize(cores, workers)),
    [1, 7, 1, 1, 1, 4],
  );
  const set = loadConfig({ COMPUTE_POOL_SIZE: '0', COMPUTE_POOL_QUEUE: '5', COMPUTE_POOL_TIMEOUT_MS: '2000' });
  assert.equal(set.computePool, { size: 0, maxQueue: 5, timeoutMs: 2000 });
  assert.equal(loadConfig({}).computePool.maxQueue, 64);
  assert.throws(() => loadConfig({ COMPUTE_POOL_QUEUE: '0' }), /COMPUTE_POOL_QUEUE/);
});

test.run();
