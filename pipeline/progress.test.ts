import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { captureLog } from '../test/support/log-capture.ts';
import { formatDuration, progressFigures, ProgressReporter } from './progress.ts';

function sink(isTTY: boolean) {
  const out: string[] = [];
  return { out, s: { isTTY, write: (t: string) => out.push(t) } };
}

test('figures: percent, rate and ETA', () => {
  assert.equal(progressFigures(500, 2000, 2000), { percent: 25, rate: 250, etaSeconds: 6 });
  assert.is(progressFigures(0, 10, 1000).etaSeconds, Infinity);
  assert.equal(
    [formatDuration(59.4), formatDuration(61), formatDuration(3 * 3600 + 120), formatDuration(Infinity)],
    ['59s', '1m01s', '3h02m', '?'],
  );
});

test('not a terminal: plain lines at most every interval, always the last one', () => {
  let now = 0;
  const { out, s } = sink(false);
  const p = new ProgressReporter(s, { label: 'build', unit: 'city-days', lineIntervalMs: 2000, now: () => now });
  for (let done = 0; done <= 10_000; done += 1000) {
    now += 500;
    p.update(done, 10_000);
  }
  p.finish();
  assert.ok(out.every((l) => l.endsWith('\n') && !l.includes('\r')));
  assert.is(out.length, 4);
  assert.match(out[out.length - 1], /^build: 100\.0% 10,000\/10,000 city-days, [\d,]+\/s, ETA 0s\n$/);
});

test('not a terminal, with a logger: the same lines as log records with the figures as fields', () => {
  let now = 0;
  const { out, s } = sink(false);
  const log = captureLog('info', 'pipeline');
  const p = new ProgressReporter(s, { label: 'sync', unit: 'files', now: () => now, logger: log.logger });
  now = 1000;
  p.update(10, 10);
  assert.equal(out, [], 'nothing on the sink');
  const { label, done, total, unit, rate, msg } = log.lines[0]!;
  assert.equal(
    { label, done, total, unit, rate, msg },
    { label: 'sync', done: 10, total: 10, unit: 'files', rate: 10, msg: 'sync: 100.0% 10/10 files, 10/s, ETA 0s' },
  );
});

test('a terminal: one redrawn bar with rate and ETA, ended by finish', () => {
  let now = 0;
  const { out, s } = sink(true);
  const p = new ProgressReporter(s, { label: 'sync', unit: 'files', now: () => now });
  now = 1000;
  p.update(5, 10);
  now = 1050;
  p.update(6, 10);
  now = 2000;
  p.update(10, 10);
  p.finish();
  assert.is(out.length, 3);
  assert.match(out[0], /^\rsync \[#{14}-{14}\] {2}50% 5\/10 files, 5\/s, ETA 1s/);
  assert.is(out[2], '\n');
});

test.run();
