// Security headers (helmet, api/middleware/security-headers.ts) and the HTTP parser's own errors answered with the
// error envelope (api/client-error.ts), against a listening gateway.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ERRORS } from '../../api/gateway/errors.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness();
});
test.after(() => h.close());

/** The CSP's sources for one directive, e.g. `script-src`. */
function sources(csp: string, directive: string): string[] {
  const part = csp.split(';').find((d) => d.trim().startsWith(`${directive} `));
  return part ? part.trim().split(/\s+/).slice(1) : [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

for (const path of ['/docs', '/errors']) {
  test(`${path}: a CSP that allows exactly the page's inline blocks, by hash, and nothing from elsewhere`, async () => {
    const r = await fetch(h.base + path);
    assert.is(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /text\/html/);
    const csp = r.headers.get('content-security-policy') ?? '';
    assert.equal(sources(csp, 'default-src'), ["'none'"]);
    assert.equal(sources(csp, 'frame-ancestors'), ["'none'"]);
    const html = await r.text();
    for (const tag of ['script', 'style'] as const) {
      const blocks = [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
      for (const block of blocks) assert.ok(sources(csp, `${tag}-src`).includes(sha256(block)), `${tag} of ${path}`);
      assert.not.ok(sources(csp, `${tag}-src`).includes("'unsafe-inline'"));
    }
    assert.not.match(
      html,
      /\sstyle=|\son[a-z]+=/i,
      'no inline style attributes or event handlers (the CSP refuses them)',
    );
  });
}

test('every answer: nosniff, no-referrer (a JSON answer, an error)', async () => {
  for (const path of ['/health', '/v1/nowhere', '/v1/cities?q=delhi']) {
    const r = await fetch(h.base + path);
    assert.is(r.headers.get('x-content-type-options'), 'nosniff', path);
    assert.is(r.headers.get('referrer-policy'), 'no-referrer', path);
    assert.is(r.headers.get('x-frame-options'), 'DENY', path);
    assert.match(r.headers.get('strict-transport-security') ?? '', /max-age=\d+/, path);
    assert.is(r.headers.get('content-security-policy'), "default-src 'none';frame-ancestors 'none'", path);
    assert.is(r.headers.get('cross-origin-opener-policy'), null, `${path}: no document headers on JSON`);
  }
});

test('an HTML page: the document set replaces the answer set', async () => {
  const r = await fetch(`${h.base}/errors`);
  assert.is(r.headers.get('x-frame-options'), 'SAMEORIGIN');
  assert.is(r.headers.get('cross-origin-opener-policy'), 'same-origin');
  assert.is(r.headers.get('x-content-type-options'), 'nosniff');
  assert.is(r.headers.get('referrer-policy'), 'no-referrer');
  assert.ok((r.headers.get('content-security-policy') ?? '').includes('script-src'));
});

test('a 20 kB query string: 431 with the error envelope', async () => {
  const r = await fetch(`${h.base}/v1/cities?q=${'a'.repeat(20_000)}`);
  assert.is(r.status, 431);
  const body = (await r.json()) as { error: string; message: string; docs_url: string };
  assert.is(body.error, 'headers_too_large');
  assert.is(body.message, ERRORS.headers_too_large.message);
  assert.ok(body.docs_url.endsWith('/errors#headers_too_large'));
});

/** Sends raw bytes and reads everything the server answers until it closes the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => {
      reply += c;
    });
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

test('a malformed request line: 400 with the error envelope, then the connection closes', async () => {
  const reply = await rawExchange(Number(new URL(h.base).port), 'GET /health HTTP/9\r\n\r\n');
  const [head, body] = reply.split('\r\n\r\n');
  assert.match(head!, /^HTTP\/1\.1 400 Bad Request/);
  assert.match(head!, /content-type: application\/json/i);
  const parsed = JSON.parse(body!) as { error: string; docs_url: string };
  assert.is(parsed.error, 'malformed_request');
  assert.ok(parsed.docs_url.endsWith('/errors#malformed_request'));
});

test('/ready answers 200 while the gateway serves', async () => {
  const r = await fetch(`${h.base}/ready`);
  assert.is(r.status, 200);
  assert.equal(await r.json(), { ready: true });
});

test.run();
