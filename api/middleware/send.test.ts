import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { silentLogger } from '../../pipeline/log.ts';
import type { GatewayState } from './context.ts';
import { AnswerWriter } from './send.ts';

async function serve(handler: (ctx: Koa.ParameterizedContext<GatewayState>, writer: AnswerWriter) => void) {
  const koa = new Koa<GatewayState>();
  const writer = new AnswerWriter(silentLogger);
  koa.use((ctx) => handler(ctx, writer));
  const server = koa.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('sendJson: status, JSON type, exact length and the parts in order, strings and bytes mixed', async () => {
  const s = await serve((ctx, writer) =>
    writer.sendJson(ctx, 201, ['{"name":"', Buffer.from('अमृत'), `","n":${ctx.query.n}}`]),
  );
  try {
    const answers = await Promise.all([1, 2, 3].map((n) => fetch(`${s.base}/?n=${n}`)));
    for (const [i, r] of answers.entries()) {
      const text = await r.text();
      assert.is(r.status, 201);
      assert.is(r.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.is(Number(r.headers.get('content-length')), Buffer.byteLength(text));
      assert.equal(JSON.parse(text), { name: 'अमृत', n: i + 1 });
    }
  } finally {
    await s.close();
  }
});

test('an answer whose client left before the flush is dropped without an error, and the server goes on', async () => {
  const s = await serve((ctx, writer) => {
    if (ctx.path === '/gone') ctx.req.socket.destroy();
    writer.sendJson(ctx, 200, ['{"ok":true}']);
  });
  try {
    await fetch(`${s.base}/gone`).then(
      () => assert.unreachable('the socket was destroyed'),
      () => {},
    );
    const r = await fetch(`${s.base}/next`);
    assert.equal([r.status, await r.json()], [200, { ok: true }]);
  } finally {
    await s.close();
  }
});

test.run();
