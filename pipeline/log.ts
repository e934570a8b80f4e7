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

/** Lines wait at most this long in the buffer when the server is quiet. */
const FLUSH_EVERY_MS = 250;
/** Bytes gathered before one write: about 60 request lines. */
const WRITE_AT_BYTES = 16_000; // below sonic-boom's maxWrite (16 KiB)

/**
 * Stdout written in 16 kB blocks by the thread that logs (sonic-boom, pino's own writer; no fsync), and on a timer
 * when the server is quiet. Measured on this machine, a write per line, or a write handed to libuv's thread pool per
 * event-loop turn (sync: false), cost the daily lookup 2 to 4 times what a line costs to serialize. The exit flushes
 * what is left, so no line waits long or is lost.
 *
 * Lines are handed to sonic-boom as bytes (its `buffer` mode): in its default utf8 mode it measures the whole pending
 * block (Buffer.byteLength) at every line, which grows with the block (1.1 µs a line at 4 kB, 2.5 µs at 16 kB in CPU
 * profiles of the served daily lookup); in buffer mode a line costs its own encoding and the block is joined once.
 */
function bufferedStdout(): DestinationStream {
  const dest = pino.destination({
    dest: 1,
    sync: true,
    minLength: WRITE_AT_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
    contentMode: 'buffer',
  });
  process.once('exit', () => dest.flushSync());
  return { write: (line: string) => dest.write(Buffer.from(line) as unknown as string) };
}

/** A logger that writes nothing (tests, benchmarks of the bare path). */
export const silentLogger: Logger = pino({ level: 'silent' });

/** LOG_LEVEL from an environment (the pipeline's command line; the gateway reads it in api/config.ts). */
export function logLevelFrom(env: Readonly<Record<string, string | undefined>>): LogLevel {
  const parsed = LogLevelSchema.safeParse(env.LOG_LEVEL || undefined);
  if (!parsed.success) throw new Error(`invalid environment: LOG_LEVEL: one of ${LOG_LEVELS.join(', ')}`);
  return parsed.data;
}
