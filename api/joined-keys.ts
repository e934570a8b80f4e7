// Map keys joined from two parts (an account and a product, a key and a product), made once per pair instead of on
// every request. A key built per request is a new string each time, which every Map lookup copies flat and hashes
// again; the parts themselves come from cached rows and route specs, the same string objects call after call, so
// looking them up hashes nothing new. In a profile of the served daily lookup, the lookups with per-request keys (rate
// window, usage counter, plan row) came to about 2.5% of the server's CPU.

/** Pairs remembered per first part before the whole memo is dropped (it is rebuilt as requests come). */
const MAX_FIRST_PARTS = 50_000;

export class JoinedKeys {
  private readonly byFirst = new Map<string, Map<string, string>>();
  private readonly join: (first: string, second: string) => string;

  constructor(join: (first: string, second: string) => string) {
    this.join = join;
  }

  /** `join(first, second)`, the same string object for the same pair. */
  of(first: string, second: string): string {
    let seconds = this.byFirst.get(first);
    if (!seconds) {
      if (this.byFirst.size >= MAX_FIRST_PARTS) this.byFirst.clear();
      seconds = new Map();
      this.byFirst.set(first, seconds);
    }
    let key = seconds.get(second);
    if (key === undefined) {
      key = this.join(first, second);
      seconds.set(second, key);
    }
    return key;
  }
}
