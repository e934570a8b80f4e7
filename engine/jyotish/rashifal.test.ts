import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GOCHARA_FAVOURABLE_HOUSES } from '../../tables/jyotish/forecast.ts';
import { RASHIS } from '../../tables/names/index.ts';
import { JyotishError } from './errors.ts';
import { rashifal } from './rashifal.ts';

test('pure: the same sign, period, date and language give the same reading', () => {
  assert.equal(rashifal('simha', 'daily', '2026-03-10', 'en'), rashifal('simha', 'daily', '2026-03-10', 'en'));
  assert.equal(rashifal(5, 'weekly', '2026-03-10'), rashifal('simha', 'weekly', '2026-03-10'));
});

test('periods: an Asia/Kolkata day, a Monday-Sunday week, a calendar month', () => {
  const day = rashifal('mesha', 'daily', '2026-03-10');
  assert.equal([day.window.start_date, day.window.end_date], ['2026-03-10', '2026-03-10']);
  assert.is(day.window.start_utc_ms, Date.UTC(2026, 2, 9, 18, 30));
  assert.is(day.window.end_utc_ms - day.window.start_utc_ms, 86_400_000);
  assert.is(day.window.reference_utc_ms, Date.UTC(2026, 2, 10, 0, 30), '06:00 IST');
  for (const anchor of ['2026-03-09', '2026-03-12', '2026-03-15']) {
    const w = rashifal('mesha', 'weekly', anchor).window;
    assert.equal([w.start_date, w.end_date], ['2026-03-09', '2026-03-15'], anchor);
  }
  const leap = rashifal('mesha', 'monthly', '2024-02-10').window;
  assert.equal([leap.start_date, leap.end_date], ['2024-02-01', '2024-02-29']);
  const december = rashifal('mesha', 'monthly', '2026-12-31').window;
  assert.equal([december.start_date, december.end_date], ['2026-12-01', '2026-12-31']);
});

test('each period reads its grahas: the Moon daily, Sun/Mars/Venus/Mercury weekly, the slow grahas monthly', () => {
  const main = (p: 'daily' | 'weekly' | 'monthly') =>
    rashifal('kanya', p, '2026-03-10')
      .transits.filter((t) => t.role === 'main')
      .map((t) => t.graha)
      .sort();
  assert.equal(main('daily'), ['chandra']);
  assert.equal(main('weekly'), ['budha', 'mangal', 'shukra', 'surya']);
  assert.equal(main('monthly'), ['guru', 'ketu', 'rahu', 'shani']);
});

test('houses are counted from the sign; favourable follows the gochara table; the lucky graha is a helper or the sign lord', () => {
  const readings = RASHIS.map((r) => rashifal(r.key, 'daily', '2026-03-10'));
  const moonRashi = readings[0]!.transits.find((t) => t.graha === 'chandra')!.rashi.number;
  for (const [i, r] of readings.entries()) {
    const moon = r.transits.find((t) => t.graha === 'chandra')!;
    assert.is(moon.rashi.number, moonRashi);
    assert.is(moon.house_from_sign, ((moonRashi - (i + 1) + 12) % 12) + 1);
    for (const t of r.transits) assert.is(t.favourable, GOCHARA_FAVOURABLE_HOUSES[t.graha].includes(t.house_from_sign));
    const lucky = r.transits.find((t) => t.graha === r.lucky.graha.key);
    assert.ok(lucky?.favourable || r.lucky.graha.key === RASHIS[i]!.lord, r.sign.key);
    for (const d of r.domains) assert.ok(d.score >= 0 && d.score <= 100);
  }
  // The twelve signs do not all read alike.
  assert.ok(new Set(readings.map((r) => r.text)).size === 12);
});

test('sign changes of the main grahas inside the period are listed and dated in the text', () => {
  // The Moon changes sign every ~2.25 days, so one of three consecutive days has an ingress.
  const days = ['2026-03-10', '2026-03-11', '2026-03-12'].map((d) => rashifal('tula', 'daily', d));
  const withIngress = days.filter((r) => r.ingresses.length > 0);
  assert.ok(withIngress.length >= 1);
  for (const r of withIngress) {
    const i = r.ingresses[0]!;
    assert.ok(i.utc_ms >= r.window.start_utc_ms && i.utc_ms < r.window.end_utc_ms);
    assert.ok(r.text.includes(i.rashi.name));
  }
  const hi = rashifal('tula', 'monthly', '2026-03-10', 'hi');
  assert.match(hi.text, /[\u0900-\u097F]/);
  assert.not.match(hi.text, /[{}]/);
});

test('bad input is a typed error', () => {
  assert.throws(
    () => rashifal('simha', 'daily', '2026-02-30'),
    (e: unknown) => e instanceof JyotishError && e.code === 'invalid_date',
  );
  assert.throws(() => rashifal('leo' as never, 'daily', '2026-03-10'), RangeError);
});

test.run();
