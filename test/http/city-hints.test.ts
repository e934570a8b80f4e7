// Issue #28 item 2 through the routes: a hint's id works when sent back, and old names open their city.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string> = {};

test.before(async () => {
  ({ h, keys } = await startProductHarness(['free', 'topaz']));
});
test.after(async () => h.close());

const daily = (city_id: string, key = keys.free) =>
  h.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id } });

test('the id a hint names answers 200 when sent back (Bombay, New York, a typo, a namesake)', async () => {
  for (const [text, id] of [
    ['Bombay', 'mumbai'],
    ['New York', 'new-york-city'],
    ['Calcutta', 'kolkata'],
    ['mumbay', 'mumbai'],
    ['Aurangabad', 'aurangabad'],
  ]) {
    const refused = await daily(text!);
    assert.is(refused.status, 400, text);
    assert.is(refused.json.error, 'invalid_parameter');
    const named = /"([a-z0-9-]+)"/.exec(refused.json.message.split(/try|did you mean/)[1] ?? '')?.[1];
    assert.is(named, id, refused.json.message);
    const ok = await daily(named!);
    assert.is(ok.status, 200, `${text} -> ${named}: ${ok.text.slice(0, 200)}`);
  }
});

test('old names as ids open their city; the answer names the canonical id', async () => {
  const key = await h.signup('free'); // a free key's 10 calls a minute went to the test before
  for (const [old, id] of [
    ['bombay', 'mumbai'],
    ['madras', 'chennai'],
    ['poona', 'pune'],
    ['new-york', 'new-york-city'],
  ]) {
    const r = await daily(old!, key);
    assert.is(r.status, 200, `${old}: ${r.text.slice(0, 200)}`);
    assert.is(r.json.data.city_id, id);
  }
  const kundli = await h.call('POST', '/v1/kundli', {
    key: keys.topaz,
    body: { date: '1990-05-15', time: '10:30', city_id: 'bangalore' },
  });
  assert.is(kundli.status, 200, kundli.text.slice(0, 200));
  assert.is(kundli.json.data.birth.city_id, 'bengaluru');
});

test.run();
