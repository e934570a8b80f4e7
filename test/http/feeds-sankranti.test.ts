// Issue #28 item 10: in a feed, a sankranti's all-day event is on the date of the ingress and its punya kaal on the
// day the rule puts it (the ingress day, or the next morning after an evening ingress, as Makar Sankranti 2027);
// every line within 75 octets, in a Hindi feed too.
import ICAL from 'ical.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startFeedHarness } from './feed-harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  h = await startFeedHarness();
});
test.after(async () => h.close());

interface Ev {
  readonly summary: string;
  readonly allDay: boolean;
  /** YYYY-MM-DD of the start in the city's zone */
  readonly date: string;
  readonly startLocal: string;
}

async function feed(lang: 'en' | 'hi'): Promise<{ text: string; events: Ev[] }> {
  const key = await h.signup('amethyst');
  const made = await h.call('POST', '/v1/feeds', { key, body: { city_id: 'mumbai', layers: ['sankranti'], lang } });
  assert.is(made.status, 201, made.text);
  const u = new URL(made.json.data.url);
  const r = await h.call('GET', u.pathname + u.search);
  assert.is(r.status, 200, r.text.slice(0, 200));
  const comp = new ICAL.Component(ICAL.parse(r.text));
  for (const z of comp.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(z);
  const events = comp.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const local = e.startDate.toString(); // wall time in the event's zone (Asia/Kolkata)
    return { summary: e.summary, allDay: e.startDate.isDate, date: local.slice(0, 10), startLocal: local };
  });
  return { text: r.text, events };
}

test('Makar Sankranti 2027: all-day on the ingress date, punya kaal the next morning; Karka 2026 on its day', async () => {
  const { events } = await feed('en');
  const on = (date: string) =>
    events.filter((e) => e.date === date).map((e) => `${e.allDay ? 'day' : e.startLocal.slice(11, 16)} ${e.summary}`);
  // the feed window (2026-02-08 + 396 days) holds Karka 2026 (ingress 16 July 23:40) and Makara 2027 (14 Jan 21:10)
  // (the amethyst view lists Makar Sankranti among its festivals; the other sankrantis come as their punya kaal)
  assert.equal(on('2026-07-16'), ['11:39 Karka Sankranti Punya Kaal']); // 30 ghatis before, clipped at sunrise
  assert.equal(on('2026-07-17'), []);
  assert.equal(on('2027-01-14'), ['day Makar Sankranti']);
  assert.equal(on('2027-01-15'), ['07:14 Makara Sankranti Punya Kaal']); // 40 ghatis after, the next daytime
});

test('a Hindi sankranti feed folds every line within 75 octets', async () => {
  const { text } = await feed('hi');
  for (const line of text.split('\r\n'))
    assert.ok(Buffer.byteLength(line) <= 75, `${Buffer.byteLength(line)}: ${line}`);
});

test.run();
