// Issue #28 item 4: a date that is not YYYY-MM-DD says which problem it has and the format expected, and
// `time_format=iso8601` (query parameter or body field) turns every timestamp of an answer, exports included, into
// ISO 8601 with its offset; the seed's `DD-MM-YYYY HH:mm:ss` stays the default.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string> = {};

test.before(async () => {
  ({ h, keys } = await startProductHarness(['free', 'topaz', 'emerald', 'amethyst']));
});
test.after(async () => h.close());

const SEED = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** Every string in `value` that is a timestamp of either format. */
function stamps(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && (SEED.test(value) || ISO.test(value))) out.push(value);
  else if (Array.isArray(value)) for (const v of value) stamps(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stamps(v, out);
  return out;
}

test('each malformed date says which problem it is and the expected format', async () => {
  const cases: [string, RegExp][] = [
    [
      '26/11/2026',
      /^date must be in the YYYY-MM-DD format; "26\/11\/2026" reads as day\/month\/year: send "2026-11-26"$/,
    ],
    [
      '2026-11-26T10:00:00Z',
      /^date must be a date alone in the YYYY-MM-DD format, not a date-time: send "2026-11-26"$/,
    ],
    ['2026-02-30', /^date is not a calendar date: February 2026 has 28 days, so "2026-02-30" does not exist/],
    ['next tuesday', /^date must be a date in the YYYY-MM-DD format, such as "2026-11-26"/],
  ];
  for (const [date, message] of cases) {
    const r = await h.call('POST', '/v1/panchang/daily', { key: keys.free, body: { date, city_id: 'mumbai' } });
    assert.is(r.status, 400, date);
    assert.is(r.json.error, 'invalid_date', date);
    assert.match(r.json.message, message, date);
  }
  const birth = await h.call('POST', '/v1/kundli', {
    key: keys.topaz,
    body: { date: '15.05.1990', time: '10:30', city_id: 'mumbai' },
  });
  assert.is(birth.json.error, 'invalid_date');
  assert.match(birth.json.message, 'send "1990-05-15"');
  // a date outside the served window is its own refusal, naming the window
  const far = await h.call('POST', '/v1/panchang/daily', {
    key: keys.emerald,
    body: { date: '2040-01-01', city_id: 'mumbai' },
  });
  assert.is(far.json.error, 'public_date_window_exceeded', far.text);
});

test('daily: iso8601 by query or body gives every timestamp with its offset; the default is unchanged', async () => {
  const body = { date: '2026-03-10', city_id: 'mumbai' };
  const plain = await h.call('POST', '/v1/panchang/daily', { key: keys.free, body });
  const seed = stamps(plain.json.data);
  assert.ok(seed.length > 40, `${seed.length} timestamps`);
  assert.ok(seed.every((s) => SEED.test(s)));
  for (const r of [
    await h.call('POST', '/v1/panchang/daily?time_format=iso8601', { key: keys.free, body }),
    await h.call('POST', '/v1/panchang/daily', { key: keys.free, body: { ...body, time_format: 'iso8601' } }),
  ]) {
    assert.is(r.status, 200, r.text);
    const iso = stamps(r.json.data);
    assert.is(iso.length, seed.length);
    assert.ok(
      iso.every((s) => ISO.test(s) && s.endsWith('+05:30')),
      iso.join(' '),
    );
    // the same wall times, reordered: DD-MM-YYYY HH:mm:ss -> YYYY-MM-DDTHH:mm:ss+05:30
    assert.is(
      iso[0],
      `${seed[0]!.slice(6, 10)}-${seed[0]!.slice(3, 5)}-${seed[0]!.slice(0, 2)}T${seed[0]!.slice(11)}+05:30`,
    );
  }
  const bad = await h.call('POST', '/v1/panchang/daily?time_format=unix', { key: keys.free, body });
  assert.is(bad.status, 400);
  assert.match(bad.json.message, 'time_format must be one of "dd-mm-yyyy", "iso8601"');
});

test('the muhurat layers of a daily (amethyst) and a muhurat search follow the choice too', async () => {
  const body = { date: '2026-03-10', city_id: 'chennai' };
  const plain = await h.call('POST', '/v1/panchang/daily', { key: keys.amethyst, body });
  const iso = await h.call('POST', '/v1/panchang/daily?time_format=iso8601', { key: keys.amethyst, body });
  assert.is(iso.status, 200, iso.text);
  const layers = stamps(iso.json.data.muhurat_layers);
  assert.ok(layers.length >= 48, `${layers.length} layer timestamps`); // 24 horas at least
  assert.ok(
    layers.every((s) => ISO.test(s) && s.endsWith('+05:30')),
    layers.join(' '),
  );
  assert.is(stamps(iso.json.data).length, stamps(plain.json.data).length);
  const search = { activity: 'griha_pravesh', city_id: 'chennai', from: '2026-04-01', to: '2026-06-30' };
  const m = await h.call('POST', '/v1/muhurat/search?time_format=iso8601', { key: keys.amethyst, body: search });
  assert.is(m.status, 200, m.text);
  const starts = m.json.data.windows.map((w: any) => w.start);
  assert.ok(starts.length > 0 && starts.every((s: string) => ISO.test(s)), starts.join(' '));
  assert.equal(
    starts,
    m.json.data.windows.map((w: any) => w.start_iso),
  );
});

test('a DST day outside India: each instant carries the offset in force at it', async () => {
  // New York springs forward on 2026-03-08 at 02:00: the night before is -05:00, the day after -04:00
  const r = await h.call('POST', '/v1/panchang/daily?time_format=iso8601', {
    key: keys.free,
    body: { date: '2026-03-08', city_id: 'new-york-city' },
  });
  assert.is(r.status, 200, r.text);
  const offsets = new Set(stamps(r.json.data).map((s) => s.slice(-6)));
  assert.equal([...offsets].sort(), ['-04:00', '-05:00']);
  for (const s of stamps(r.json.data)) assert.ok(!Number.isNaN(Date.parse(s)), s);
});

test('horoscope and exports follow the same choice', async () => {
  const k = await h.call('POST', '/v1/kundli?time_format=iso8601', {
    key: keys.topaz,
    body: { date: '1990-05-15', time: '10:30', city_id: 'mumbai' },
  });
  assert.is(k.status, 200, k.text);
  assert.is(k.json.data.birth.local, '1990-05-15T10:30:00+05:30');
  const e = await h.call('GET', '/v1/panchang/export?city_id=mumbai&year=2026&format=jsonl&time_format=iso8601', {
    key: keys.emerald,
  });
  assert.is(e.status, 200, e.text.slice(0, 300));
  const first = JSON.parse(e.text.split('\n')[0]!);
  const rowStamps = stamps(first);
  assert.ok(rowStamps.length > 3 && rowStamps.every((s) => ISO.test(s)), JSON.stringify(first));
});

test.run();
