// Micro-batching of one Lua script's calls. ioredis pays a fixed cost per command (a Command object, a promise, a
// reply to parse) that dominates the gateway's CPU for a script as short as ADMIT; auto-pipelining saves the round
// trips but not that cost. So the calls one replica makes in the same event-loop turn are collected and sent as ONE
// script call (e.g. ADMIT_MANY) that runs each call's logic in order, and each caller gets its own reply entry back.
// A batch is sent when the turn ends (setImmediate runs after the I/O callbacks of the turn, and after the promise
// jobs they queued) or as soon as it holds `maxCalls`, whichever comes first.

/** Sends one batch: all calls' keys in order, then the call count and per call its key count, arg count and args. */
export type SendBatch<R> = (keys: string[], args: Array<string | number>) => Promise<R[]>;

interface PendingCall<R> {
  readonly keys: readonly string[];
  readonly args: ReadonlyArray<string | number>;
  readonly resolve: (reply: R) => void;
  readonly reject: (e: unknown) => void;
}

export class ScriptBatcher<R> {
  private pending: PendingCall<R>[] = [];
  private scheduled = false;

  constructor(private readonly send: SendBatch<R>, private readonly maxCalls: number) {}

  /** Queues one call for the current batch; settles with its own reply, or with the whole batch's failure. */
  run(keys: readonly string[], args: ReadonlyArray<string | number>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ keys, args, resolve, reject });
      if (this.pending.length >= this.maxCalls) this.sendPending();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.onTurnEnd);
      }
    });
  }

  private readonly onTurnEnd = (): void => {
    this.scheduled = false;
    if (this.pending.length) this.sendPending();
  };

  private sendPending(): void {
    const batch = this.pending;
    this.pending = [];
    const keys: string[] = [];
    const args: Array<string | number> = [batch.length];
    for (const call of batch) {
      keys.push(...call.keys);
      args.push(call.keys.length, call.args.length, ...call.args);
    }
    this.send(keys, args).then(
      (replies) => {
        // A reply that does not match the batch is a failure of every call in it, never a reply given to the wrong one.
        if (replies.length !== batch.length) throw new Error(`batch of ${batch.length} got ${replies.length} replies`);
        batch.forEach((call, i) => call.resolve(replies[i]!));
      },
    ).catch((e: unknown) => { for (const call of batch) call.reject(e); });
  }
}
