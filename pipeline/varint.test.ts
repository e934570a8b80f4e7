import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rng } from '../test/support/rng.ts';
import { ByteReader, ByteWriter } from './varint.ts';

test('small values take one byte; zigzag keeps small negatives small', () => {
  const w = new ByteWriter();
  w.unsigned(0);
  w.unsigned(127);
  w.signed(-1);
  w.signed(63);
  w.signed(-64);
  assert.equal([...w.bytes()], [0, 127, 1, 126, 127]);
  w.unsigned(128);
  assert.equal([...w.bytes()].slice(5), [128, 1]);
});

test('round trip of random signed and unsigned values up to 2^52', () => {
  const next = rng(6);
  const values = Array.from({ length: 5000 }, (_, i) => {
    const magnitude = Math.floor(next() * 2 ** Math.floor(next() * 52));
    return i % 2 ? magnitude : next() < 0.5 ? -magnitude : magnitude;
  });
  const w = new ByteWriter();
  values.forEach((v, i) => {
    if (i % 2) w.unsigned(v);
    else w.signed(v);
  });
  const r = new ByteReader(w.bytes());
  const back = values.map((_, i) => (i % 2 ? r.unsigned() : r.signed()));
  assert.equal(back, values);
  assert.ok(r.done);
});

test('refuses what it cannot store and reading past the end', () => {
  const w = new ByteWriter();
  assert.throws(() => w.unsigned(-1), /non-negative/);
  assert.throws(() => w.signed(0.5), /safe integer/);
  assert.throws(() => w.signed(2 ** 60), /safe integer/);
  assert.throws(() => new ByteReader(new Uint8Array([128])).unsigned(), /past the end/);
});

test.run();
