// A Prometheus histogram whose series are bound to their label values once, for the request-duration histogram that
// every answer observes. prom-client's own Histogram validates and hashes the label set on every observe, children from
// labels() included (about 0.5 µs a call, measured in the served daily lookup, where the metrics and the log line must
// cost within a tenth of the request). A bound series here is a bucket array and a sum.
//
// Everything else stays prom-client's: this object has the shape its Registry reads (name, help, type, aggregator and
// get(), as prom-client's own cluster aggregator registers for its summed metrics), so the exposition text, /metrics
// and the WORKERS > 1 sum are the library's.
import type { Metric, Registry } from 'prom-client';

interface Series {
  readonly labels: Readonly<Record<string, string>>;
  /** Observations per bucket, not cumulative; the last slot is above the largest bound (+Inf). */
  readonly perBucket: Float64Array;
  sum: number;
}

/** One value of prom-client's metric objects: a `_bucket`, `_sum` or `_count` line. */
interface ExposedValue {
  readonly value: number;
  readonly labels: Readonly<Record<string, string | number>>;
  readonly metricName: string;
}

export interface BoundHistogramConfig {
  readonly name: string;
  readonly help: string;
  /** Upper bounds, ascending; +Inf is added. */
  readonly buckets: readonly number[];
  readonly registers: readonly Registry[];
}

export class BoundHistogram {
  readonly type = 'histogram';
  /** How prom-client's cluster aggregator combines the workers' series: summed. */
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  private readonly bounds: readonly number[];
  /** By label values (sorted by label name), so one label set is one series however often it is bound. */
  private readonly series = new Map<string, Series>();

  constructor(config: BoundHistogramConfig) {
    if (config.buckets.some((b, i) => i > 0 && b <= config.buckets[i - 1]!))
      throw new Error(`${config.name}: buckets must ascend`);
    this.name = config.name;
    this.help = config.help;
    this.bounds = [...config.buckets];
    for (const r of config.registers) r.registerMetric(this as unknown as Metric);
  }

  /** The observer of one series; callers keep it (registry.ts keeps one per route, method, product and status). */
  bind(labels: Readonly<Record<string, string>>): (value: number) => void {
    if ('le' in labels) throw new Error(`${this.name}: le is the bucket label`);
    const key = JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)));
    let s = this.series.get(key);
    if (!s) {
      s = { labels: { ...labels }, perBucket: new Float64Array(this.bounds.length + 1), sum: 0 };
      this.series.set(key, s);
    }
    const series = s;
    const bounds = this.bounds;
    const last = bounds.length;
    return (value) => {
      let i = 0;
      while (i < last && value > bounds[i]!) i++;
      series.perBucket[i]!++;
      series.sum += value;
    };
  }

  /** prom-client's metric object: cumulative `_bucket` lines up to +Inf, then `_sum` and `_count`, per series. */
  async get(): Promise<{ name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: ExposedValue[] }> {
    const values: ExposedValue[] = [];
    for (const s of this.series.values()) {
      let cumulative = 0;
      for (let i = 0; i <= this.bounds.length; i++) {
        cumulative += s.perBucket[i]!;
        const le = i < this.bounds.length ? this.bounds[i]! : '+Inf';
        values.push({ value: cumulative, labels: { ...s.labels, le }, metricName: `${this.name}_bucket` });
      }
      values.push({ value: s.sum, labels: s.labels, metricName: `${this.name}_sum` });
      values.push({ value: cumulative, labels: s.labels, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** prom-client's Registry.resetMetrics(): every series back to zero (observers stay bound). */
  reset(): void {
    for (const s of this.series.values()) {
      s.perBucket.fill(0);
      s.sum = 0;
    }
  }
}
