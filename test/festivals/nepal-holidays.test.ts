// Nepal's festivals (issue 39) at Kathmandu (region `nepal`, Asia/Kathmandu) against the Government of Nepal's
// published public holidays. Sources, as we read them (written from the lists, not re-fetched in the session that
// wrote this table; a check against the Nepal Gazette PDFs is welcome):
//   MoHA-2081, MoHA-2082: Ministry of Home Affairs, "सार्वजनिक बिदा" notices for BS 2081 and BS 2082 (Nepal
//     Gazette), the lists Nepal's offices and banks keep (fncci.org prints the same list each year: its 2080 page
//     has the layout).
//   Patro-2083: the BS 2083 holiday list had not been seen; the Tihar 2026 days are the ones calendar sites print
//     (growentkv.pages.dev "Nepali Calendar 2025 Tihar Bhai Tika": Laxmi Puja 8 Nov, Govardhan 10 Nov, Bhai Tika
//     11 Nov 2026), a weak source.
// The rows are tables/festivals/nepal.ts and the pan-Indian rows Nepal keeps on the same days.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FESTIVAL_RULES, festivalsForPlaceYear } from '../../engine/panchang/festivals/index.ts';
import { globalYear, placeDaysFor } from '../../pipeline/accuracy/festival-accuracy.ts';

const KATHMANDU = { latitudeDeg: 27.7017, longitudeDeg: 85.3206, timezone: 'Asia/Kathmandu', regionVariant: 'nepal' };
const NEW_DELHI = {
  latitudeDeg: 28.6358,
  longitudeDeg: 77.2245,
  timezone: 'Asia/Kolkata',
  regionVariant: 'north_india',
};

/** [festival, our slug, published date, source]. */
const PUBLISHED: readonly (readonly [string, string, string, string])[] = [
  ['Maghe Sankranti', 'maghe-sankranti', '2025-01-14', 'MoHA-2081 (Magh 1)'],
  ['Fagu Purnima (hills)', 'fagu-purnima-hill', '2025-03-13', 'MoHA-2081 (Falgun 29)'],
  ['Fagu Purnima (Terai)', 'fagu-purnima-terai', '2025-03-14', 'MoHA-2081 (Falgun 30)'],
  ['Nepali New Year 2082', 'nepali-new-year', '2025-04-14', 'MoHA-2082 (Baishakh 1)'],
  ['Buddha Jayanti', 'buddha-purnima', '2025-05-12', 'MoHA-2082 (Baishakh 29)'],
  ['Janai Purnima', 'janai-purnima', '2025-08-09', 'MoHA-2082 (Shrawan 24)'],
  ['Haritalika Teej', 'hartalika-teej', '2025-08-26', 'MoHA-2082 (Bhadra 10)'],
  ['Indra Jatra', 'indra-jatra', '2025-09-06', 'MoHA-2082 (Bhadra 21, Kathmandu Valley)'],
  ['Ghatasthapana', 'sharad-navratri', '2025-09-22', 'MoHA-2082 (Ashwin 6)'],
  ['Fulpati', 'fulpati', '2025-09-29', 'MoHA-2082 (Ashwin 13)'],
  ['Maha Ashtami', 'durga-ashtami', '2025-09-30', 'MoHA-2082 (Ashwin 14)'],
  ['Maha Navami', 'maha-navami', '2025-10-01', 'MoHA-2082 (Ashwin 15)'],
  ['Vijaya Dashami', 'dussehra', '2025-10-02', 'MoHA-2082 (Ashwin 16)'],
  ['Kojagrat Purnima', 'sharad-purnima', '2025-10-06', 'MoHA-2082 (Ashwin 20)'],
  ['Kaag Tihar', 'kaag-tihar', '2025-10-19', 'MoHA-2082 (Kartik 2)'],
  ['Kukur Tihar', 'naraka-chaturdashi', '2025-10-20', 'MoHA-2082 (Kartik 3)'],
  ['Laxmi Puja', 'diwali', '2025-10-21', 'MoHA-2082 (Kartik 4)'],
  ['Govardhan Puja', 'govardhan-puja', '2025-10-22', 'MoHA-2082 (Kartik 5)'],
  ['Bhai Tika', 'bhai-dooj', '2025-10-23', 'MoHA-2082 (Kartik 6)'],
  ['Chhath', 'chhath-puja', '2025-10-27', 'MoHA-2082 (Kartik 10)'],
  ['Maghe Sankranti', 'maghe-sankranti', '2026-01-15', 'MoHA-2082 (Magh 1)'],
  ['Fagu Purnima (hills)', 'fagu-purnima-hill', '2026-03-02', 'MoHA-2082 (Falgun 18)'],
  ['Fagu Purnima (Terai)', 'fagu-purnima-terai', '2026-03-03', 'MoHA-2082 (Falgun 19)'],
  [
    'Nepali New Year 2083',
    'nepali-new-year',
    '2026-04-14',
    'Baishakh 1, 2083 in both official tables (nepali-date-converter, bikram-sambat)',
  ],
  ['Buddha Jayanti', 'buddha-purnima', '2026-05-01', 'Patro-2083 (Baishakh 18; Vaishakha Purnima)'],
  ['Laxmi Puja', 'diwali', '2026-11-08', 'Patro-2083 (weak)'],
  ['Govardhan Puja', 'govardhan-puja', '2026-11-10', 'Patro-2083 (weak)'],
  ['Bhai Tika', 'bhai-dooj', '2026-11-11', 'Patro-2083 (weak)'],
];

const cache = new Map<string, Map<string, { id: number }[]>>();
function datesOf(place: typeof KATHMANDU | typeof NEW_DELHI, year: number, slug: string): string[] {
  const key = `${place.timezone} ${year}`;
  let r = cache.get(key);
  if (!r) {
    const p = place as Parameters<typeof festivalsForPlaceYear>[0]['place'];
    r = festivalsForPlaceYear({ year, globalYear: globalYear(year), placeDays: placeDaysFor(p, year), place: p });
    cache.set(key, r);
  }
  return [...r].filter(([, list]) => list.some((o) => FESTIVAL_RULES.rowOf(o.id).slug === slug)).map(([d]) => d);
}

test('Nepal 2025-2026: every published holiday on its published day at Kathmandu', () => {
  const misses = PUBLISHED.filter(
    ([, slug, date]) => !datesOf(KATHMANDU, Number(date.slice(0, 4)), slug).includes(date),
  );
  console.log(
    `  Nepal holidays 2025-2026: ${PUBLISHED.length - misses.length}/${PUBLISHED.length} on the published day`,
  );
  assert.equal(
    misses.map(([name, slug, date]) => `${name} ${date}: ours ${datesOf(KATHMANDU, Number(date.slice(0, 4)), slug)}`),
    [],
  );
});

test("Nepal's own rows are kept in Nepal's cities only", () => {
  assert.equal(datesOf(KATHMANDU, 2025, 'kaag-tihar'), ['2025-10-19']);
  assert.equal(datesOf(NEW_DELHI, 2025, 'kaag-tihar'), []);
  assert.equal(datesOf(NEW_DELHI, 2025, 'nepali-new-year'), []);
  assert.equal(datesOf(NEW_DELHI, 2025, 'diwali'), ['2025-10-20']); // India's Diwali, a day before Nepal's Laxmi Puja
});

test.run();
