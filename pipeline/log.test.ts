import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLogger, logLevelFrom, type LogLevel } from './log.ts';

function captured(level: LogLevel) {
  const lines: Record<string, any>[] = [];
  const logger = createLogger({
    name: 'pipeline',
    level,
    destination: { write: (s: string) => void lines.push(JSON.parse(s)) },
  });
  return { logger, lines };
}

test('JSON lines at the level set: name, time (epoch ms), fields, message', () => {
  const { logger, lines } = captured('warn');
  logger.info({ jobs: 3 }, 'hidden below warn');
  logger.warn({ jobs: 3 }, 'shown');
  assert.is(lines.length, 1);
  assert.equal([lines[0]!.level, lines[0]!.name, lines[0]!.jobs, lines[0]!.msg], [40, 'pipeline', 3, 'shown']);
  assert.ok(Math.abs(lines[0]!.time - Date.now()) < 60_000);
});

test('an error is written with its type, message and stack', () => {
  const { logger, lines } = captured('info');
  logger.error({ err: new RangeError('out of window') }, 'job failed');
  assert.equal([lines[0]!.err.type, lines[0]!.err.message], ['RangeError', 'out of window']);
  assert.match(lines[0]!.err.stack, /RangeError: out of window\n\s+at /);
});

test('LOG_LEVEL: default info, a known level, or a start-stopping message', () => {
  assert.is(logLevelFrom({}), 'info');
  assert.is(logLevelFrom({ LOG_LEVEL: '' }), 'info');
  assert.is(logLevelFrom({ LOG_LEVEL: 'debug' }), 'debug');
  assert.throws(() => logLevelFrom({ LOG_LEVEL: 'verbose' }), /LOG_LEVEL: one of fatal, error/);
});

test.run();
