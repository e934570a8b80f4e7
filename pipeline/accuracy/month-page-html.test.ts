// The month-page reader on a page shaped like Drik's (made up here: the real pages stay outside the repository).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dayPanchangEnds, monthGridLines } from './month-page-html.ts';

const span = (s: string) => `<span class="x">${s}</span>`;
const at = (hhmm: string, meridiem: string, nextDay?: string) =>
  `${span(hhmm)} <span class="dpTimeStamp">${meridiem}</span>${nextDay ? `, ${span(nextDay)}` : ''}`;
const DAY_BLOCK = [
  `<script>var x = '<p>Sunrise</p>';</script><p>${span('Sunrise')}${at('07:14', 'AM')}</p>`,
  `<p>${span('Tithi')}${span('Navami')} ${span('upto')}${at('01:09', 'PM')}${span('Dashami')} ${span('upto')}${at('10:05', 'AM', 'Jan 02')}</p>`,
  `<p>${span('Nakshatra')}${span('Chitra')} ${span('upto')}${span('Full Night')}</p>`,
  `<p>${span('Yoga')}${span('Atiganda')} ${span('upto')}${at('12:43', 'AM')}</p>`,
  `<p>${span('Karana')}${span('Garaja')} ${span('upto')}${at('01:09', 'PM')}</p>`,
  `<p>${span('Karana')}${span('Vanija')} ${span('upto')}${at('01:42', 'AM', 'Jan 02')}</p>`,
  `<p>${span('Pravishte/Gate')}${span('17')}</p><a title="Panchang elements">detailed</a>`,
].join('\n');

test('the day panchang block gives every printed end in minutes after the page date, past midnight + 1,440', () => {
  const ends = dayPanchangEnds(DAY_BLOCK, '2027-01-01').map((p) => [p.field, p.printedMinute]);
  assert.equal(ends, [
    ['tithi_end', 13 * 60 + 9],
    ['tithi_end', 1440 + 10 * 60 + 5],
    ['yoga_end', 43],
    ['karana_end', 13 * 60 + 9],
    ['karana_end', 1440 + 60 + 42],
  ]);
});

const cell = (sunrise: string, day: number, weekday: string, tithi: string, sign: string, nakshatra: string) =>
  `<div>${span(sunrise)}${span(String(day))}${span(weekday)}${span('5')}${span('17:35')}${span(tithi)}${span(sign)}${span(nakshatra)}</div>`;

test("the grid keeps the month's own days, not a neighbour's day with the same weekday and number", () => {
  // February 2025 has 28 days: 1 March falls on the weekday of 1 February and follows it in the grid.
  const days = Array.from({ length: 28 }, (_, i) => {
    const weekday = ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'][i % 7];
    return cell(
      `07:0${i % 10}`,
      i + 1,
      weekday,
      'Tritiya Shukla',
      i === 0 ? 'Kumbha 10:05' : 'Kumbha',
      'Shatabhisha 20:13',
    );
  });
  const html = [
    cell('07:20', 31, 'Fri', 'Dwitiya Shukla', 'Makara', 'Dhanishtha'),
    ...days,
    cell('06:45', 1, 'Sat', 'Dwitiya Shukla', 'Meena', 'U Bhadrapada 24:14+'),
  ].join('');
  const lines = monthGridLines(html, 2025, 2);
  assert.is(lines.length, 28);
  assert.is(lines[0], '2025-02-01\t07:00\t17:35\t10:05\t20:13\tTritiya Shukla\tShatabhisha');
  assert.is(lines[27].slice(0, 10), '2025-02-28');
});

test.run();
