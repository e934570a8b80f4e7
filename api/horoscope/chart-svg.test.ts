import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeXml, renderChartSvg, type ChartSvgInput } from './chart-svg.ts';

const input = (over: Partial<ChartSvgInput> = {}): ChartSvgInput => ({
  style: 'north',
  lang: 'en',
  lagnaRashi: 4,
  placements: [
    { graha_key: 'surya', rashi: { number: 2 }, house: 11, retrograde: false },
    { graha_key: 'budha', rashi: { number: 1 }, house: 10, retrograde: true },
    { graha_key: 'rahu', rashi: { number: 10 }, house: 7, retrograde: true },
  ],
  title: 'D1 Rashi',
  subtitle: '1990-05-15 10:30:00 · New Delhi',
  ...over,
});

test('every layout draws twelve cells and places each graha once; retrograde marked except the nodes', () => {
  for (const style of ['north', 'south', 'east'] as const) {
    const svg = renderChartSvg(input({ style }));
    assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
    assert.is((svg.match(/<polygon /g) ?? []).length, 12, style);
    assert.is((svg.match(/>Su</g) ?? []).length, 1, style);
    assert.ok(svg.includes('>Me(R)<'), style);
    assert.ok(svg.includes('>Ra<'), style);
    assert.is((svg.match(/>Asc</g) ?? []).length, 1, style);
  }
});

test('North: sign numbers run from the lagna; South/East: fixed signs with the lagna marked in its sign', () => {
  const north = renderChartSvg(input());
  for (let n = 1; n <= 12; n++) assert.ok(north.includes(`>${n}</text>`), `sign ${n}`);
  const south = renderChartSvg(input({ style: 'south', lagnaRashi: 1 }));
  // Mesha's cell is the second of the top row (x 100-200): the lagna mark sits inside it.
  const asc = /<text x="([\d.]+)" y="([\d.]+)"[^>]*>Asc</.exec(south)!;
  assert.ok(Number(asc[1]) > 100 && Number(asc[1]) < 200 && Number(asc[2]) < 100, asc[0]);
});

test('text is escaped; Hindi labels', () => {
  assert.is(escapeXml(`<a href="x">&'`), '&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  const svg = renderChartSvg(input({ subtitle: '<script>alert(1)</script>', lang: 'hi' }));
  assert.not.ok(svg.includes('<script>'));
  assert.ok(svg.includes('&lt;script&gt;'));
  assert.ok(svg.includes('>लग्न<') && svg.includes('सू'));
});

test.run();
