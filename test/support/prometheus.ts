// Scrapes a /metrics endpoint and reads samples back through a Prometheus text-format parser (prom2javascript), so
// a malformed exposition fails the test instead of being matched loosely.
import { getMetricsFromIterator, type PromHistogramData, type PromMetrics } from 'prom2javascript';

export async function parseExposition(text: string): Promise<PromMetrics> {
  return getMetricsFromIterator(text.split('\n')[Symbol.iterator]());
}

const sameLabels = (have: Record<string, string>, want: Record<string, string>) =>
  Object.keys(have).length === Object.keys(want).length && Object.entries(want).every(([k, v]) => have[k] === v);

/** A counter's or gauge's value for exactly these labels; 0 when the series does not exist yet. */
export function sampleOf(metrics: PromMetrics, name: string, labels: Record<string, string> = {}): number {
  const family = metrics[name];
  if (!family) return 0;
  const sample = (family.data as { labels: Record<string, string>; value: number }[]).find((d) =>
    sameLabels(d.labels, labels),
  );
  return sample?.value ?? 0;
}

/** A histogram's series for exactly these labels; an empty one when it does not exist yet. */
export function histogramOf(metrics: PromMetrics, name: string, labels: Record<string, string>): PromHistogramData {
  const family = metrics[name];
  const found = (family?.data as PromHistogramData[] | undefined)?.find((d) => sameLabels(d.labels, labels));
  return found ?? { labels, buckets: {}, count: 0, sum: 0 };
}
