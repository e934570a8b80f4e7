// Component checks behind /health, /status and the X-Degraded headers, and the uptime record.
import { DAY_MS, MINUTE_MS, type Clock } from './gateway/clock.ts';
import type { HeartbeatStore } from './store/heartbeats.ts';

export type ComponentState = 'ok' | 'degraded' | 'down';

export interface CheckResult {
  status: ComponentState;
  reason?: string;
}

export interface ComponentCheck {
  /** Stable lowercase name: gateway, accounts-db, city-directory, horoscope-engine... */
  readonly name: string;
  /** May answer at once or later (a database ping); one that takes longer than CHECK_TIMEOUT_MS is down. */
  check(): CheckResult | Promise<CheckResult>;
  /**
   * Synchronous and cheap (reads a client's connection state): evaluated again on every snapshot, so /health and the
   * X-Degraded headers change the moment the component does instead of at the next background refresh.
   */
  readonly live?: boolean;
}

export interface ComponentStatus {
  readonly name: string;
  readonly status: ComponentState;
  readonly reason?: string;
}

export type OverallStatus = 'operational' | 'degraded' | 'partial_outage' | 'major_outage';

export interface HealthSnapshot {
  readonly components: readonly ComponentStatus[];
  readonly degraded: boolean;
  readonly status: OverallStatus;
  /** Components not ok, each with the instant it was first seen so. */
  readonly incidents: readonly { component: string; status: ComponentState; reason: string; sinceMs: number }[];
  /** Short slug for X-Degraded-Reason, null when all is well. */
  readonly reason: string | null;
  readonly checkedAtMs: number;
}

/** How often the checks run, in the background: requests read the last snapshot and never wait on a check. */
export const REFRESH_MS = 5_000;
export const CHECK_TIMEOUT_MS = 2_000;
const UPTIME_WINDOW_MS = 30 * DAY_MS;

export class HealthMonitor {
  private last: HealthSnapshot;
  private lastUptime = 100;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<HealthSnapshot> | null = null;
  /** When each component that is not ok was first seen so. */
  private readonly notOkSince = new Map<string, number>();
  private lastPruneMinute = 0;
  private readonly live: ReadonlyMap<string, ComponentCheck>;
  private readonly hasLive: boolean;

  private readonly checks: readonly ComponentCheck[];
  private readonly clock: Clock;
  private readonly heartbeats: HeartbeatStore;

  constructor(checks: readonly ComponentCheck[], clock: Clock, heartbeats: HeartbeatStore) {
    this.checks = checks;
    this.clock = clock;
    this.heartbeats = heartbeats;
    this.live = new Map(checks.filter((c) => c.live).map((c) => [c.name, c]));
    this.hasLive = this.live.size > 0;
    // until the first refresh: nothing checked yet, nothing known to be wrong
    this.last = this.summarize(
      checks.map((c) => ({ name: c.name, status: 'ok' as const })),
      clock.now(),
    );
  }

  /** The last result of the checks, with the live ones read now; never waits on anything. */
  snapshot(): HealthSnapshot {
    if (!this.hasLive) return this.last;
    let changed = false;
    const components = this.last.components.map((c) => {
      const live = this.live.get(c.name);
      if (!live) return c;
      const now = liveResult(live);
      if (now.status === c.status && now.reason === c.reason) return c;
      changed = true;
      return now;
    });
    if (changed) this.last = this.summarize(components, this.clock.now());
    return this.last;
  }

  /** Percent of the last 30 days (or of the time since the first heartbeat) up and not degraded, as of the last refresh. */
  uptime30d(): number {
    return this.lastUptime;
  }

  /** Runs every check, records this minute's heartbeat and recomputes uptime; overlapping calls share one run. */
  refresh(): Promise<HealthSnapshot> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<HealthSnapshot> {
    const now = this.clock.now();
    const components = await Promise.all(this.checks.map(runCheck));
    this.last = this.summarize(components, now);
    // the database may be the component that is down: the snapshot stands without the heartbeat
    await this.record(now, this.last.degraded).catch(() => {});
    return this.last;
  }

  private summarize(components: readonly ComponentStatus[], now: number): HealthSnapshot {
    const notOk = components.filter((c) => c.status !== 'ok');
    const down = notOk.filter((c) => c.status === 'down').length;
    const status: OverallStatus =
      down === 0
        ? notOk.length
          ? 'degraded'
          : 'operational'
        : down === components.length
          ? 'major_outage'
          : 'partial_outage';
    const first = notOk[0];
    for (const c of components) {
      if (c.status === 'ok') this.notOkSince.delete(c.name);
      else if (!this.notOkSince.has(c.name)) this.notOkSince.set(c.name, now);
    }
    return {
      components,
      incidents: notOk.map((c) => ({
        component: c.name,
        status: c.status,
        reason: c.reason ?? c.status,
        sinceMs: this.notOkSince.get(c.name)!,
      })),
      degraded: notOk.length > 0,
      status,
      reason: first ? `${first.name}-${first.reason ?? first.status}` : null,
      checkedAtMs: now,
    };
  }

  private async record(now: number, degraded: boolean): Promise<void> {
    const minute = Math.floor(now / MINUTE_MS);
    await this.heartbeats.beat(minute, degraded);
    if (minute - this.lastPruneMinute >= 60) {
      await this.heartbeats.prune(Math.floor((now - UPTIME_WINDOW_MS) / MINUTE_MS));
      this.lastPruneMinute = minute;
    }
    const fromMinute = Math.floor((now - UPTIME_WINDOW_MS) / MINUTE_MS);
    const beats = await this.heartbeats.since(fromMinute);
    if (beats.first === null) {
      this.lastUptime = 100;
      return;
    }
    const span = minute - Math.max(beats.first, fromMinute) + 1;
    const healthy = Math.min(span, beats.up - beats.degraded);
    this.lastUptime = Math.round((healthy / span) * 100_000) / 1000;
  }

  /** Runs the checks and records a heartbeat every REFRESH_MS, even when no request arrives. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Stops the timer and waits for a refresh in flight (before the store it writes to closes). */
  async close(): Promise<void> {
    this.stop();
    await this.running?.catch(() => {});
  }
}

async function runCheck(check: ComponentCheck): Promise<ComponentStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'down', reason: 'timeout' }), CHECK_TIMEOUT_MS);
  });
  try {
    const r = await Promise.race([Promise.resolve().then(() => check.check()), timeout]);
    return r.reason === undefined
      ? { name: check.name, status: r.status }
      : { name: check.name, status: r.status, reason: r.reason };
  } catch {
    return { name: check.name, status: 'down', reason: 'check-failed' };
  } finally {
    clearTimeout(timer);
  }
}

/** A live check's result now; one that throws or answers a promise (not live after all) is down. */
function liveResult(check: ComponentCheck): ComponentStatus {
  try {
    const r = check.check();
    if (r instanceof Promise) return { name: check.name, status: 'down', reason: 'check-not-synchronous' };
    return r.reason === undefined
      ? { name: check.name, status: r.status }
      : { name: check.name, status: r.status, reason: r.reason };
  } catch {
    return { name: check.name, status: 'down', reason: 'check-failed' };
  }
}
