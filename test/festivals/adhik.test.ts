// 2026 has an adhik Jyeshtha (17 May - 15 June): monthly vratas are kept in it with their adhik names and a note;
// annual festivals of Jyeshtha move to the nija month (festival-rules.md 0.6; smartpuja.com 2026 Purnima list).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lunarMonthAt } from '../../engine/panchang/lunar-month.ts';
import { FESTIVAL_RULES } from '../../engine/panchang/festivals/index.ts';
import { datesOf, festivalsFor, globalYear } from './support.ts';

const id = (slug: string) => FESTIVAL_RULES.rows.find((r) => r.slug === slug)!.id;
const inAdhik = (date: string) => date >= '2026-05-17' && date <= '2026-06-15';

test('the lunar month of 1 June 2026 is adhik Jyeshtha', () => {
  const m = lunarMonthAt(globalYear(2026), Date.UTC(2026, 5, 1, 6));
  assert.equal([m.amantaNumber, m.adhik], [3, true]);
});

test('Padmini and Parama Ekadashi fall inside the adhik month, and only in 2026', () => {
  const padmini = datesOf('new-delhi', 2026, id('padmini-ekadashi'));
  const parama = datesOf('new-delhi', 2026, id('parama-ekadashi'));
  assert.equal(padmini.length, 1);
  assert.equal(parama.length, 1);
  assert.ok(inAdhik(padmini[0]) && inAdhik(parama[0]), `${padmini} ${parama}`);
  assert.equal(datesOf('new-delhi', 2025, id('padmini-ekadashi')), []);
});

test('13 Purnimas in 2026, the adhik one on 31 May with a note', () => {
  assert.is(datesOf('new-delhi', 2026, id('purnima')).length, 13);
  const may31 = festivalsFor('new-delhi', 2026)
    .get('2026-05-31')
    ?.find((o) => o.id === id('purnima'));
  assert.is(may31?.note, 'adhik_month');
});

test('monthly vratas are kept in the adhik month (Masik Shivaratri, Sankashti, Pradosh)', () => {
  for (const slug of ['masik-shivaratri', 'sankashti-chaturthi', 'krishna-pradosh-vrat']) {
    assert.ok(datesOf('new-delhi', 2026, id(slug)).some(inAdhik), slug);
  }
});

test('annual Jyeshtha festivals move to nija Jyeshtha: Ganga Dussehra, Nirjala Ekadashi, Vat Purnima (29 June)', () => {
  for (const slug of ['ganga-dussehra', 'nirjala-ekadashi', 'vat-purnima']) {
    const dates = datesOf('new-delhi', 2026, id(slug));
    assert.is(dates.length, 1, slug);
    assert.ok(dates[0] > '2026-06-15' && dates[0] < '2026-07-10', `${slug} ${dates[0]}`);
  }
  assert.equal(datesOf('new-delhi', 2026, id('vat-purnima')), ['2026-06-29']);
});

test.run();
