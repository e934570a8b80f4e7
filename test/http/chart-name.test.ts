// Issue #28 item 10: `chart.svg?name=` is drawn in the caption (it was accepted and ignored), escaped, and clipped.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string> = {};

test.before(async () => {
  ({ h, keys } = await startProductHarness(['free']));
});
test.after(async () => h.close());

const BIRTH = 'date=1990-05-15&time=10:30&city_id=mumbai';

test('GET and POST draw the name in the caption, escaped; without it the caption is as before', async () => {
  const get = await h.call('GET', `/v1/kundli/chart.svg?${BIRTH}&name=${encodeURIComponent('Asha <Rao> & Co')}`, {
    key: keys.free,
  });
  assert.is(get.status, 200, get.text.slice(0, 200));
  assert.match(get.text, />Asha &lt;Rao&gt; &amp; Co · D1 /);
  assert.not.match(get.text, /<Rao>/);
  const post = await h.call('POST', '/v1/kundli/chart.svg?style=south', {
    key: keys.free,
    body: { date: '1990-05-15', time: '10:30', city_id: 'mumbai', name: 'रवि कुमार' },
  });
  assert.match(post.text, />रवि कुमार · D1 /);
  const plain = await h.call('GET', `/v1/kundli/chart.svg?${BIRTH}`, { key: keys.free });
  assert.match(plain.text, /font-weight="bold">D1 /);
});

test('a long name is clipped with an ellipsis so the caption fits', async () => {
  const long = 'Venkata Narasimha Raja Vari Peta Subrahmanya Sastry';
  const r = await h.call('GET', `/v1/kundli/chart.svg?${BIRTH}&name=${encodeURIComponent(long)}`, { key: keys.free });
  assert.match(r.text, `>${long.slice(0, 39)}… · D1 `);
});

test.run();
