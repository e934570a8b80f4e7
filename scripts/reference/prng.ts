// Deterministic pseudo-random numbers for choosing fixture samples. The fixtures must be
// byte-identical on every run, so nothing here may depend on the clock or Math.random.

/** 32-bit FNV-1a hash: turns a place id into a stable per-place seed. */
export function hashString32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A small 32-bit generator (Weyl sequence + avalanche mix); plenty for sampling dates. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform integer in [0, 2^32). */
  nextUint32(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** Uniform float in [0, 1) with 53 bits, built from two draws. */
  nextFloat(): number {
    const high = this.nextUint32() >>> 5; // 27 bits
    const low = this.nextUint32() >>> 6; // 26 bits
    return (high * 67108864 + low) / 9007199254740992;
  }

  /** Uniform integer in [0, n). */
  nextInt(n: number): number {
    return Math.floor(this.nextFloat() * n);
  }

  /** `count` distinct integers from [0, n), ascending. */
  distinctSorted(count: number, n: number): number[] {
    if (count > n) throw new RangeError(`cannot draw ${count} distinct values from ${n}`);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(this.nextInt(n));
    return [...chosen].sort((a, b) => a - b);
  }
}
