// The one logger factory of the gateway and the pipeline (pino): JSON lines on stdout, one object per event, at the
// level LOG_LEVEL sets; readable colored lines through pino-pretty when stdout is a terminal. It lives in pipeline/
// because both api/ and pipeline/ may import from here under the import rule (DESIGN.md), and engine/ must stay pure.
//
// Cost: JSON lines are gathered and written in blocks (bufferedStdout below); pino-pretty formats in a worker thread
// (a pino transport), so the pretty terminal output costs the serving thread no more than the JSON does.
import pino, { type DestinationStream, type Logger } from 'pino';
import { z } from 'zod';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** `LOG_LEVEL` as the gateway's config and the pipeline's command line read it. */
export const LogLevelSchema = z.enum(LOG_LEVELS).default('info');

export interface LoggerOptions {
  /** What the lines come from (`gateway`, `pipeline`): every line carries it as `name`. */
  readonly name: string;
  readonly level?: LogLevel;
  /** Where the JSON lines go (tests capture them); default stdout. */
  readonly destination?: DestinationStream;
  /** Pretty lines instead of JSON; default: when stdout is a terminal and no destination is given. */
  readonly pretty?: boolean;
  /**
   * Each line written the moment it is logged. For pipeline runs: a handful of lines, read as they happen (an
   * operator following a worker, a test that kills a worker when it reports taking a job). Default: the gateway's
   * 16 kB blocks.
   */
  readonly lineByLine?: boolean;
}

export function createLogger(options: LoggerOptions): Logger {
  const base = {
    name: options.name,
    level: options.level ?? 'info',
    // pino's own `time`, epoch milliseconds: formatting an ISO date per line showed as 1% of a daily lookup's CPU
  };
  if (options.destination) return pino(base, options.destination);
  if (options.pretty ?? process.stdout.isTTY === true) {
    return pino({
      ...base,
      transport: {
        target: 'pino-pretty',
        options: {
          colorize: true,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
          destination: 1,
        },
      },
    });
  }
  return pino(base, options.lineByLine ? pino.destination({ dest: 1, sync: true }) : bufferedStdout());
}

/** Lines wait at most this long in the block when the server is quiet. */
const FLUSH_EVERY_MS = 250;
/** Characters gathered before one write: about 40 request lines, under sonic-boom's maxWrite (16 KiB). */
const WRITE_AT_CHARS = 12_000;

/**
 * Stdout written in blocks of about 12 kB, and on a timer when the server is quiet. Lines are gathered into one string
 * here (appending is cheap: V8 joins the pieces once, when the block is written) and each block is handed to
 * sonic-boom, pino's own writer, which writes it at once (sync; it retries a full pipe; no fsync). Measured in the
 * served daily lookup: a write per line, or a write handed to libuv's thread pool per event-loop turn, cost 2 to 4
 * times what a line costs to serialize. In CPU profiles the block's byte count, encoding and write come to about
 * 1.1 µs a line, most of it the kernel's write; encoding each line straight into a Buffer block cost the same. The
 * exit and pino's flush() write what is left, so no line waits long or is lost.
 */
function bufferedStdout(): DestinationStream & { flush(cb?: (err?: Error) => void): void } {
  const dest = pino.destination({ dest: 1, sync: true });
  let block = '';
  const writeBlock = () => {
    if (!block) return;
    const out = block;
    block = '';
    dest.write(out);
  };
  setInterval(writeBlock, FLUSH_EVERY_MS).unref();
  process.once('exit', writeBlock);
  return {
    write(line: string) {
      block += line;
      if (block.length >= WRITE_AT_CHARS) writeBlock();
    },
    flush(cb?: (err?: Error) => void) {
      writeBlock();
      cb?.();
    },
  };
}

/** A logger that writes nothing (tests, benchmarks of the bare path). */
export const silentLogger: Logger = pino({ level: 'silent' });

/** LOG_LEVEL from an environment (the pipeline's command line; the gateway reads it in api/gateway/config.ts). */
export function logLevelFrom(env: Readonly<Record<string, string | undefined>>): LogLevel {
  const parsed = LogLevelSchema.safeParse(env.LOG_LEVEL || undefined);
  if (!parsed.success) throw new Error(`invalid environment: LOG_LEVEL: one of ${LOG_LEVELS.join(', ')}`);
  return parsed.data;
}
