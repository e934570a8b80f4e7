// The seed's festival object, rendered at the edge from the engine's occurrences: exactly the seed fields, times in
// DD-MM-YYYY HH:mm:ss in the display zone, the note in the language asked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../../engine/astro/global-year.ts';
import {
  festivalPlaceDays,
  festivalsForPlaceYear,
  FESTIVAL_RULES,
  type FestivalPlace,
} from '../../engine/panchang/festivals/index.ts';
import { festivalObject } from './festivals.ts';

const year = buildGlobalYear(2025);
const delhi: FestivalPlace = {
  latitudeDeg: 28.6139,
  longitudeDeg: 77.209,
  timezone: 'Asia/Kolkata',
  regionVariant: 'north_india',
};
const result = festivalsForPlaceYear({
  year: 2025,
  globalYear: year,
  placeDays: festivalPlaceDays(year, delhi),
  place: delhi,
});
const slugOf = (id: number) => FESTIVAL_RULES.rowOf(id).slug;

test('festival object has exactly the seed fields, times in DD-MM-YYYY HH:mm:ss, note in the language asked', () => {
  const occ = result.get('2025-03-25')!.find((o) => slugOf(o.id) === 'papmochani-ekadashi')!;
  const en = festivalObject(occ, 'Asia/Kolkata', 'en');
  assert.equal(Object.keys(en).sort(), [
    'category',
    'duration_note',
    'end',
    'id',
    'name',
    'note',
    'observed_in',
    'slug',
    'start',
    'type',
  ]);
  assert.equal(
    [en.id, en.name, en.slug, en.type, en.category],
    ['123', 'Papmochani Ekadashi', 'papmochani-ekadashi', 'vrat', 'ekadashi'],
  );
  assert.match(en.start ?? '', /^25-03-2025 0[45]:\d\d:\d\d$/);
  assert.is(en.note, 'Vaishnava Ekadashi falls on the next day');
  const hi = festivalObject(occ, 'Asia/Kolkata', 'hi');
  assert.is(hi.name, 'पापमोचिनी एकादशी');
  assert.is(hi.note, 'वैष्णव एकादशी अगले दिन है');
  const diwali = festivalObject(result.get('2025-10-20')!.find((o) => o.id === 338)!, 'Asia/Kolkata', 'en');
  assert.not.ok('note' in diwali);
});

test.run();
