// Nepal's festivals (issue 39), ids 900-919, kept only in Nepal's cities (region `nepal`: every city of data/cities.json
// with country NP). Decided at the city asked about, on its own clock (Asia/Kathmandu, NST +05:45), as every row is.
// The rest of Nepal's calendar comes from the pan-Indian rows, which Nepal keeps on the same days by the same rules
// (their Nepali names are the patro's, tables/names/ne.ts): Ghatasthapana (sharad-navratri), Maha Ashtami
// (durga-ashtami), Kojagrat Purnima (sharad-purnima), Kukur Tihar (naraka-chaturdashi), Govardhan Puja, Bhai Tika
// (bhai-dooj), Haritalika Teej, Chhath, Buddha Jayanti (buddha-purnima); and Laxmi Puja (diwali), Maha Navami and
// Vijaya Dashami (dussehra), whose rows carry Nepal's own rule (`regionalRules.nepal`, tables/festivals/annual.ts).
// The audit against the published 2025-2026 days is test/http/nepal-festivals.test.ts, its cited data
// test/nepali/published-festivals.ts (tables/festivals/README.md, "Nepal").
import { deepFreeze } from '../freeze.ts';
import { annual, row } from './build.ts';
import type { FestivalRow } from './types.ts';

const NEPAL = ['nepal'] as const;
const PATRO = "Nepal Panchanga Nirnayak Samiti's patro as Nepal's holiday lists follow it";
const HOLIKA_DAHAN = 303,
  NARAKA_CHATURDASHI = 337,
  FAGU_PURNIMA_HILL = 906;

export const NEPAL_ROWS: readonly FestivalRow[] = deepFreeze([
  row({
    id: 900,
    slug: 'nepali-new-year',
    name: { en: 'Nepali New Year (Bikram Sambat)', hi: 'नेपाली नव वर्ष (विक्रम संवत)' },
    type: 'festival',
    category: 'new_year',
    layer: 'regional',
    observedIn: NEPAL,
    rule: { kind: 'solar', sign: 1, dayRule: 'nepali_calendar' },
    source: `Baishakh 1 of the Bikram Sambat (tables/panchang/bikram-sambat.ts); ${PATRO}`,
  }),
  row({
    id: 901,
    slug: 'maghe-sankranti',
    name: { en: 'Maghe Sankranti', hi: 'माघे संक्रांति' },
    type: 'festival', // the 12 `sankranti` rows are the ingresses themselves (makar-sankranti), at their instants
    category: 'regional_festival',
    layer: 'regional',
    observedIn: NEPAL,
    rule: { kind: 'solar', sign: 10, dayRule: 'nepali_calendar' },
    source: `Magh 1 of the Bikram Sambat (the Makara sankranti by Nepal's month rule); ${PATRO}`,
  }),
  row({
    id: 902,
    slug: 'fulpati',
    name: { en: 'Fulpati', hi: 'फूलपाती' },
    type: 'festival',
    category: 'major_festival',
    layer: 'regional',
    observedIn: NEPAL,
    rule: annual(7, 7, 'sunrise', 'first'),
    durationNote: 'Dashain: the seventh day, Ashwin Shukla Saptami',
    source: `Ashwin Shukla Saptami at sunrise; ${PATRO}`,
  }),
  row({
    id: 903,
    slug: 'kaag-tihar',
    name: { en: 'Kaag Tihar', hi: 'काग तिहार' },
    type: 'festival',
    category: 'major_festival',
    layer: 'regional',
    observedIn: NEPAL,
    rule: { kind: 'relative', to: NARAKA_CHATURDASHI, offsetDays: -1 },
    durationNote: 'Tihar: the first day (Kartik Krishna Trayodashi), the day before Kukur Tihar',
    source: `Tihar's five days run Kaag, Kukur (Narak Chaturdashi), Laxmi Puja, Govardhan, Bhai Tika; ${PATRO}`,
  }),
  row({
    id: 904,
    slug: 'indra-jatra',
    name: { en: 'Indra Jatra', hi: 'इन्द्र जात्रा' },
    type: 'festival',
    category: 'regional_festival',
    layer: 'regional',
    observedIn: NEPAL,
    rule: annual(6, 14, 'sunrise', 'first'),
    durationNote: 'Kumari Jatra day, Bhadra Shukla Chaturdashi (a Kathmandu Valley holiday)',
    source: `Bhadra Shukla Chaturdashi at sunrise (the chariot of Kumari; the pole is raised on Dwadashi); ${PATRO}`,
  }),
  row({
    id: 905,
    slug: 'janai-purnima',
    name: { en: 'Janai Purnima', hi: 'जनै पूर्णिमा' },
    type: 'festival',
    category: 'major_festival',
    layer: 'regional',
    observedIn: NEPAL,
    rule: annual(5, 15, 'sunrise', 'first'),
    durationNote: 'Shrawan Purnima: the sacred thread (janai) is changed, Rakshya Bandhan tied',
    source: `Shravana Purnima at sunrise; ${PATRO}`,
  }),
  row({
    id: 906,
    slug: 'fagu-purnima-hill',
    name: { en: 'Fagu Purnima: Holi (hills)', hi: 'फागु पूर्णिमा: होली (पहाड़)' },
    type: 'festival',
    category: 'major_festival',
    layer: 'regional',
    observedIn: NEPAL,
    rule: { kind: 'relative', to: HOLIKA_DAHAN, offsetDays: 0 },
    durationNote: 'The hills and the Kathmandu Valley play Holi on Fagu Purnima, the Holika Dahan day',
    source: `Phalguna Purnima at pradosh (Holika Dahan); the Government of Nepal gives the hill districts that day; ${PATRO}`,
  }),
  row({
    id: 907,
    slug: 'fagu-purnima-terai',
    name: { en: 'Fagu Purnima: Holi (Terai)', hi: 'फागु पूर्णिमा: होली (तराई)' },
    type: 'festival',
    category: 'major_festival',
    layer: 'regional',
    observedIn: NEPAL,
    rule: { kind: 'relative', to: FAGU_PURNIMA_HILL, offsetDays: 1 },
    durationNote: 'The Terai plays Holi the day after the hills',
    source: `the day after Fagu Purnima, as the Government of Nepal gives the Terai districts (BS 2082: Falgun 19, 3 March 2026, while India's Holi fell on the 4th); ${PATRO}`,
  }),
]);
