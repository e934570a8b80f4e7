import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PendingHeaders } from './context.ts';

test('gathered headers keep their order; a name set again in any case takes the new value in its place', () => {
  const h = new PendingHeaders();
  h.set('X-Request-ID', 'a');
  h.set('Cache-Control', 'private');
  h.set('Content-Length', 10);
  h.set('cache-control', 'no-store');
  assert.equal(h.flat, ['X-Request-ID', 'a', 'cache-control', 'no-store', 'Content-Length', 10]);
  assert.is(h.get('CACHE-CONTROL'), 'no-store');
  assert.is(h.get('content-length'), 10);
  assert.is(h.get('X-Data-Source'), undefined);
});

test.run();
