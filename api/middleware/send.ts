// Writes an answer's bytes straight to Node's response, and holds the write to the end of the event-loop
// turn that produced it. Under load one turn reads many requests; their answers then leave back to back, so
// the client side is woken once for the batch rather than once per answer. On this 2-core box that cut
// the server's CPU per daily answer from 77 to 65 µs (docs/benchmarks.md, "Speed"). An idle server adds no delay: the
// batch is flushed in the same turn, right after the poll phase.
import type { ServerResponse } from 'node:http';
import type { Logger } from '../../pipeline/log.ts';
import type { Encoding } from '../gateway/compression.ts';
import { type Ctx, type PendingHeaders, takeHeaders } from './context.ts';

type Part = string | Buffer;

const EMPTY = Buffer.alloc(0);

interface PendingAnswer {
  readonly res: ServerResponse;
  readonly status: number;
  /** Every header the chain set for it (context.ts PendingHeaders), handed to `writeHead` in one call. */
  readonly headers: (string | number)[];
  readonly parts: readonly Part[];
}

export class AnswerWriter {
  private pending: PendingAnswer[] = [];
  private readonly flushBound = () => this.flush();

  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  /**
   * Takes the answer over from Koa: status, JSON type and length now; the parts at the end of this turn. `encoding`:
   * the parts are that coding of the JSON (compression.ts), said in Content-Encoding.
   */
  sendJson(ctx: Ctx, status: number, parts: readonly Part[], encoding: Encoding | null = null): void {
    let length = 0;
    for (const p of parts) length += typeof p === 'string' ? Buffer.byteLength(p) : p.length;
    const headers = takeHeaders(ctx);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', length);
    this.queue(ctx, status, headers, parts);
  }

  /** A conditional request whose copy is current: 304 with the headers gathered (ETag, Vary...) and no body. */
  sendNotModified(ctx: Ctx): void {
    this.queue(ctx, 304, takeHeaders(ctx), [EMPTY]);
  }

  private queue(ctx: Ctx, status: number, headers: PendingHeaders, parts: readonly Part[]): void {
    const res = ctx.res;
    ctx.respond = false;
    res.statusCode = status;
    this.pending.push({ res, status, headers: headers.flat, parts });
    if (this.pending.length === 1) setImmediate(this.flushBound);
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    for (const { res, status, headers, parts } of batch) {
      if (res.writableEnded || res.destroyed) continue; // the client went away (or a timeout ended it) this turn
      try {
        // headers set on the response itself (Connection: close while draining) are kept; ours override them
        res.writeHead(status, headers);
        res.socket?.cork();
        const last = parts.length - 1;
        for (let i = 0; i < last; i++) res.write(parts[i]);
        res.end(parts[last]); // end() fully uncorks: the headers and every part leave in one writev
      } catch (err) {
        this.logger.error({ err }, 'writing an answer failed');
        res.destroy();
      }
    }
  }
}
