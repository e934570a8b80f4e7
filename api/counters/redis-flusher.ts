// Moves what Redis counted into the store. Redis holds the authoritative usage counts and coverage members while it
// lives; each change marks its counter (or member) in a dirty set. Every replica runs this flusher: it pops a batch
// atomically under a lease, writes it through the store, then ends the lease. A failed write puts the batch back, a
// replica killed mid-write leaves a lease that runs out and another replica takes the batch again, and a counter that
// changed while it was being written is marked again. So nothing Redis counted is lost to a replica's death; the
// store lags Redis by at most the flush interval (plus the lease, after a crash).
import type { Redis } from 'ioredis';

/** One kind of dirty mark (usage counters, coverage members) and how its batch reaches the store. */
export interface DirtyQueue<R> {
  readonly dirtyKey: string;
  readonly inflightKey: string;
  /** Prefix that makes a member the key of its value ('' when the member is the whole record). */
  readonly valuePrefix: string;
  /** The record to write, or null when there is nothing to write (the counter expired). */
  parse(member: string, value: string): R | null;
  save(records: R[]): Promise<void>;
}

export interface FlushCommands {
  countersPopDirty(
    dirty: string,
    inflight: string,
    nowMs: number,
    leaseEndMs: number,
    batch: number,
    valuePrefix: string,
  ): Promise<string[]>;
  countersAckDirty(
    dirty: string,
    inflight: string,
    failed: '0' | '1',
    valuePrefix: string,
    ...pairs: string[]
  ): Promise<number>;
}

export interface FlusherOptions {
  readonly leaseMs: number;
  readonly batch: number;
  /** Wall clock for leases only (how long a replica may hold a batch); windows never read it. */
  readonly wallClock: () => number;
  /** Told about each failed store write (the batch is already back in the dirty set). */
  readonly onStoreError: (e: unknown) => void;
}

/** Writes one batch; returns how many marks it took (a full batch means more may be waiting). */
async function flushBatch<R>(client: Redis & FlushCommands, q: DirtyQueue<R>, opts: FlusherOptions): Promise<number> {
  const now = opts.wallClock();
  const flat = await client.countersPopDirty(
    q.dirtyKey,
    q.inflightKey,
    now,
    now + opts.leaseMs,
    opts.batch,
    q.valuePrefix,
  );
  const step = q.valuePrefix ? 2 : 1;
  const written = new Map<string, string>(); // member -> value, once each even if taken twice
  const records: R[] = [];
  for (let i = 0; i < flat.length; i += step) {
    const member = flat[i]!,
      value = step === 2 ? flat[i + 1]! : '';
    if (written.has(member)) continue;
    written.set(member, value);
    const record = q.parse(member, value);
    if (record) records.push(record);
  }
  if (!written.size) return 0;
  let failed: '0' | '1' = '0';
  if (records.length) {
    try {
      await q.save(records);
    } catch (e) {
      failed = '1';
      opts.onStoreError(e);
    }
  }
  await client.countersAckDirty(q.dirtyKey, q.inflightKey, failed, q.valuePrefix, ...[...written].flat());
  return failed === '1' ? 0 : flat.length / step;
}

/** Drains every queue: batches until one comes back short or a store write fails. */
export async function drain(
  client: Redis & FlushCommands,
  queues: readonly DirtyQueue<unknown>[],
  opts: FlusherOptions,
): Promise<void> {
  for (const q of queues) {
    while ((await flushBatch(client, q, opts)) >= opts.batch);
  }
}
