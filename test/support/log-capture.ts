// A real pino logger (the factory's) whose JSON lines land in an array, parsed, for tests that read the logs back.
import { createLogger, type Logger, type LogLevel } from '../../pipeline/log.ts';

export interface CapturedLog {
  readonly logger: Logger;
  /** Every line written so far, parsed. */
  readonly lines: Record<string, any>[];
  /** The raw text written, for asserting what never appears in it. */
  text(): string;
}

export function captureLog(level: LogLevel = 'info', name = 'gateway'): CapturedLog {
  const raw: string[] = [];
  const lines: Record<string, any>[] = [];
  const logger = createLogger({
    name,
    level,
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line));
      },
    },
  });
  return { logger, lines, text: () => raw.join('') };
}
