// LEB128 varints with zigzag for signed values: small numbers take one byte, which is what makes a
// city-day a few bytes (SHARD-FORMAT.md). Values stay within ±2^52, so plain arithmetic (not bit ops) is used.

const zigzag = (v: number): number => (v >= 0 ? 2 * v : -2 * v - 1);
const unzigzag = (u: number): number => (u % 2 === 0 ? u / 2 : -(u + 1) / 2);

export class ByteWriter {
  private buffer = new Uint8Array(1024);
  private length = 0;

  unsigned(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`varint: ${value} is not a non-negative safe integer`);
    if (this.length + 8 > this.buffer.length) this.grow();
    let v = value;
    while (v >= 128) {
      this.buffer[this.length++] = (v % 128) | 128;
      v = Math.floor(v / 128);
    }
    this.buffer[this.length++] = v;
  }

  signed(value: number): void {
    if (!Number.isSafeInteger(value)) throw new RangeError(`varint: ${value} is not a safe integer`);
    this.unsigned(zigzag(value));
  }

  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }

  private grow(): void {
    const next = new Uint8Array(this.buffer.length * 2);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }
}

export class ByteReader {
  private offset = 0;
  private readonly data: Uint8Array;

  constructor(data: Uint8Array) {
    this.data = data;
  }

  unsigned(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.offset >= this.data.length) throw new RangeError('varint: read past the end of the blob');
      const byte = this.data[this.offset++];
      value += (byte & 127) * scale;
      if (byte < 128) return value;
      scale *= 128;
    }
  }

  signed(): number {
    return unzigzag(this.unsigned());
  }

  get done(): boolean {
    return this.offset >= this.data.length;
  }
}
