// Issue #28: a client hanging up mid-stream is one info line without a stack, not two errors. Driven by a real Koa
// server streaming a body larger than the loopback socket buffers, so the hang-up reaches the server as Koa reports
// it (ECONNRESET on the socket, premature close on the body's pipeline); another error stays an error.
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { koaErrorListener } from './client-hangup.ts';

function capture() {
  const lines: { level: number; msg: string; err?: unknown; code?: string }[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    }),
  );
  return { lines, logger };
}

test('a client that hangs up mid-stream: one info line, no error, no stack', async () => {
  const { lines, logger } = capture();
  const app = new Koa();
  app.on('error', koaErrorListener(logger));
  let served = 0;
  app.use((ctx) => {
    // 200 MB on demand: far beyond what the socket buffers absorb before the client is gone
    ctx.body = Readable.from(
      (function* () {
        while (served++ < 200_000) yield `${'x'.repeat(1_000)}\n`;
      })(),
    );
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const req = get(`http://127.0.0.1:${port}/export`, (res) => res.once('data', () => req.destroy()));
      req.on('error', () => {});
      req.on('close', () => resolve());
    });
    const t0 = Date.now();
    while (lines.length === 0 && Date.now() - t0 < 3_000) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    assert.ok(served < 200_000, 'the stream stopped when the client left');
    assert.equal(
      lines.filter((l) => l.level >= 50),
      [],
      'no error lines',
    );
    assert.is(lines.length, 1, JSON.stringify(lines));
    assert.is(lines[0]!.msg, 'client closed the connection before the answer ended');
    assert.is(lines[0]!.err, undefined, 'no stack');
  } finally {
    server.close();
  }
});

test('any other error Koa reports is still an error, with its stack', () => {
  const { lines, logger } = capture();
  koaErrorListener(logger)(new Error('boom'), { method: 'GET', path: '/x', res: { writableFinished: false } });
  assert.is(lines.length, 1);
  assert.is(lines[0]!.level, 50);
  assert.match(JSON.stringify(lines[0]!.err), /boom/);
});

test.run();
