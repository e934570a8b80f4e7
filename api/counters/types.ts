// The shared counters behind the gateway's limits: per-minute rate windows, the monthly quota, the panchang coverage
// meter and its caps, and the contact/feedback windows. One interface, two engines: process memory (one replica) and
// Redis (a fleet, every count atomic across replicas). Every call is async and takes the request's instant as `nowMs`
// (never the engine's clock), and each operation is one round trip to Redis, so a request pays as few as possible:
// `admit` does the rate hit and the quota charge together.
import type { PanchangLimits } from '../panchang/limits.ts';
import type { MeteredProduct } from '../products.ts';

/** Usage and coverage counted by the counters reach the store at most this long after they were counted. */
export const USAGE_FLUSH_MS = 1_000;

/** Rate windows are fixed, aligned to the clock's minutes: every caller of a bucket sees the same reset instant. */
export const RATE_WINDOW_MS = 60_000;

export interface RateHit {
  /** Who is counted, e.g. `key:<keyId>:<product>` or `ip:<method>:<path>:<ip>`. */
  readonly bucket: string;
  /** Calls allowed per window (already scaled). */
  readonly limit: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Epoch ms when the window ends and the count starts over. */
  readonly resetMs: number;
}

/** One account's calls of one product in one UTC month. */
export interface UsageKey {
  readonly accountId: string;
  readonly product: MeteredProduct;
  /** UTC month, `YYYY-MM`. */
  readonly period: string;
}

export interface QuotaCharge extends UsageKey {
  readonly cost: number;
  /** Calls the month may not pass; null when the plan bills overage instead. */
  readonly cap: number | null;
}

export interface ChargeDecision {
  readonly charged: boolean;
  /** Calls used after the charge, or as they stand when it was refused. */
  readonly used: number;
}

/** One panchang request as the coverage meter sees it (seed 002's anti-extraction limits). */
export interface CoverageLookup {
  readonly accountId: string;
  /** `city:<id>` or the coordinates: which place the dates are looked up for. */
  readonly locationKey: string;
  readonly dates: readonly string[];
  /** Set for yearly lookups: the city-year they touch. */
  readonly cityYear?: string;
  /** Calls this request adds to the daily burst count. */
  readonly units: number;
  readonly limits: PanchangLimits;
}

export interface CoverageRequest extends CoverageLookup {
  readonly nowMs: number;
}

/** The caps in the order they are checked; a request is refused by the first it would pass. */
export const COVERAGE_REFUSALS = [
  'daily_burst_limit_exceeded',
  'date_limit_exceeded',
  'coverage_daily_limit_exceeded',
  'coverage_limit_exceeded',
  'city_year_cap_exceeded',
] as const;
export type CoverageRefusal = (typeof COVERAGE_REFUSALS)[number];

/** What one request asks of the counters; each part is optional. Checked in this order: rate, quota, coverage. */
export interface AdmitRequest {
  readonly nowMs: number;
  readonly rate?: RateHit;
  readonly charge?: QuotaCharge;
  /** A metered panchang call: its coverage is checked and recorded with the charge, in the same round trip. */
  readonly coverage?: CoverageLookup;
}

/**
 * How a request fared. The rate hit counts whenever it passes (a call the quota or the coverage meter refuses has
 * passed the rate limit); the charge and the coverage records are made together, only when every check passes.
 */
export interface Admission {
  /** Null when no rate hit was asked for. */
  readonly rate: RateDecision | null;
  /**
   * Null when no charge was asked for, or when the rate hit was refused. `charged: false` is the quota's refusal
   * when `coverage` is null, else the coverage meter's (the quota would have allowed it).
   */
  readonly charge: ChargeDecision | null;
  /** The first coverage cap the request would pass; null when it passed, was not asked for, or was not reached. */
  readonly coverage: CoverageRefusal | null;
}

/** One sliding-window limit, e.g. contact submissions per IP per hour. */
export interface SlidingLimit {
  readonly bucket: string;
  /** Hits allowed within any window (already scaled). */
  readonly limit: number;
}

export type SlidingDecision =
  | { readonly allowed: true }
  /** `index` says which of the limits refused; `retryAtMs` is when its oldest hit leaves the window. */
  | { readonly allowed: false; readonly index: number; readonly limit: number; readonly retryAtMs: number };

export interface CountersHealth {
  readonly status: 'ok' | 'down';
  readonly reason?: string;
}

/**
 * `admit` and `coverage` may answer synchronously (the memory engine, when every counter is loaded): the embedded
 * gateway's hot path then allocates no promise. Callers handle both forms.
 */
export interface Counters {
  /** The per-minute rate hit, then the quota charge and the coverage meter, as asked: one round trip. */
  admit(req: AdmitRequest): Admission | Promise<Admission>;
  /** Gives calls back when the request they were charged for failed; never below zero. */
  refund(key: UsageKey, cost: number, nowMs: number): Promise<void>;
  /** Calls used so far in the month. */
  used(key: UsageKey, nowMs: number): Promise<number>;
  /**
   * Checks every coverage cap (burst, distinct dates per day, location-dates per day and per month, city-years
   * per month) and, only when all pass, records the request. Null when admitted, else the first cap it would pass.
   * The same as `admit` with only `coverage`.
   */
  coverage(req: CoverageRequest): CoverageRefusal | null | Promise<CoverageRefusal | null>;
  /** Checks each limit over the sliding `windowMs` and, only when all pass, counts one hit against each. */
  hitSliding(limits: readonly SlidingLimit[], windowMs: number, nowMs: number): Promise<SlidingDecision>;
  /** Writes counts not yet in the store (usage, coverage) now. */
  flush(): Promise<void>;
  /** Flushes, then stops timers and connections. */
  close(): Promise<void>;
  /** Cheap and synchronous: the engine's state as last seen, for /health and /status. */
  health(): CountersHealth;
}

/** The backing engine (Redis, or the store that seeds the counters) cannot answer; the gateway answers 503. */
export class CountersUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'CountersUnavailable';
  }
}
