// Progress for long runs: a redrawn bar with rate and ETA on a terminal, periodic lines otherwise (CI logs, pipes),
// so a log file never fills with carriage returns. Given the run's logger, those lines are log records with the
// figures as fields; without one, plain text on the sink.
import type { Logger } from './log.ts';

export interface ProgressSink {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressOptions {
  /** What is counted (`city-days`, `files`). */
  readonly unit: string;
  readonly label: string;
  /** Minimum time between plain lines (ms); the bar redraws at most ten times a second. */
  readonly lineIntervalMs?: number;
  /** The clock (tests pass a fake one). */
  readonly now?: () => number;
  /** Off a terminal, each line goes to this logger (info) instead of the sink. */
  readonly logger?: Pick<Logger, 'info'>;
}

const BAR_WIDTH = 28;

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60
    ? `${m}m${String(s % 60).padStart(2, '0')}s`
    : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

const grouped = (n: number) => Math.round(n).toLocaleString('en-US');

export interface ProgressLine {
  readonly percent: number;
  readonly rate: number;
  readonly etaSeconds: number;
}

/** Percent, rate per second and remaining seconds of a run started `elapsedMs` ago. */
export function progressFigures(done: number, total: number, elapsedMs: number): ProgressLine {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  return {
    percent: total > 0 ? (100 * done) / total : 100,
    rate,
    etaSeconds: rate > 0 ? (total - done) / rate : Infinity,
  };
}

export class ProgressReporter {
  private readonly started: number;
  private lastDraw = -Infinity;
  private readonly now: () => number;
  private drewBar = false;

  private readonly sink: ProgressSink;
  private readonly options: ProgressOptions;

  constructor(sink: ProgressSink, options: ProgressOptions) {
    this.sink = sink;
    this.options = options;
    this.now = options.now ?? Date.now;
    this.started = this.now();
  }

  /** `detail` (e.g. jobs done/total) follows the counts. */
  update(done: number, total: number, detail?: string): void {
    const t = this.now();
    const tty = this.sink.isTTY === true;
    const interval = tty ? 100 : (this.options.lineIntervalMs ?? 2000);
    if (t - this.lastDraw < interval && done < total) return;
    this.lastDraw = t;
    const f = progressFigures(done, total, t - this.started);
    const counts = `${grouped(done)}/${grouped(total)} ${this.options.unit}, ${grouped(f.rate)}/s, ETA ${formatDuration(f.etaSeconds)}${detail ? `, ${detail}` : ''}`;
    if (tty) {
      const filled = Math.round((BAR_WIDTH * f.percent) / 100);
      this.sink.write(
        `\r${this.options.label} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${f.percent.toFixed(0).padStart(3)}% ${counts}\x1b[K`,
      );
      this.drewBar = true;
    } else if (this.options.logger) {
      const fields = { label: this.options.label, done, total, unit: this.options.unit, rate: Math.round(f.rate) };
      this.options.logger.info(fields, `${this.options.label}: ${f.percent.toFixed(1)}% ${counts}`);
    } else {
      this.sink.write(`${this.options.label}: ${f.percent.toFixed(1)}% ${counts}\n`);
    }
  }

  /** Ends the bar's line (the caller prints its summary after it). */
  finish(): void {
    if (this.drewBar) this.sink.write('\n');
    this.drewBar = false;
  }
}
