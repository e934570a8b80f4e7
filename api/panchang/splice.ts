// Answers assembled from already-serialized parts (cached days), so a month or a year of days is not serialized
// again. An answer is described once, as fields whose values may be cached days; the object the response schema
// checks and the bytes the client gets are two projections of that one description, so they cannot disagree
// (each cached day's bytes are its object's JSON: PanchangService.remember makes them so).
const COMMA = Buffer.from(',');

/** A value serialized ahead of time: its object and that object's JSON bytes. */
export interface Preserialized {
  readonly data: unknown;
  readonly dataJson: Buffer;
}
export interface Fields {
  readonly fields: ReadonlyArray<readonly [string, Part]>;
}
export type Part = string | number | boolean | null | Preserialized | Fields | readonly Part[];

/** An object with these keys in this order. */
export const fields = (...entries: ReadonlyArray<readonly [string, Part]>): Fields => ({ fields: entries });

const isFields = (p: object): p is Fields => 'fields' in p;

function objectOf(part: Part): unknown {
  if (part === null || typeof part !== 'object') return part;
  if (Array.isArray(part)) return part.map(objectOf);
  if (isFields(part as object)) return Object.fromEntries((part as Fields).fields.map(([k, v]) => [k, objectOf(v)]));
  return (part as Preserialized).data;
}

function pushBytes(part: Part, out: Buffer[]): void {
  if (part === null || typeof part !== 'object') {
    out.push(Buffer.from(JSON.stringify(part)));
    return;
  }
  if (Array.isArray(part)) {
    out.push(Buffer.from('['));
    part.forEach((v, i) => {
      if (i) out.push(COMMA);
      pushBytes(v, out);
    });
    out.push(Buffer.from(']'));
    return;
  }
  if (isFields(part as object)) {
    out.push(Buffer.from('{'));
    (part as Fields).fields.forEach(([key, value], i) => {
      out.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(key)}:`));
      pushBytes(value, out);
    });
    out.push(Buffer.from('}'));
    return;
  }
  out.push((part as Preserialized).dataJson);
}

/** The answer's object (for the response schema) and its bytes (for the client), from one description. */
export function spliced(answer: Fields): Preserialized {
  const parts: Buffer[] = [];
  pushBytes(answer, parts);
  return { data: objectOf(answer), dataJson: Buffer.concat(parts) };
}
