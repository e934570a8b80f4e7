// Tithis that touch no sunrise (kshaya) or two (vriddhi), at New Delhi, against published days
// (festival-rules.md sections 0, 1.1, 2.1 item 10, 2.3 item 43; marriagehoroscope Amavasya list).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FESTIVAL_RULES } from '../../engine/panchang/festivals/index.ts';
import { datesOf, festivalsFor } from './support.ts';

const id = (slug: string) => FESTIVAL_RULES.rows.find((r) => r.slug === slug)!.id;
const noteOn = (year: number, date: string, slug: string) =>
  festivalsFor('new-delhi', year)
    .get(date)
    ?.find((o) => o.id === id(slug))?.note;

test('kshaya Amavasya (27 Feb 2025, "Tithi lost") is kept on the day it runs, with a note', () => {
  assert.ok(datesOf('new-delhi', 2025, id('amavasya')).includes('2025-02-27'));
  assert.is(noteOn(2025, '2025-02-27', 'amavasya'), 'tithi_kshaya');
});

test('kshaya Chaitra Pratipada 2026: Navratri starts 19 March, not 20', () => {
  assert.equal(datesOf('new-delhi', 2026, id('chaitra-navratri')), ['2026-03-19']);
  assert.is(noteOn(2026, '2026-03-19', 'chaitra-navratri'), 'tithi_kshaya');
});

test('kshaya Purnima (4 Dec 2025) and the Purnima-vrat split days (13 Mar, 10 Jun, 6 Oct 2025)', () => {
  assert.ok(datesOf('new-delhi', 2025, id('purnima')).includes('2025-12-04'));
  const vrat = datesOf('new-delhi', 2025, id('purnima-vrat'));
  const purnima = datesOf('new-delhi', 2025, id('purnima'));
  for (const [v, p] of [
    ['2025-03-13', '2025-03-14'],
    ['2025-06-10', '2025-06-11'],
    ['2025-10-06', '2025-10-07'],
  ]) {
    assert.ok(vrat.includes(v), v);
    assert.ok(purnima.includes(p), p);
  }
});

test('Ekadashi with Dwadashi lost at sunrise: householders 1 Nov, Vaishnavas 2 Nov 2025, with notes', () => {
  assert.ok(datesOf('new-delhi', 2025, id('devutthana-ekadashi')).includes('2025-11-01'));
  assert.equal(datesOf('new-delhi', 2025, id('vaishnava-devutthana-ekadashi')), ['2025-11-02']);
  assert.is(noteOn(2025, '2025-11-01', 'devutthana-ekadashi'), 'vaishnava_next_day');
});

test('a Vaishnava Ekadashi on the Smarta day is not repeated (Kamika 21 Jul 2025)', () => {
  assert.equal(datesOf('new-delhi', 2025, id('vaishnava-kamika-ekadashi')), []);
  assert.is(noteOn(2025, '2025-07-21', 'kamika-ekadashi'), undefined);
});

test('Amavasya in Pradosh on two days: 2024 second day (≥ 1 ghati), 2025 first day (< 1 ghati)', () => {
  assert.equal(datesOf('new-delhi', 2024, id('diwali')), ['2024-11-01']);
  assert.equal(datesOf('new-delhi', 2025, id('diwali')), ['2025-10-20']);
});

test('Govardhan Puja skips a day when Amavasya runs past the next sunrise (20 Oct → 22 Oct 2025)', () => {
  assert.equal(datesOf('new-delhi', 2025, id('govardhan-puja')), ['2025-10-22']);
});

test('Janmashtami: Smarta (nishita) 15 Aug, Vaishnava (udaya) 16 Aug 2025; one date when they agree (4 Sep 2026)', () => {
  assert.equal(datesOf('new-delhi', 2025, id('krishna-janmashtami')), ['2025-08-15']);
  assert.equal(datesOf('new-delhi', 2025, id('iskcon-janmashtami')), ['2025-08-16']);
  assert.equal(datesOf('new-delhi', 2026, id('krishna-janmashtami')), ['2026-09-04']);
  assert.equal(datesOf('new-delhi', 2026, id('iskcon-janmashtami')), []);
});

test('Holika Dahan 2026 in the first evening (Purnima gone before the second sunset): 2 March, Holi 4 March', () => {
  assert.equal(datesOf('new-delhi', 2026, id('holika-dahan')), ['2026-03-02']);
  assert.equal(datesOf('new-delhi', 2026, id('holi')), ['2026-03-04']);
});

test.run();
