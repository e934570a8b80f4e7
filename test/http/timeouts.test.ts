// Issue #22 point 7: the server bounds how long a client may take to send a request, so slow-body
// (and slow-header) connections are closed instead of held for Node's default ~330 s.
import { connect, type Socket } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_HTTP_TIMEOUTS } from '../../api/gateway/app.ts';
import { startHarness, type Harness } from './harness.ts';

const BOUNDS = { headersTimeMs: 400, requestTimeMs: 800, checkEveryMs: 100 };
let h: Harness;
test.before(async () => {
  h = await startHarness({ httpTimeouts: BOUNDS });
});
test.after(() => h.close());

/** Sends `head`, then one byte every 100 ms until the server closes; resolves with elapsed ms and what it answered. */
function dribble(head: string): Promise<{ ms: number; reply: string }> {
  const { hostname, port } = new URL(h.base);
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    let reply = '';
    const socket: Socket = connect(Number(port), hostname, () => socket.write(head));
    const timer = setInterval(() => socket.writable && socket.write('a'), 100);
    const giveUp = setTimeout(() => socket.destroy(new Error('still open after 10 s')), 10_000);
    socket.on('data', (d) => {
      reply += d.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      if (Date.now() - t0 >= 10_000) reject(new Error('the server kept the slow connection open'));
      else resolve({ ms: Date.now() - t0, reply });
    });
  });
}

test('a slow body is cut off at the request bound (408), though bytes keep coming', async () => {
  const { ms, reply } = await dribble(
    'POST /v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
  );
  assert.ok(ms >= BOUNDS.requestTimeMs - 50, `closed after ${ms} ms`);
  assert.ok(ms <= BOUNDS.requestTimeMs + BOUNDS.checkEveryMs + 700, `closed after ${ms} ms`);
  assert.match(reply, /^HTTP\/1\.1 408/);
});

test('slow headers are cut off at the headers bound', async () => {
  const { ms } = await dribble('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
  assert.ok(ms <= BOUNDS.headersTimeMs + BOUNDS.checkEveryMs + 700, `closed after ${ms} ms`);
});

test('the production bounds are deliberate: 10 s for headers, 30 s for the request', () => {
  assert.equal([DEFAULT_HTTP_TIMEOUTS.headersTimeMs, DEFAULT_HTTP_TIMEOUTS.requestTimeMs], [10_000, 30_000]);
});

test.run();
