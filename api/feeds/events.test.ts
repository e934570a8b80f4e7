// A feed's window, its layer catalog and the events read off a day: pure functions, no server.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PLANS } from '../plans.ts';
import { panchangPlan } from '../panchang/limits.ts';
import type { DailyPanchang } from '../panchang/schema.ts';
import { feedWindow } from './calendar.ts';
import { dayEvents, instantOf } from './events.ts';
import { FEED_LAYERS, FEED_LAYERS_BY_PLAN, allowedLayers, layerOfCategory, lowestPlanFor } from './layers.ts';

test('the window runs 30 days back to 365 ahead, clipped to 2025-01-01..2030-12-31', () => {
  assert.equal(feedWindow(Date.UTC(2026, 2, 10, 12)), { first: '2026-02-08', days: 396 });
  assert.equal(feedWindow(Date.UTC(2025, 0, 10)), { first: '2025-01-01', days: 375 });
  assert.equal(feedWindow(Date.UTC(2030, 11, 1)), { first: '2030-11-01', days: 61 });
  assert.equal(feedWindow(Date.UTC(2031, 5, 1)), { first: '2031-05-02', days: 0 });
});

test('every plan of the ladder has its feed layers; free none, eclipses from sapphire', () => {
  for (const plan of PLANS.panchang) assert.ok(FEED_LAYERS_BY_PLAN[panchangPlan(plan.name)], plan.name);
  assert.equal(FEED_LAYERS_BY_PLAN.free, []);
  assert.not.ok(FEED_LAYERS_BY_PLAN.amethyst.includes('eclipses'));
  assert.equal(FEED_LAYERS_BY_PLAN.sapphire, FEED_LAYERS);
  assert.is(lowestPlanFor('eclipses'), 'sapphire');
  assert.is(lowestPlanFor('tithi'), 'amethyst');
  assert.equal([...allowedLayers('amethyst', ['eclipses', 'festivals'])], ['festivals'], 'a downgrade narrows');
  assert.equal(
    ['ekadashi', 'lunar_day', 'sankranti', 'eclipse', 'major_festival', 'monthly_vrat'].map(layerOfCategory),
    ['ekadashi', 'purnima_amavasya', 'sankranti', 'eclipses', 'festivals', 'festivals'],
  );
});

test('local times read in their zone, across a clock change', () => {
  assert.is(instantOf('14-01-2026 15:07:19', 'Asia/Kolkata'), Date.UTC(2026, 0, 14, 9, 37, 19));
  assert.is(instantOf('28-03-2026 12:00:00', 'Europe/London'), Date.UTC(2026, 2, 28, 12));
  assert.is(instantOf('29-03-2026 12:00:00', 'Europe/London'), Date.UTC(2026, 2, 29, 11));
});

const W = (start: string | null, end: string | null) => ({ start, end });
const day = {
  date: '2026-01-14',
  timezone: 'Asia/Kolkata',
  city_id: 'new-delhi',
  tithi: [{ number: 26, name: 'Ekadashi', paksha: 'Krishna', start: '', end: '' }],
  nakshatra: [{ number: 17, name: 'Anuradha', start: '', end: '' }],
  parana: W('14-01-2026 07:15:00', '14-01-2026 09:20:00'),
  sankranti: {
    rashi: { number: 10, name: 'Makara' },
    time: '',
    kind: '',
    punya_kaal: W('14-01-2026 15:07:19', '14-01-2026 17:45:30'),
  },
  festivals: {
    total: 2,
    data: [
      { id: '100', name: 'Makar Sankranti', category: 'sankranti', start: '14-01-2026 15:07:19', end: null },
      {
        id: '200',
        name: 'Shattila Ekadashi',
        category: 'ekadashi',
        start: '13-01-2026 15:17:00',
        end: '14-01-2026 17:52:00',
      },
    ],
  },
} as unknown as DailyPanchang;

test('a day gives all-day observances and timed windows, with UIDs from city, layer, event id and date', () => {
  const all = dayEvents(day, new Set(FEED_LAYERS), 'en');
  assert.equal(
    all.map((e) => [e.uid, e.summary, e.timed ? [e.timed.startMs, e.timed.endMs] : e.date]),
    [
      ['2026-01-14-sankranti-100-new-delhi@panchang-feeds', 'Makar Sankranti', '2026-01-14'],
      ['2026-01-14-ekadashi-200-new-delhi@panchang-feeds', 'Shattila Ekadashi', '2026-01-14'],
      [
        '2026-01-14-ekadashi-parana-new-delhi@panchang-feeds',
        'Ekadashi Parana',
        [Date.UTC(2026, 0, 14, 1, 45), Date.UTC(2026, 0, 14, 3, 50)],
      ],
      [
        '2026-01-14-sankranti-punya-kaal-new-delhi@panchang-feeds',
        'Makara Sankranti Punya Kaal',
        [Date.UTC(2026, 0, 14, 9, 37, 19), Date.UTC(2026, 0, 14, 12, 15, 30)],
      ],
      ['2026-01-14-tithi-26-new-delhi@panchang-feeds', 'Tithi: Krishna Ekadashi', '2026-01-14'],
      ['2026-01-14-nakshatra-17-new-delhi@panchang-feeds', 'Nakshatra: Anuradha', '2026-01-14'],
    ],
  );
  const hi = dayEvents(day, new Set(['tithi'] as const), 'hi');
  assert.equal(
    hi.map((e) => [e.uid, e.summary]),
    [['2026-01-14-tithi-26-new-delhi@panchang-feeds', 'तिथि: कृष्ण Ekadashi']],
  );
  assert.equal(dayEvents(day, new Set(['festivals'] as const), 'en'), [], 'layers filter');
});

test.run();
