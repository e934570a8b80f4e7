import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../gateway/config.ts';
import { hmacHex, signatureMatches, webhookSecretOf } from './signature.ts';
import { WEBHOOK_SECRET_FILE, withDataDirWebhookSecret } from './webhook-secret.ts';

/** The default the README once printed: anyone could sign events with it. */
const OLD_DEFAULT = 'dev-webhook-secret-not-for-production';

test('no WEBHOOK_SECRET outside production: a random secret per data directory, 0600, kept across restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'webhook-secret-'));
  try {
    for (const NODE_ENV of ['development', 'test']) {
      rmSync(join(dataDir, WEBHOOK_SECRET_FILE), { force: true });
      const first = withDataDirWebhookSecret(loadConfig({ NODE_ENV, DATA_DIR: dataDir }));
      assert.is(first.created, join(dataDir, WEBHOOK_SECRET_FILE));
      assert.is(statSync(join(dataDir, WEBHOOK_SECRET_FILE)).mode & 0o777, 0o600);
      const secret = webhookSecretOf(first.config);
      assert.ok(secret !== null && secret.length >= 43 && secret !== OLD_DEFAULT);
      const again = withDataDirWebhookSecret(loadConfig({ NODE_ENV, DATA_DIR: dataDir }));
      assert.equal([again.created, webhookSecretOf(again.config)], [null, secret]);
      const body = '{"id":"evt_forged"}';
      assert.not.ok(signatureMatches(secret, body, hmacHex(OLD_DEFAULT, body)));
    }
    const other = mkdtempSync(join(tmpdir(), 'webhook-secret-'));
    const elsewhere = withDataDirWebhookSecret(loadConfig({ DATA_DIR: other }));
    rmSync(other, { recursive: true, force: true });
    assert.is.not(
      webhookSecretOf(elsewhere.config),
      webhookSecretOf(withDataDirWebhookSecret(loadConfig({ DATA_DIR: dataDir })).config),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('production draws nothing (unset refuses every delivery); a set variable is kept as is', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'webhook-secret-'));
  try {
    const prod = withDataDirWebhookSecret(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }));
    assert.equal([prod.created, webhookSecretOf(prod.config)], [null, null]);
    const set = withDataDirWebhookSecret(loadConfig({ WEBHOOK_SECRET: 'mine', DATA_DIR: dataDir }));
    assert.equal([set.created, webhookSecretOf(set.config)], [null, 'mine']);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
