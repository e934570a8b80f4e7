// The webhook secret of a development server started without WEBHOOK_SECRET. There is no built-in
// default (a documented one let anyone forge events): the first start draws 256 random bits and keeps
// them in DATA_DIR with mode 0600, so restarts on the same folder keep verifying the sandbox's events.
// Production never generates one: without the variable every delivery is refused.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../gateway/config.ts';

export const WEBHOOK_SECRET_FILE = 'webhook-secret';

export interface ResolvedSecret {
  config: Config;
  /** The path of a secret drawn by this call (to be logged once); null when none was created. */
  created: string | null;
}

function readSecret(path: string): string | null {
  try {
    const value = readFileSync(path, 'utf8').trim();
    return value.length > 0 ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The config with a webhook secret: the variable's, else (outside production) DATA_DIR's, drawn at first start. */
export function withDataDirWebhookSecret(config: Config): ResolvedSecret {
  if (config.webhookSecret !== null || config.production) return { config, created: null };
  const path = join(config.dataDir, WEBHOOK_SECRET_FILE);
  const existing = readSecret(path);
  if (existing !== null) return { config: { ...config, webhookSecret: existing }, created: null };
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': of two processes racing on a fresh folder, the second fails here instead of overwriting.
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const raced = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readSecret(path) : null;
    if (raced === null) throw error;
    return { config: { ...config, webhookSecret: raced }, created: null };
  }
  return { config: { ...config, webhookSecret: secret }, created: path };
}
