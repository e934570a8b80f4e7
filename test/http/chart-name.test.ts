// Issue #28 item 10: `chart.svg?name=` is drawn in the caption (it was accepted and ignored), escaped, and clipped.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGS } from '../../tables/names/index.ts';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string> = {};

test.before(async () => {
  ({ h, keys } = await startProductHarness(['free', 'ruby'])); // ruby: 120 calls a minute for the 30 of issue #44
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

test('issue #44: outside English the caption has no Latin letter (the varga by name, the method by name, the city)', async () => {
  for (const lang of LANGS.filter((l) => l !== 'en'))
    for (const varga of ['varga=D10', 'varga=D2&method=kashinatha', 'varga=D3&method=somanatha']) {
      const r = await h.call('GET', `/v1/kundli/chart.svg?${BIRTH}&lang=${lang}&${varga}`, { key: keys.ruby });
      assert.is(r.status, 200, r.text.slice(0, 200));
      const caption = [...r.text.matchAll(/font-weight="bold">([^<]*)<|<title>([^<]*)<|aria-label="([^"]*)"/g)];
      assert.is(caption.length, 3, `${lang} ${varga}`);
      for (const m of caption) assert.not.match(m[1] ?? m[2] ?? m[3]!, /[A-Za-z]/, `${lang} ${varga}: ${m[0]}`);
    }
});

test.run();
