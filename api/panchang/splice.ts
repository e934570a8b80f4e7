// JSON bodies assembled from already-serialized parts (cached days), so a month or a year of days is not
// serialized again: Buffers are inserted as they are, arrays of Buffers as JSON arrays, anything else stringified.
const COMMA = Buffer.from(',');

function valueBytes(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (Array.isArray(value) && value.length > 0 && value.every((v) => Buffer.isBuffer(v))) {
    const parts: Buffer[] = [Buffer.from('[')];
    value.forEach((v, i) => { if (i) parts.push(COMMA); parts.push(v as Buffer); });
    parts.push(Buffer.from(']'));
    return Buffer.concat(parts);
  }
  return Buffer.from(JSON.stringify(value));
}

/** `{"k1":v1,"k2":v2,...}` in the given key order. */
export function spliceJson(fields: ReadonlyArray<readonly [string, unknown]>): Buffer {
  const parts: Buffer[] = [Buffer.from('{')];
  fields.forEach(([key, value], i) => {
    parts.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(key)}:`), valueBytes(value));
  });
  parts.push(Buffer.from('}'));
  return Buffer.concat(parts);
}
