// The bound histogram against prom-client's own Histogram: the same observations give the same parsed exposition,
// alone and summed over workers by prom-client's cluster aggregator.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { histogramOf, parseExposition } from '../../test/support/prometheus.ts';
import { BoundHistogram } from './bound-histogram.ts';

const BUCKETS = [0.001, 0.01, 0.1, 1];
// on a bound, between bounds, below the first, above the last
const OBSERVED: [string, number][] = [
  ['200', 0.001],
  ['200', 0.0004],
  ['200', 0.05],
  ['200', 0.1],
  ['429', 0.002],
  ['200', 3],
  ['429', 0],
];

function both() {
  const ours = new Registry();
  const theirs = new Registry();
  const bound = new BoundHistogram({ name: 'd_seconds', help: 'h', buckets: BUCKETS, registers: [ours] });
  const reference = new Histogram({
    name: 'd_seconds',
    help: 'h',
    labelNames: ['route', 'status'],
    buckets: BUCKETS,
    registers: [theirs],
  });
  const observers = new Map<string, (v: number) => void>();
  for (const [status, v] of OBSERVED) {
    if (!observers.has(status)) observers.set(status, bound.bind({ route: '/r', status }));
    observers.get(status)!(v);
    reference.observe({ route: '/r', status }, v);
  }
  return { ours, theirs, bound };
}

test('the same observations expose the same series as prom-client Histogram', async () => {
  const { ours, theirs } = both();
  const a = await parseExposition(await ours.metrics());
  const b = await parseExposition(await theirs.metrics());
  assert.is(a.d_seconds?.type, 'histogram');
  for (const status of ['200', '429']) {
    const labels = { route: '/r', status };
    const mine = histogramOf(a, 'd_seconds', labels);
    assert.ok(mine.count > 0, status);
    assert.equal(mine, histogramOf(b, 'd_seconds', labels), status);
  }
  assert.is(histogramOf(a, 'd_seconds', { route: '/r', status: '200' }).count, 5);
  assert.is(histogramOf(a, 'd_seconds', { route: '/r', status: '200' }).buckets['0.001'], 2);
});

test('binding a label set again observes the same series; reset() zeroes it', async () => {
  const { ours, bound } = both();
  bound.bind({ status: '200', route: '/r' })(0.5);
  let a = await parseExposition(await ours.metrics());
  assert.is(histogramOf(a, 'd_seconds', { route: '/r', status: '200' }).count, 6);
  assert.is((a.d_seconds!.data as unknown[]).length, 2);
  ours.resetMetrics();
  a = await parseExposition(await ours.metrics());
  assert.is(histogramOf(a, 'd_seconds', { route: '/r', status: '200' }).count, 0);
});

test('summed over workers by prom-client cluster aggregation like its own Histogram', async () => {
  const workers = [both(), both()];
  const sum = async (side: 'ours' | 'theirs') =>
    parseExposition(
      await AggregatorRegistry.aggregate(await Promise.all(workers.map((w) => w[side].getMetricsAsJSON()))).metrics(),
    );
  const [a, b] = [await sum('ours'), await sum('theirs')];
  const labels = { route: '/r', status: '429' };
  assert.is(histogramOf(a, 'd_seconds', labels).count, 4);
  assert.equal(histogramOf(a, 'd_seconds', labels), histogramOf(b, 'd_seconds', labels));
});

test('buckets must ascend; le is not a series label', () => {
  assert.throws(() => new BoundHistogram({ name: 'x', help: 'h', buckets: [1, 1], registers: [] }), /ascend/);
  const h = new BoundHistogram({ name: 'x', help: 'h', buckets: [1], registers: [] });
  assert.throws(() => h.bind({ le: '1' }), /le/);
});

test.run();
