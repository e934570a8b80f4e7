// RFC 5545 3.1 line length: every line of a feed, folded continuation lines included, is at most 75 octets, with
// text in Devanagari (3 octets a letter) and Latin alike (issue #28 item 10).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FeedEvent } from './events.ts';
import { renderCalendar } from './ics.ts';

const META = {
  name: 'पंचांग — मुंबई',
  description: 'त्योहार, एकादशी पारण, संक्रांति पुण्य काल और ग्रहण: मुंबई के स्थानीय समय में',
  timezone: 'Asia/Kolkata',
  stampMs: Date.UTC(2026, 0, 1),
  refreshSeconds: 86_400,
};

function event(i: number, summary: string, description: string): FeedEvent {
  return {
    uid: `2026-01-${10 + i}-festivals-${i}-mumbai@panchang-feeds`,
    layer: 'festivals',
    summary,
    description,
    date: `2026-01-${10 + i}`,
  };
}

test('no line is longer than 75 octets, Devanagari and Latin text of every length', () => {
  const events: FeedEvent[] = [];
  const hindi = 'मकर संक्रांति पर सूर्य मकर राशि में प्रवेश करता है; पुण्य काल में स्नान और दान का विधान है। ';
  const latin = 'Makar Sankranti: the Sun enters Capricorn (sidereal); bathing and giving in the punya kaal. ';
  for (let i = 0; i < 12; i++) {
    events.push(event(i, hindi.slice(0, 10 + i * 7), hindi.repeat(1 + (i % 3)).slice(0, 40 + i * 13)));
    events.push(event(i + 12, latin.slice(0, 20 + i * 6), `${latin}${hindi}`.slice(0, 60 + i * 11)));
  }
  const text = renderCalendar(events, META);
  const lines = text.split('\r\n');
  const folded = lines.filter((l) => l.startsWith(' '));
  assert.ok(folded.length > 20, `${folded.length} continuation lines`);
  for (const line of lines) assert.ok(Buffer.byteLength(line, 'utf8') <= 75, `${Buffer.byteLength(line)}: ${line}`);
  // folding never splits a letter: unfolded, the text is what went in
  assert.ok(text.replace(/\r\n /g, '').includes(hindi.slice(0, 52).replace(/;/g, '\\;')));
});

test.run();
