// The day-page harness on made-up printed times around our own boundaries: the residual's sign and size, the nakshatra
// name guard (an end is compared with the end of the nakshatra the page names, never with a neighbour's), and scores.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../../engine/astro/global-year.ts';
import { offsetMinutesAt } from '../../engine/astro/zone.ts';
import { printedResiduals, scoreGroups, summarise, type PrintedTime } from './day-pages.ts';
import { NEW_DELHI } from './drik-parity.ts';

const table = buildGlobalYear(2029);
const globalYear = () => table;
const s = table.series.nakshatra;
const j = s.utcMs.findIndex((t) => t > Date.UTC(2029, 2, 10));
const boundary = s.utcMs[j];
const ended = s.indices[j - 1];
const local = new Date(boundary + offsetMinutesAt(NEW_DELHI.timezone, boundary) * 60_000);
const date = local.toISOString().slice(0, 10);
const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;

const printed = (minute: number, endOf?: number): PrintedTime => ({
  date,
  place: NEW_DELHI,
  field: 'nakshatra_end',
  printedMinute: minute,
  source: 'month-grid',
  endOf,
});

test('a printed end is compared with our boundary: ours − printed, in seconds', () => {
  const [onMinute, twoEarly] = printedResiduals(
    [printed(Math.round(minuteOfDay), ended), printed(Math.round(minuteOfDay) - 2, ended)],
    {
      globalYear,
    },
  );
  assert.ok(onMinute >= -30 && onMinute < 30, `${onMinute}`);
  assert.ok(Math.abs(twoEarly - onMinute - 120) < 1e-6, `${twoEarly}`);
});

test('the named nakshatra guards the match: the end of another one is not taken for it', () => {
  const next = s.indices[j];
  const [right, wrongName, unnamed] = printedResiduals(
    [printed(Math.round(minuteOfDay), ended), printed(Math.round(minuteOfDay), next), printed(Math.round(minuteOfDay))],
    { globalYear },
  );
  assert.is(unnamed, right);
  // The printed time names the nakshatra that begins there: its end is about a day later, so the residual is large.
  assert.ok(Number.isNaN(wrongName) || wrongName > 12 * 3600, `${wrongName}`);
});

test('scores: rounding window [−30, 30), unmatched ends count as misses, groups by key', () => {
  const sc = summarise('x', [-30, 29.9, 30, NaN]);
  assert.is(sc.n, 4);
  assert.is(sc.sameMinuteRounded, 0.5);
  assert.is(sc.unmatched, 1);
  assert.ok(Math.abs(sc.meanOffsetS - 29.9 / 3) < 1e-9);
  const times = [printed(1), printed(2), { ...printed(3), field: 'sunrise' as const }];
  const groups = scoreGroups(times, [0, 40, 0], (p) => ['all', p.field]);
  assert.equal(
    groups.map((g) => [g.field, g.n, g.sameMinuteRounded]),
    [
      ['all', 3, 2 / 3],
      ['nakshatra_end', 2, 0.5],
      ['sunrise', 1, 1],
    ],
  );
});

test.run();
