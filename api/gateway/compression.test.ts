// The hand-framed tails decode with zlib's own decoders (brotli and gzip), for short and long tails (several blocks);
// the cached head is made once per encoding and prefix; Accept-Encoding and If-None-Match are read as RFC 9110 says.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compressWhole, matchesEtag, negotiate, PrecompressedJson } from './compression.ts';

const day = Buffer.from(
  JSON.stringify({
    days: Array.from({ length: 300 }, (_, i) => ({ i, tithi: 'Shukla Pratipada', sunrise: '06:12:3' })),
  }),
);

test('a cached head with a per-call tail decodes to prefix + json + tail, in brotli and in gzip', () => {
  const cached = new PrecompressedJson(day);
  for (const tail of [',"meta":{}}', `,"meta":{"x":"${'é'.repeat(70_000)}"}}`, `,"pad":"${'a'.repeat(140_000)}"}`]) {
    for (const prefix of ['{"data":', '{"profile":"emerald","data":']) {
      const whole = prefix + day.toString() + tail;
      const br = Buffer.concat(cached.parts('br', prefix, tail));
      assert.is(brotliDecompressSync(br).toString(), whole, `br, tail ${tail.length}`);
      const gz = Buffer.concat(cached.parts('gzip', prefix, tail));
      assert.is(gunzipSync(gz).toString(), whole, `gzip, tail ${tail.length}`);
      assert.ok(br.length < whole.length / 3 || tail.length > 1000, 'the day itself is compressed');
    }
  }
});

test('the head is compressed once per encoding and prefix', () => {
  const cached = new PrecompressedJson(day);
  const a = cached.parts('br', '{"data":', ',"meta":{"t":1}}')[0];
  const b = cached.parts('br', '{"data":', ',"meta":{"t":2}}')[0];
  assert.ok(a === b, 'the same buffer, not compressed again');
  assert.ok(cached.parts('br', '{"profile":"free","data":', '}')[0] !== a);
});

test('a whole body compressed per call decodes', () => {
  assert.equal(brotliDecompressSync(compressWhole(day, 'br')), day);
  assert.equal(gunzipSync(compressWhole(day, 'gzip')), day);
});

test('Accept-Encoding: br first, then gzip; q=0 refuses; none or identity is null', () => {
  assert.is(negotiate('gzip, deflate, br'), 'br');
  assert.is(negotiate('gzip'), 'gzip');
  assert.is(negotiate('br;q=0, gzip;q=0.5'), 'gzip');
  assert.is(negotiate('BR'), 'br');
  assert.is(negotiate('identity'), null);
  assert.is(negotiate('gzip;q=0'), null);
  assert.is(negotiate(undefined), null);
  assert.is(negotiate('gzip, deflate, br'), 'br', 'the remembered header answers the same');
});

test('If-None-Match: weak comparison, lists and *', () => {
  assert.ok(matchesEtag('W/"abc"', 'W/"abc"'));
  assert.ok(matchesEtag('"abc"', 'W/"abc"'));
  assert.ok(matchesEtag('"x", W/"abc"', 'W/"abc"'));
  assert.ok(matchesEtag('*', 'W/"abc"'));
  assert.not.ok(matchesEtag('W/"abd"', 'W/"abc"'));
  assert.not.ok(matchesEtag(undefined, 'W/"abc"'));
});

test.run();
