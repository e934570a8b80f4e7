import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { GlobalYear } from '../engine/astro/global-year.ts';
import { buildGlobalYear } from '../engine/astro/global-year.ts';
import { decodeGlobalYear, encodeGlobalYear } from './global-codec.ts';

test('a global year survives the trip exactly (typed arrays, their types and every float bit)', () => {
  const year = buildGlobalYear(2026);
  const { skeleton, arrays } = encodeGlobalYear(year);
  const back = decodeGlobalYear(skeleton, arrays);
  assert.equal(back, year);
  assert.instance(back.series.tithi.indices, Int16Array);
  assert.instance(back.sunGrid.xyz, Float64Array);
  assert.ok(arrays.some((a) => a.name === 'series.tithi.utcMs' && a.dtype === 'Float64Array'));
});

test('the encoding is canonical: same object, same skeleton and bytes, whatever the key order', () => {
  const a = {
    year: 1,
    b: new Float64Array([0.1, -0]),
    a: { z: 2, y: [1, new Int16Array([3])] },
  } as unknown as GlobalYear;
  const b = {
    a: { y: [1, new Int16Array([3])], z: 2 },
    b: new Float64Array([0.1, -0]),
    year: 1,
  } as unknown as GlobalYear;
  assert.equal(encodeGlobalYear(a), encodeGlobalYear(b));
});

test('non-finite numbers and nested arrays are carried; unknown values are refused', () => {
  const odd = { year: 2025, n: NaN, inf: -Infinity, list: [{ t: new Uint8Array([1, 2]) }] } as unknown as GlobalYear;
  const { skeleton, arrays } = encodeGlobalYear(odd);
  const back = decodeGlobalYear(skeleton, arrays) as unknown as typeof odd & {
    n: number;
    inf: number;
    list: Array<{ t: Uint8Array }>;
  };
  assert.ok(Number.isNaN(back.n));
  assert.is(back.inf, -Infinity);
  assert.equal([...back.list[0].t], [1, 2]);
  assert.throws(() => encodeGlobalYear({ f: () => 1 } as unknown as GlobalYear), /cannot store/);
  assert.throws(() => decodeGlobalYear('{"a":{"$array":"missing"}}', []), /missing/);
  assert.throws(
    () =>
      decodeGlobalYear(
        skeleton,
        arrays.map((a) => ({ ...a, data: a.data.slice(1) })),
      ),
    /bytes/,
  );
});

test.run();
