// Micro-batching of one Lua script's calls. ioredis pays a fixed cost per command (a Command object, a promise, a
// reply to parse) that dominates the gateway's CPU for a script as short as ADMIT; auto-pipelining saves the round
// trips but not that cost. So the calls one replica makes in the same event-loop turn are collected and sent as ONE
// script call (e.g. ADMIT_MANY) that runs each call's logic in order, and each caller gets its own reply back.
// A batch is sent when the turn ends (setImmediate runs after the turn's I/O callbacks and the promise jobs they
// queued) or as soon as it holds `maxCalls`, whichever comes first.

/**
 * Sends one batch, the calls in the order they were made; answers one reply per call, in the same order: an Error
 * fails that call alone, a rejection the whole batch.
 */
export type SendBatch<Q, R> = (calls: Q[]) => Promise<Array<R | Error>>;

export class ScriptBatcher<Q, R> {
  private calls: Q[] = [];
  private waiting: Array<{ resolve: (reply: R) => void; reject: (e: unknown) => void }> = [];
  private scheduled = false;

  private readonly send: SendBatch<Q, R>;
  private readonly maxCalls: number;

  constructor(send: SendBatch<Q, R>, maxCalls: number) {
    this.send = send;
    this.maxCalls = maxCalls;
  }

  /** Queues one call for the current batch; settles with its own reply, or with the whole batch's failure. */
  run(call: Q): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.calls.push(call);
      this.waiting.push({ resolve, reject });
      if (this.calls.length >= this.maxCalls) this.sendPending();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.onTurnEnd);
      }
    });
  }

  private readonly onTurnEnd = (): void => {
    this.scheduled = false;
    if (this.calls.length) this.sendPending();
  };

  private sendPending(): void {
    const calls = this.calls,
      waiting = this.waiting;
    this.calls = [];
    this.waiting = [];
    this.send(calls)
      .then((replies) => {
        // A reply that does not match the batch fails every call in it, rather than give any call another's reply.
        if (replies.length !== calls.length)
          throw new Error(`a batch of ${calls.length} calls got ${replies.length} replies`);
        waiting.forEach((w, i) => {
          const reply = replies[i]!;
          if (reply instanceof Error) w.reject(reply);
          else w.resolve(reply);
        });
      })
      .catch((e: unknown) => {
        for (const w of waiting) w.reject(e);
      });
  }
}
