// The shut part of an inauspicious yoga (tables/muhurat/rules.ts YOGA_PORTIONS, Muhurtaraj p. 37), Bhadra vasa for
// griha pravesh, and the lunar month judged per window. New Delhi, 2026; dates found by scanning the year with the
// engine and fixed here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { elementsOverlapping } from '../astro/global-year.ts';
import { karanaOfIndex } from '../../tables/names/index.ts';
import { ACTIVITIES, type ActivityRules } from '../../tables/muhurat/index.ts';
import { BHADRA_VASA, YOGA_PORTIONS } from '../../tables/muhurat/rules.ts';
import { relax } from './relax.ts';
import { days, table, windowsOn } from './delhi-2026.fixture.ts';
import { yogaShutEndUtcMs } from './search.ts';

const windows = (rules: ActivityRules, date: string) => windowsOn(rules, date);
const yogaAt = (utcMs: number) => elementsOverlapping(table.series.yoga, utcMs, utcMs + 1)[0];
const GHATI_MS = 24 * 60_000;

test('shut ends: ghatis from the start, the first half, or the whole span; an allowed yoga shuts nothing', () => {
  const rules = ACTIVITIES.griha_pravesh;
  const span = (index: number) => ({ index, startUtcMs: 0, endUtcMs: 60 * GHATI_MS });
  assert.is(yogaShutEndUtcMs(rules, span(9)), 5 * GHATI_MS); // Shula
  assert.is(yogaShutEndUtcMs(rules, span(13)), 9 * GHATI_MS); // Vyaghata
  assert.is(yogaShutEndUtcMs(rules, span(19)), 30 * GHATI_MS); // Parigha
  assert.is(yogaShutEndUtcMs(rules, span(17)), 60 * GHATI_MS); // Vyatipata
  assert.is(yogaShutEndUtcMs(rules, span(3)), Number.NEGATIVE_INFINITY);
  assert.is(Object.keys(YOGA_PORTIONS).length, rules.yogas.forbidden.length);
  // marriage keeps the nine whole (Drik's marriage lists)
  assert.is(yogaShutEndUtcMs(ACTIVITIES.marriage, span(9)), 60 * GHATI_MS);
});

test("griha pravesh 2026-02-06: Chitra rises at 00:24, inside Shula's first 5 ghatis; the window opens as they end", () => {
  const ws = windows(ACTIVITIES.griha_pravesh, '2026-02-06');
  assert.ok(ws.length > 0);
  const shula = yogaAt(ws[0].startUtcMs);
  assert.is(shula.index, 9);
  assert.is(ws[0].startUtcMs, shula.startUtcMs + 5 * GHATI_MS);
  const relaxed = windows(relax(ACTIVITIES.griha_pravesh, 'yoga_not_inauspicious'), '2026-02-06');
  assert.ok(relaxed[0].startUtcMs < ws[0].startUtcMs, 'without the rule the Shula ghatis are taken too');
});

test('mundan 2026-01-21 and upanayana 2026-02-06: the yoga rule removes exactly the windows inside a shut part', () => {
  for (const [activity, date] of [
    ['mundan', '2026-01-21'],
    ['upanayana', '2026-02-06'],
  ] as const) {
    const rules = ACTIVITIES[activity];
    const kept = windows(rules, date);
    const all = windows(relax(rules, 'yoga_not_inauspicious'), date);
    const removed = all.filter((w) => !kept.some((k) => k.startUtcMs === w.startUtcMs));
    assert.ok(kept.length > 0 && removed.length > 0, `${activity} ${date}`);
    for (const w of removed)
      assert.ok(w.startUtcMs < yogaShutEndUtcMs(rules, yogaAt(w.startUtcMs)), `${activity} ${date}`);
    for (const w of kept)
      assert.ok(w.startUtcMs >= yogaShutEndUtcMs(rules, yogaAt(w.startUtcMs)), `${activity} ${date}`);
  }
});

test('Bhadra vasa: griha pravesh 2026-03-06 enters in Vishti with the Moon in Kanya (Bhadra in patala); without vasa the day shuts', () => {
  const gp = ACTIVITIES.griha_pravesh;
  const ws = windows(gp, '2026-03-06');
  assert.ok(ws.length > 0);
  for (const w of ws) {
    assert.is(karanaOfIndex(w.prevailing.karana).key, 'vishti');
    assert.not.ok(BHADRA_VASA.earthMoonRashis.includes(w.prevailing.moonRashi));
  }
  assert.is(windows({ ...gp, karana: { ...gp.karana, bhadraVasa: undefined } }, '2026-03-06').length, 0);
  // every griha pravesh window of the year in Vishti has Bhadra off the earth
  for (const date of days.keys())
    for (const w of windows(gp, date))
      if (karanaOfIndex(w.prevailing.karana).key === 'vishti')
        assert.not.ok(BHADRA_VASA.earthMoonRashis.includes(w.prevailing.moonRashi), date);
});

test("lunar months per window: 2026-03-19's sunrise is in Phalguna, its night in Chaitra, which griha pravesh does not take", () => {
  const gp = ACTIVITIES.griha_pravesh;
  assert.is(windows(gp, '2026-03-19').length, 0);
  assert.ok(windows(relax(gp, 'griha_pravesh_month'), '2026-03-19').length > 0);
});

test.run();
