// The pipeline queue's dashboard (@bull-board/koa over the BullMQ queue of pipeline/queue) at /admin/queues, off
// unless PIPELINE_BOARD_KEY is set (it needs REDIS_URL, where the queue lives). A browser reaches it with HTTP Basic
// authentication, any user name and the key as password: the board's page loads its scripts and calls its API
// itself, so a header of ours could not be added to those requests. Keep it behind TLS, as every key. Wrong
// passwords count against the client's address in the gateway's failed-key limiter (issue #28 S10), so guessing
// the key gets the same 429 as guessing API keys; the right password still opens the board from a refused address.
import { timingSafeEqual } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import { Queue } from 'bullmq';
import type { Middleware } from 'koa';
import { QUEUE_NAME, bullPrefix, connect } from '../pipeline/queue/settings.ts';
import type { Config } from './gateway/config.ts';
import { ApiError } from './gateway/errors.ts';
import type { Ctx } from './middleware/context.ts';
import type { FailedKeyThrottle } from './middleware/failed-keys.ts';

export const BOARD_PATH = '/admin/queues';

export interface QueueBoard {
  readonly middleware: Middleware;
  close(): Promise<void>;
}

/** True when the Authorization header is Basic auth whose password is `key` (compared in constant time). */
export function basicAuthMatches(header: string | undefined, key: string): boolean {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!m) return false;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const given = Buffer.from(decoded.slice(decoded.indexOf(':') + 1));
  const wanted = Buffer.from(key);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function queueBoard(config: Config, throttle: FailedKeyThrottle): QueueBoard | null {
  const key = config.pipelineBoardKey;
  if (!key || !config.redisUrl) return null;
  const settings = { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix };
  const connection = connect(settings);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: bullPrefix(settings) });
  const adapter = new KoaAdapter().setBasePath(BOARD_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue)], serverAdapter: adapter });
  const board = adapter.registerPlugin() as unknown as Middleware;
  const middleware: Middleware = async (ctx, next) => {
    if (ctx.path !== BOARD_PATH && !ctx.path.startsWith(`${BOARD_PATH}/`)) return next();
    if (!basicAuthMatches(ctx.get('authorization'), key)) {
      const unauthorized = new ApiError('unauthorized', {
        message: 'The queue dashboard needs the admin key (PIPELINE_BOARD_KEY) as the Basic password.',
        headers: { 'WWW-Authenticate': 'Basic realm="pipeline queue", charset="UTF-8"' },
      });
      // a request without credentials is how a browser asks for the password prompt: not a failed guess
      if (!ctx.get('authorization')) throw unauthorized;
      const refusal = throttle.refusal(ctx as unknown as Ctx);
      if (refusal) throw refusal;
      await throttle.failed(ctx as unknown as Ctx, unauthorized);
    }
    return board(ctx, next);
  };
  return {
    middleware,
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}
