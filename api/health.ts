// Component checks behind /health, /status and the X-Degraded headers, and the uptime record.
import { DAY_MS, MINUTE_MS, type Clock } from './clock.ts';
import type { HeartbeatStore } from './store/heartbeats.ts';

export type ComponentState = 'ok' | 'degraded' | 'down';

export interface ComponentCheck {
  /** Stable lowercase name: gateway, accounts-db, city-directory, horoscope-engine... */
  readonly name: string;
  check(): { status: ComponentState; reason?: string };
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

/** Checks are re-run at most this often; between runs every request reuses the last snapshot. */
const SNAPSHOT_TTL_MS = 5_000;
const UPTIME_WINDOW_MS = 30 * DAY_MS;

export class HealthMonitor {
  private last: HealthSnapshot | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** When each component that is not ok was first seen so. */
  private readonly notOkSince = new Map<string, number>();
  private lastPruneMinute = 0;

  constructor(
    private readonly checks: readonly ComponentCheck[],
    private readonly clock: Clock,
    private readonly heartbeats: HeartbeatStore,
  ) {}

  snapshot(): HealthSnapshot {
    const now = this.clock.now();
    if (this.last && now - this.last.checkedAtMs < SNAPSHOT_TTL_MS && now >= this.last.checkedAtMs) return this.last;
    const components = this.checks.map(runCheck);
    const notOk = components.filter((c) => c.status !== 'ok');
    const down = notOk.filter((c) => c.status === 'down').length;
    const status: OverallStatus =
      down === 0 ? (notOk.length ? 'degraded' : 'operational') : down === components.length ? 'major_outage' : 'partial_outage';
    const first = notOk[0];
    for (const c of components) {
      if (c.status === 'ok') this.notOkSince.delete(c.name);
      else if (!this.notOkSince.has(c.name)) this.notOkSince.set(c.name, now);
    }
    this.last = {
      components,
      incidents: notOk.map((c) => ({ component: c.name, status: c.status, reason: c.reason ?? c.status, sinceMs: this.notOkSince.get(c.name)! })),
      degraded: notOk.length > 0,
      status,
      reason: first ? `${first.name}-${first.reason ?? first.status}` : null,
      checkedAtMs: now,
    };
    const minute = Math.floor(now / MINUTE_MS);
    this.heartbeats.beat(minute, this.last.degraded);
    if (minute - this.lastPruneMinute >= 60) {
      this.heartbeats.prune(Math.floor((now - UPTIME_WINDOW_MS) / MINUTE_MS));
      this.lastPruneMinute = minute;
    }
    return this.last;
  }

  /** Percent of the last 30 days (or of the time since the first heartbeat) up and not degraded. */
  uptime30d(): number {
    const nowMinute = Math.floor(this.clock.now() / MINUTE_MS);
    const fromMinute = Math.floor((this.clock.now() - UPTIME_WINDOW_MS) / MINUTE_MS);
    const beats = this.heartbeats.since(fromMinute);
    if (beats.first === null) return 100;
    const span = nowMinute - Math.max(beats.first, fromMinute) + 1;
    const healthy = Math.min(span, beats.up - beats.degraded);
    return Math.round((healthy / span) * 100_000) / 1000;
  }

  /** Records a heartbeat every minute even when no request arrives. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.snapshot(), MINUTE_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

function runCheck(check: ComponentCheck): ComponentStatus {
  try {
    const r = check.check();
    return r.reason === undefined ? { name: check.name, status: r.status } : { name: check.name, status: r.status, reason: r.reason };
  } catch {
    return { name: check.name, status: 'down', reason: 'check-failed' };
  }
}
