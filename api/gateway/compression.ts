// Answers in brotli or gzip, as the client's Accept-Encoding allows (issue #41), with Node's own zlib.
//
// A cached answer (a rendered day) is compressed once: `PrecompressedJson` keeps, beside the plain bytes, the
// compressed form of `{<top-level fields>"data":<day>` as a stream that is flushed but not finished. Each call then
// appends its own tail (`,"meta":{...},"dev_notes":[...]}`, which carries the request's instant) *uncompressed*,
// framed by hand, and ends the stream: no compressor runs per call, only a few small buffers are written.
//   - gzip (RFC 1951/1952): the deflate stream ends with a sync flush (byte-aligned, no final block); the tail goes
//     in stored blocks (header byte 0/1, LEN, NLEN, bytes), the last one final; the trailer is the CRC-32 of the
//     whole text (continued from the cached prefix's CRC over the tail) and its length.
//   - brotli (RFC 7932): the stream ends with BROTLI_OPERATION_FLUSH (byte-aligned, no last meta-block); the tail goes
//     in uncompressed meta-blocks (ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1, padded to the byte), then an empty
//     last meta-block (ISLAST 1, ISLASTEMPTY 1: the byte 0x03).
// An answer computed per call is compressed whole, at a quality that costs little (it is sent once).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as Z, crc32, deflateRawSync, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a body goes as it is: the frame and the header cost about what compression would save. */
export const MIN_COMPRESS_BYTES = 1024;

/** A cached day is compressed once and sent many times: a quality whose cost (about 1 ms for 15 kB) is paid once. */
const CACHED_BROTLI_QUALITY = 6;
/** A body compressed per call (not cached): the cheapest quality that still gets most of the gain. */
const CALL_BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/**
 * Above this a body compressed per call (a yearly answer, 5 MB) gets gzip's fastest level: level 6 took about 100 ms
 * for a year of days where level 1 takes 28 ms (brotli's quality 4 takes about 25 ms and stays).
 */
const LARGE_BODY_BYTES = 256 * 1024;

function acceptsCoding(header: string, coding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name!.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

let lastHeader: string | undefined;
let lastChoice: Encoding | null = null;

/**
 * The coding to answer in: brotli when accepted, else gzip, else none (`*` alone is not taken as a promise to decode
 * either). Clients send the same header on every call, so the last one's answer is kept.
 */
export function negotiate(header: string | undefined): Encoding | null {
  if (header === undefined || header === '') return null;
  if (header === lastHeader) return lastChoice;
  const choice: Encoding | null = acceptsCoding(header, 'br') ? 'br' : acceptsCoding(header, 'gzip') ? 'gzip' : null;
  lastHeader = header;
  lastChoice = choice;
  return choice;
}

/** Content types worth compressing (text of some kind); images, PDFs and archives are compressed already. */
export function isCompressibleType(type: string | number | undefined): boolean {
  return typeof type === 'string' && /json|^text\/|javascript|svg|xml|calendar/i.test(type);
}

/** A whole body compressed once (an answer made per call). */
export function compressWhole(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: body.length > LARGE_BODY_BYTES ? 1 : GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [Z.BROTLI_PARAM_QUALITY]: CALL_BROTLI_QUALITY,
      [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT,
      [Z.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_MAX = 0xffff;
/** ISLAST 1, ISLASTEMPTY 1: the empty last meta-block that ends a brotli stream. */
const BROTLI_LAST_EMPTY = 0x03;

/**
 * `tail` as deflate stored blocks (the last one final) after a byte-aligned stream, then the gzip trailer (the CRC-32
 * continued from `crc`, the length): one buffer, the text encoded straight into it.
 */
function storedTail(tail: string, crc: number, headLength: number): Buffer {
  const len = Buffer.byteLength(tail);
  const blocks = Math.max(1, Math.ceil(len / STORED_MAX));
  const out = Buffer.allocUnsafe(len + 5 * blocks + 8);
  const text = Buffer.allocUnsafe(len);
  text.write(tail, 0, 'utf8');
  let at = 0;
  let o = 0;
  for (let b = 0; b < blocks; b++) {
    const n = Math.min(STORED_MAX, len - at);
    out[o] = b === blocks - 1 ? 1 : 0;
    out.writeUInt16LE(n, o + 1);
    out.writeUInt16LE(~n & 0xffff, o + 3);
    text.copy(out, o + 5, at, at + n);
    o += 5 + n;
    at += n;
  }
  out.writeUInt32LE(crc32(text, crc), o);
  out.writeUInt32LE((headLength + len) >>> 0, o + 4);
  return out;
}

/** `tail` as brotli uncompressed meta-blocks (at most 65,536 bytes each), then the empty last meta-block. */
function uncompressedTail(tail: string): Buffer {
  const len = Buffer.byteLength(tail);
  if (len <= 0x10000) {
    // one meta-block: bit 0 ISLAST=0, bits 1-2 MNIBBLES-4=0, bits 3-18 MLEN-1, bit 19 ISUNCOMPRESSED=1, 20-23 padding
    const out = Buffer.allocUnsafe(len + 4);
    const bits = ((len - 1) << 3) | (1 << 19);
    out[0] = bits & 0xff;
    out[1] = (bits >>> 8) & 0xff;
    out[2] = (bits >>> 16) & 0xff;
    out.write(tail, 3, 'utf8');
    out[len + 3] = BROTLI_LAST_EMPTY;
    return out;
  }
  const text = Buffer.from(tail);
  const parts: Buffer[] = [];
  for (let at = 0; at < len; at += 0x10000) {
    const n = Math.min(0x10000, len - at);
    const bits = ((n - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]), text.subarray(at, at + n));
  }
  parts.push(Buffer.from([BROTLI_LAST_EMPTY]));
  return Buffer.concat(parts);
}

interface GzipHead {
  readonly deflated: Buffer;
  readonly crc: number;
  readonly length: number;
}

/**
 * A cached JSON value and its compressed forms, made on first use per encoding and per top-level prefix (a plan's
 * `profile`/`features`): a rendered day keeps one (api/panchang/service.ts), so repeats cost no compression.
 */
export class PrecompressedJson {
  readonly json: Buffer;
  /** A tag of what produced the bytes (the data generation and the request), for a weak ETag; null: none. */
  readonly tag: string | null;
  private readonly br = new Map<string, Buffer>();
  private readonly gz = new Map<string, GzipHead>();
  private etags: Map<string, string> | null = null;
  /** The last etag asked for: calls of one plan and version ask for the same one. */
  private last: { prefix: string; apiVersion: string; etag: string } | null = null;

  constructor(json: Buffer, tag: string | null = null) {
    this.json = json;
    this.tag = tag;
  }

  /**
   * A weak ETag (the envelope's meta carries the request's instant, so equal answers are equal in meaning, not in
   * bytes): the data's tag, then a hash of the answer's top-level fields (the plan) and the API version; null untagged.
   */
  etag(prefix: string, apiVersion: string): string | null {
    if (this.tag === null) return null;
    const last = this.last;
    if (last !== null && last.prefix === prefix && last.apiVersion === apiVersion) return last.etag;
    const key = `${apiVersion}|${prefix}`;
    this.etags ??= new Map();
    let etag = this.etags.get(key);
    if (etag === undefined) {
      etag = `W/"${this.tag}.${createHash('sha256').update(key).digest('base64url').slice(0, 12)}"`;
      this.etags.set(key, etag);
    }
    this.last = { prefix, apiVersion, etag };
    return etag;
  }

  /** The whole answer `prefix + json + tail`, encoded: the cached compressed head and the tail framed as is. */
  parts(encoding: Encoding, prefix: string, tail: string): Buffer[] {
    if (encoding === 'br') return [this.brotliHead(prefix), uncompressedTail(tail)];
    const head = this.gzipHead(prefix);
    return [GZIP_HEADER, head.deflated, storedTail(tail, head.crc, head.length)];
  }

  private brotliHead(prefix: string): Buffer {
    let head = this.br.get(prefix);
    if (!head) {
      const text = Buffer.concat([Buffer.from(prefix), this.json]);
      head = brotliCompressSync(text, {
        params: {
          [Z.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
          [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT,
          [Z.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
        finishFlush: Z.BROTLI_OPERATION_FLUSH,
      });
      this.br.set(prefix, head);
    }
    return head;
  }

  private gzipHead(prefix: string): GzipHead {
    let head = this.gz.get(prefix);
    if (!head) {
      const text = Buffer.concat([Buffer.from(prefix), this.json]);
      head = {
        deflated: deflateRawSync(text, { level: GZIP_LEVEL, finishFlush: Z.Z_SYNC_FLUSH }),
        crc: crc32(text),
        length: text.length,
      };
      this.gz.set(prefix, head);
    }
    return head;
  }
}

/** `If-None-Match` names `etag` (weak comparison, RFC 9110 8.8.3.2: the W/ prefix is ignored; `*` matches any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const part of ifNoneMatch.split(',')) {
    const t = part.trim();
    if (t === '*' || (t.startsWith('W/') ? t.slice(2) : t) === opaque) return true;
  }
  return false;
}
