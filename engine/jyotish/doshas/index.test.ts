import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartFixture } from '../chart-fixture.ts';
import { computeDoshas } from './index.ts';

// Lagna mesha; Mars in karka (4th) with Jupiter far away: Manglik high. All seven grahas between
// Rahu (100) and Ketu (280): full Kaal Sarp, Shankhpal. Sun with Ketu? No: Sun at 120 is with neither node.
const chart = chartFixture({
  lagna: 10,
  lon: { surya: 120, chandra: 150, mangal: 105, budha: 130, guru: 200, shukra: 140, shani: 250, rahu: 100 },
});

test('all five parts are present with their machine keys', () => {
  const d = computeDoshas(chart);
  assert.equal(Object.keys(d), ['manglik', 'kaal_sarp', 'pitra', 'sade_sati', 'summary']);
  assert.is(d.manglik.severity, 'high');
  assert.is(d.kaal_sarp.kind, 'full');
  assert.equal(d.summary.keys, ['manglik_high', 'kaal_sarp_full', 'pitra_absent', 'sade_sati_unavailable']);
  assert.is(d.summary.items.length, d.summary.keys.length);
  assert.match(d.summary.text, /Mars in house 4/);
  assert.match(d.summary.text, /Shankhpal Kaal Sarp/);
  assert.match(d.summary.disclaimer, /do not predict/);
});

test('summary wording carries no remedies, in either language', () => {
  for (const lang of ['en', 'hi'] as const) {
    const d = computeDoshas(chart, { lang });
    const all = [d.summary.text, d.summary.disclaimer, ...d.manglik.cancellations.map((c) => c.text)].join(' ');
    assert.not.match(all, /remed|gemstone|puja|mantra|उपाय|रत्न|पूजा/i);
    assert.not.match(all, /\{\w+\}/); // every placeholder filled
  }
  const hi = computeDoshas(chart, { lang: 'hi' });
  assert.match(hi.summary.text, /शंखपाल कालसर्प/);
  assert.is(hi.summary.keys.join(), computeDoshas(chart).summary.keys.join());
});

test('low Manglik names the reference points in the summary', () => {
  // Mars mithuna: 3rd from lagna mesha; Moon mithuna -> 1st; Venus dhanu -> 7th.
  const low = computeDoshas(
    chartFixture({
      lagna: 10,
      lon: { surya: 120, chandra: 70, mangal: 65, budha: 130, guru: 40, shukra: 250, shani: 300, rahu: 10 },
    }),
  );
  assert.is(low.summary.keys[0], 'manglik_low');
  assert.match(low.summary.items[0].text, /Moon, Venus/);
});

test.run();
