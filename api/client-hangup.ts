// A client that hangs up before its answer ends (a download cancelled, a browser tab closed) is not a server error.
// Koa reports it twice when a body is streamed: the socket's ECONNRESET and the body pipeline's premature close, each
// with a stack (issue #28: an aborted export logged two error lines). This listener logs it once per request, at
// info and without a stack; any other error Koa hands over stays an error.
import type { Logger } from '../pipeline/log.ts';

/** The codes a connection the client closed surfaces as, on the socket or on the stream piped into it. */
const HANGUP_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

interface ErrorContext {
  readonly method: string;
  readonly path: string;
  readonly res: { readonly writableFinished: boolean };
  readonly state?: { readonly requestId?: string };
}

export function isClientHangup(err: unknown, ctx?: ErrorContext): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code !== undefined && HANGUP_CODES.has(code) && !ctx?.res.writableFinished;
}

/** The Koa application's `error` listener. */
export function koaErrorListener(logger: Logger): (err: unknown, ctx?: ErrorContext) => void {
  const reported = new WeakSet<object>();
  return (err, ctx) => {
    if (!isClientHangup(err, ctx)) {
      logger.error({ err }, 'unhandled koa error');
      return;
    }
    if (ctx && reported.has(ctx)) return;
    if (ctx) reported.add(ctx);
    logger.info(
      {
        request_id: ctx?.state?.requestId,
        method: ctx?.method,
        path: ctx?.path,
        code: (err as NodeJS.ErrnoException).code,
      },
      'client closed the connection before the answer ended',
    );
  };
}
