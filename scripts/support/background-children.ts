// The gateway's background processes (the other profiles' shard build, the accuracy measurement): on a stop signal
// the gateway asks them to stop and waits for them, within a bound, before it exits. Until then they were only
// signalled as the gateway exited, so a supervisor (or a test) that removed the DATA_DIR right after the gateway left
// could race a child still unlinking its temp files.
import type { ChildProcess } from 'node:child_process';

/** How long a stop waits for background children after SIGTERM before it kills them. */
export const BACKGROUND_STOP_MS = 3_000;

const live = new Set<ChildProcess>();

/** Keeps `child` until it exits, so a stop can wait for it. */
export function trackBackgroundChild(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  live.add(child);
  child.once('exit', () => live.delete(child));
}

/** How many background children are running. */
export function backgroundChildCount(): number {
  return live.size;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * Sends SIGTERM to every running background child and resolves once all have exited; one still running after
 * `withinMs` gets SIGKILL (and is waited for: a killed process exits at once). Resolves with how many were stopped.
 */
export async function stopBackgroundChildren(withinMs: number = BACKGROUND_STOP_MS): Promise<number> {
  const children = [...live];
  if (!children.length) return 0;
  for (const child of children) child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const overran = new Promise<'overran'>((resolve) => {
    timer = setTimeout(() => resolve('overran'), withinMs);
  });
  const all = Promise.all(children.map(exited));
  if ((await Promise.race([all, overran])) === 'overran') {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await all;
  }
  clearTimeout(timer);
  return children.length;
}
