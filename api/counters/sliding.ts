// Sliding windows in memory (contact and feedback submissions per IP and per e-mail): each bucket keeps the instants
// of its hits within the window. A hit older than the window by exactly `windowMs` no longer counts, as when the
// limits were counted from stored rows (`created_at > now - window`).
import type { SlidingDecision, SlidingLimit } from './types.ts';

/** Buckets beyond this many trigger a sweep of those whose every hit has left the window. */
const SWEEP_THRESHOLD = 50_000;

export class SlidingWindows {
  private readonly hits = new Map<string, number[]>();

  /** Checks every limit, then (only when all pass) counts one hit against each. */
  hit(limits: readonly SlidingLimit[], windowMs: number, nowMs: number): SlidingDecision {
    const since = nowMs - windowMs;
    const lists = limits.map((l) => this.recent(l.bucket, since));
    for (let i = 0; i < limits.length; i++) {
      const list = lists[i]!,
        { limit } = limits[i]!;
      if (list.length >= limit) return { allowed: false, index: i, limit, retryAtMs: list[0]! + windowMs };
    }
    if (this.hits.size > SWEEP_THRESHOLD) this.sweep(since);
    for (let i = 0; i < limits.length; i++) {
      const list = lists[i]!;
      list.push(nowMs);
      // A clock moved back by hand keeps the list in time order, so the oldest stays first.
      if (list.length > 1 && list[list.length - 2]! > nowMs) list.sort((a, b) => a - b);
      this.hits.set(limits[i]!.bucket, list);
    }
    return { allowed: true };
  }

  private recent(bucket: string, since: number): number[] {
    const list = this.hits.get(bucket);
    if (!list) return [];
    let drop = 0;
    while (drop < list.length && list[drop]! <= since) drop++;
    if (drop) list.splice(0, drop);
    return list;
  }

  private sweep(since: number): void {
    for (const [bucket, list] of this.hits)
      if (!list.length || list[list.length - 1]! <= since) this.hits.delete(bucket);
  }
}
