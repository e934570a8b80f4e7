// The GlobalYear object <-> a JSON skeleton plus named little-endian arrays (SHARD-FORMAT.md, global shard).
// The walk follows the object, so a field the engine adds to GlobalYear is carried without a format change.
import type { GlobalYear } from '../engine/astro/global-year.ts';

type TypedArray =
  | Float64Array
  | Float32Array
  | Int32Array
  | Int16Array
  | Int8Array
  | Uint32Array
  | Uint16Array
  | Uint8Array;
type TypedArrayConstructor = {
  new (length: number): TypedArray;
  readonly BYTES_PER_ELEMENT: number;
  readonly name: string;
};

const CONSTRUCTORS: Readonly<Record<string, TypedArrayConstructor>> = {
  Float64Array,
  Float32Array,
  Int32Array,
  Int16Array,
  Int8Array,
  Uint32Array,
  Uint16Array,
  Uint8Array,
};

export interface NamedArray {
  readonly name: string;
  readonly dtype: string;
  readonly length: number;
  readonly data: Uint8Array;
}

export interface EncodedGlobalYear {
  readonly skeleton: string;
  readonly arrays: readonly NamedArray[];
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function toLittleEndianBytes(array: TypedArray): Uint8Array {
  const bytes = new Uint8Array(array.buffer.slice(array.byteOffset, array.byteOffset + array.byteLength));
  if (!LITTLE_ENDIAN && array.BYTES_PER_ELEMENT > 1) reverseEachElement(bytes, array.BYTES_PER_ELEMENT);
  return bytes;
}

function reverseEachElement(bytes: Uint8Array, width: number): void {
  for (let i = 0; i < bytes.length; i += width) bytes.subarray(i, i + width).reverse();
}

function fromLittleEndianBytes(dtype: string, length: number, data: Uint8Array): TypedArray {
  const Ctor = CONSTRUCTORS[dtype];
  if (!Ctor) throw new Error(`global shard: unknown array type ${dtype}`);
  if (data.length !== length * Ctor.BYTES_PER_ELEMENT)
    throw new Error(`global shard: ${dtype}[${length}] has ${data.length} bytes`);
  const copy = data.slice();
  if (!LITTLE_ENDIAN && Ctor.BYTES_PER_ELEMENT > 1) reverseEachElement(copy, Ctor.BYTES_PER_ELEMENT);
  const out = new Ctor(length);
  new Uint8Array(out.buffer).set(copy);
  return out;
}

const isTypedArray = (v: unknown): v is TypedArray => ArrayBuffer.isView(v) && !(v instanceof DataView);

/** JSON has no NaN or infinities; they are written as tagged strings. */
function encodeNumber(n: number): number | { $number: string } {
  return Number.isFinite(n) ? n : { $number: String(n) };
}

export function encodeGlobalYear(year: GlobalYear): EncodedGlobalYear {
  const arrays: NamedArray[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (isTypedArray(value)) {
      arrays.push({
        name: path,
        dtype: value.constructor.name,
        length: value.length,
        data: toLittleEndianBytes(value),
      });
      return { $array: path };
    }
    if (typeof value === 'number') return encodeNumber(value);
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}.${i}`));
    if (typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, walk((value as Record<string, unknown>)[k], path ? `${path}.${k}` : k)]),
      );
    }
    throw new Error(`global shard: cannot store a ${typeof value} at ${path}`);
  };
  const skeleton = JSON.stringify(walk(year, ''));
  return { skeleton, arrays };
}

export function decodeGlobalYear(skeleton: string, arrays: readonly NamedArray[]): GlobalYear {
  const byName = new Map(arrays.map((a) => [a.name, a]));
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.$array === 'string') {
      const a = byName.get(record.$array);
      if (!a) throw new Error(`global shard: array ${record.$array} is missing`);
      return fromLittleEndianBytes(a.dtype, a.length, a.data);
    }
    if (typeof record.$number === 'string') return Number(record.$number);
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, revive(v)]));
  };
  return revive(JSON.parse(skeleton)) as GlobalYear;
}
