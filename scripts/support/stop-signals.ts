// SIGTERM and SIGINT handling shared by `npm start` (one gateway), its cluster primary and workers.
//
// One stop can arrive as two signals: Ctrl-C in a terminal reaches every process of the foreground group, and
// `npm start` (npm's run-script) forwards the SIGINT or SIGTERM it got to its child as well; the cluster primary
// relays to workers that the terminal already reached. So a signal within DUPLICATE_WINDOW_MS of the first is that
// same stop; one after it is the operator asking again, which ends the process at once.
import { constants } from 'node:os';

const DUPLICATE_WINDOW_MS = 500;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

export interface StopHandlers {
  /** The first signal: start the graceful stop. */
  first(signal: StopSignal): void;
  /** A later signal; by default the process exits at once with 128 + the signal's number. */
  again?(signal: StopSignal): void;
}

export function onStopSignals(handlers: StopHandlers): void {
  let firstAt: number | null = null;
  const again = handlers.again ?? ((signal: StopSignal) => process.exit(128 + constants.signals[signal]));
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (firstAt === null) {
        firstAt = Date.now();
        handlers.first(signal);
      } else if (Date.now() - firstAt > DUPLICATE_WINDOW_MS) {
        again(signal);
      }
    });
  }
}
