// Issue #28 item 9: the keyless /calendar shows the requested city and month where the free window allows it, and
// otherwise says why it shows something else (it used to show New Delhi's current month silently).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;

test.before(async () => {
  ({ h } = await startProductHarness([]));
});
test.after(async () => h.close());

const page = async (query: string) => {
  const r = await h.call('GET', `/calendar${query}`, { headers: { accept: 'text/html' } });
  assert.is(r.status, 200, r.text.slice(0, 200));
  const title = /<h1 id="title">(.*?)<\/h1>/.exec(r.text)?.[1] ?? '';
  const notice = (/<p id="status" role="status">(.*?)<\/p>/.exec(r.text)?.[1] ?? '').replace(/&quot;/g, '"');
  return { html: r.text, title, notice };
};

test('the requested city within the free window is drawn, its day links naming it', async () => {
  // the harness clock is 2026-03-10: the free window is 2026-03-07 .. 2026-03-17
  const p = await page('?city_id=mumbai&month=2026-03');
  assert.match(p.title, 'Mumbai');
  assert.is(p.notice.startsWith('Shown: Mumbai, 2026-03-07 to 2026-03-17 (the free window).'), true, p.notice);
  assert.match(p.html, '/v1/demo/day?date=2026-03-10&amp;lang=en&amp;city_id=mumbai');
  const day = await h.call('GET', '/v1/demo/day?date=2026-03-10&city_id=mumbai');
  assert.is(day.status, 200, day.text.slice(0, 200));
  assert.is(day.json.data.city_id, 'mumbai');
});

test('a month outside the free window: the city is kept and the notice says why the month is another', async () => {
  const p = await page('?city_id=mumbai&month=2026-11');
  assert.match(p.title, 'Mumbai');
  assert.match(
    p.notice,
    '2026-11 is outside the free window without a key (2026-03-07 to 2026-03-17); this is 2026-03. Shown: Mumbai',
  );
  assert.match(p.html, 'value="2026-11"'); // the form keeps what was asked
});

test('an unknown city says so, names ids that exist, and shows the demo city', async () => {
  const p = await page('?city_id=bombai&month=2026-03');
  assert.match(p.notice, /^Unknown city_id "bombai"; did you mean "mumbai"/);
  assert.match(p.notice, 'Shown: New Delhi');
  const none = await page('?utm_source=newsletter');
  assert.is(none.notice.startsWith('Shown: New Delhi'), true, none.notice);
});

test.run();
