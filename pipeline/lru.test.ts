import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LruCache } from './lru.ts';

test('evicts the least recently used entry; a read refreshes; null is a cached value', () => {
  const c = new LruCache<string, number | null>(2);
  c.set('a', 1);
  c.set('b', null);
  assert.is(c.get('a'), 1);
  c.set('c', 3);
  assert.is(c.get('b'), undefined);
  assert.is(c.get('a'), 1);
  c.set('d', null);
  assert.is(c.get('c'), undefined);
  assert.is(c.get('d'), null);
  assert.is(c.size, 2);
  assert.throws(() => new LruCache(0), /capacity/);
});

test.run();
