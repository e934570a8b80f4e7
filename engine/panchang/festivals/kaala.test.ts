// The generic window rule on synthetic days (sunrise 06:00, sunset 18:00 UTC), so every tie and fallback branch is
// exercised with numbers one can check by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PlaceDayInputs } from '../place-day.ts';
import { chooseDay } from './kaala.ts';
import { PlaceYear } from './place-year.ts';

const H = 3_600_000;
const DAY0 = Date.UTC(2025, 0, 1);
const days: PlaceDayInputs[] = Array.from({ length: 6 }, (_, i) => {
  const start = DAY0 + i * 24 * H;
  return {
    date: new Date(start).toISOString().slice(0, 10),
    dayStartUtcMs: start,
    dayEndUtcMs: start + 24 * H,
    prevSunsetUtcMs: start - 6 * H,
    sunriseUtcMs: start + 6 * H,
    sunsetUtcMs: start + 18 * H,
    nextSunriseUtcMs: start + 30 * H,
    moonriseUtcMs: start + 20 * H,
    moonsetUtcMs: null,
  };
});
const py = new PlaceYear(days);
const span = (fromH: number, toH: number) => ({ index: 1, startUtcMs: DAY0 + fromH * H, endUtcMs: DAY0 + toH * H });

test('a tithi at one sunrise is that day', () => {
  assert.equal(chooseDay(py, span(30, 50), 'sunrise', 'first', 'before'), { day: 1, resolution: 'single' });
});

test('vriddhi at sunrise: first and second', () => {
  assert.equal(chooseDay(py, span(29, 55), 'sunrise', 'first', 'before'), { day: 1, resolution: 'vriddhi' });
  assert.equal(chooseDay(py, span(29, 55), 'sunrise', 'second', 'before')?.day, 2);
});

test('kshaya at sunrise: the Hindu day the tithi runs in (before), or the next (after)', () => {
  assert.equal(chooseDay(py, span(32, 52), 'sunrise', 'first', 'before'), { day: 1, resolution: 'kshaya' });
  assert.equal(chooseDay(py, span(32, 52), 'sunrise', 'first', 'after')?.day, 2);
});

test('madhyahna (10:48-13:12) coverage decides ties by vyapti and by fullness', () => {
  // Day 1 madhyahna 34.8-37.2 h, day 2 58.8-61.2 h. Span 36-60: 1.2 h on day 1, 1.2 h on day 2.
  assert.equal(chooseDay(py, span(36, 60), 'madhyahna', 'max', 'nearest')?.day, 1);
  assert.equal(chooseDay(py, span(35.5, 60), 'madhyahna', 'max', 'nearest')?.day, 1);
  assert.equal(chooseDay(py, span(36, 60.5), 'madhyahna', 'max', 'nearest')?.day, 2);
  assert.equal(chooseDay(py, span(36, 60), 'madhyahna', 'second_if_full', 'nearest')?.day, 1);
  assert.equal(chooseDay(py, span(36, 62), 'madhyahna', 'second_if_full', 'nearest')?.day, 2);
});

test('pradosh: the second day only with a ghati (24 min) of coverage (Drik Diwali rule)', () => {
  // Pradosh day 1: 42-44.4 h; day 2: 66-68.4 h.
  assert.equal(chooseDay(py, span(40, 66.3), 'pradosh', 'second_if_ghati', 'nearest')?.day, 1);
  assert.equal(chooseDay(py, span(40, 66.5), 'pradosh', 'second_if_ghati', 'nearest')?.day, 2);
});

test('no window touched: nearest, before and after', () => {
  // Nishita of day 1 ≈ 47.6-48.4 h, of day 2 ≈ 71.6-72.4 h; the span 50-70 lies between them.
  assert.equal(chooseDay(py, span(50, 70), 'nishita', 'second', 'before'), { day: 1, resolution: 'kshaya' });
  assert.equal(chooseDay(py, span(50, 70), 'nishita', 'second', 'after')?.day, 2);
  assert.equal(chooseDay(py, span(50, 71), 'nishita', 'second', 'nearest')?.day, 2);
  assert.equal(chooseDay(py, span(49, 60), 'nishita', 'second', 'nearest')?.day, 1);
});

test('moonrise windows come from the Hindu day (the 20:00 moonrise)', () => {
  assert.equal(chooseDay(py, span(43, 45), 'moonrise', 'first', 'after')?.day, 1);
  assert.equal(chooseDay(py, span(45, 66), 'moonrise', 'first', 'after'), { day: 2, resolution: 'kshaya' });
});

test.run();
