/**
 * Nepal's festival days for 2025-2026 as published (issue 39, "Done means": Nepal's 2025-2026 festival dates match
 * the published lists, cited). Each row is a date a published source fixes, with the source it was read from; the
 * date is the Gregorian day of the BS date the source prints (the BS calendar as served, which both official month
 * tables confirm for BS 2081-2083). Read by test/http/nepal-festivals.test.ts (through the daily route) and
 * test/festivals/nepal-holidays.test.ts (through the engine); docs/regional-calendars.md carries the same table with
 * the festivals no source was found for.
 *
 * The Government of Nepal's BS 2082 and BS 2083 holiday notices themselves (Nepal Gazette) were not found in full:
 * the news items announcing them (myrepublica.nagariknetwork.com "govt-announces-public-holidays-for-2082-bs",
 * sunakharinews.com/308026 for BS 2083) name the counts, not the days. The days below come from the calendar
 * committee's (Nepal Panchanga Nirnayak Vikas Samiti) announcements as the Nepali press printed them, Hamro Patro,
 * and, where nothing better was found, foreign missions' and travel publishers' lists (marked).
 */

export interface PublishedDay {
  readonly festival: string;
  /** The festival row that serves it (tables/festivals). */
  readonly slug: string;
  /** The city asked: Kathmandu, or Janakpur for a Terai day. */
  readonly city: 'kathmandu' | 'janakpur';
  /** The published day; two when the source gives the festival two days (2026's two Ashtamis). */
  readonly dates: readonly string[];
  /** The BS date the source prints, as it prints it. */
  readonly bs: string;
  readonly source: string;
}

const MOCTCA_2082 =
  "newsofnepal.com/2025/09/16/731591 and hemantakhabar.com/?p=39843: the Samiti's BS 2082 Dashain days as the Ministry of Culture published them";
const SAMITI_TIHAR_2082 =
  'newsofnepal.com/2025/10/18/735676: the Samiti (Prof. Devmani Bhattarai): Kaag Tihar tomorrow, Kukur Tihar and Laxmi Puja together on Monday, Kartik 3';
const PATRO_2083 =
  "newsofnepal.com/2026/02/08/752612: the Samiti's BS 2083 patro: Dashain Asoj 25 - Kartik 4, Ashtami on Kartik 1 and 2, Tihar Kartik 21-25";

export const PUBLISHED_DAYS: readonly PublishedDay[] = [
  // BS 2081-2082 (2025)
  {
    festival: 'Maghe Sankranti',
    slug: 'maghe-sankranti',
    city: 'kathmandu',
    dates: ['2025-01-14'],
    bs: '2081 Magh 1',
    source:
      'Magh 1 in both official month tables (nepali-date-converter 3.4.0, bikram-sambat 1.8.1); the holiday is Magh 1 every year (collegenp.com, list of public holidays 2079: "Maghi Magha 1st")',
  },
  {
    festival: 'Fagu Purnima (hills)',
    slug: 'fagu-purnima-hill',
    city: 'kathmandu',
    dates: ['2025-03-13'],
    bs: '2081 Falgun 29',
    source:
      'np.emb-japan.go.jp/itpr_ja/11_000001_00945.html (Embassy of Japan in Nepal, 2025 holidays: "March 13, Thu, Holi"); odeaservices.com (13 March hills, 14 March Terai)',
  },
  {
    festival: 'Fagu Purnima (Terai)',
    slug: 'fagu-purnima-terai',
    city: 'janakpur',
    dates: ['2025-03-14'],
    bs: '2081 Falgun 30',
    source:
      'calendarific.com/holiday/nepal/holi-purnima ("Holi Purnima (Terai region)", 2025: Friday March 14); odeaservices.com (14 March Terai)',
  },
  {
    festival: 'Nepali New Year 2082',
    slug: 'nepali-new-year',
    city: 'kathmandu',
    dates: ['2025-04-14'],
    bs: '2082 Baishakh 1',
    source:
      'np.emb-japan.go.jp/itpr_ja/11_000001_00945.html ("April 14, Mon, Nepali New Year"); both official month tables',
  },
  {
    festival: 'Buddha Jayanti',
    slug: 'buddha-purnima',
    city: 'kathmandu',
    dates: ['2025-05-12'],
    bs: '2082 Baishakh 29',
    source: 'np.emb-japan.go.jp/itpr_ja/11_000001_00945.html ("May 12, Mon, Buddha Jayanti")',
  },
  {
    festival: 'Haritalika Teej',
    slug: 'hartalika-teej',
    city: 'kathmandu',
    dates: ['2025-08-26'],
    bs: '2082 Bhadra 10',
    source:
      'myrepublica.nagariknetwork.com/news/teej-being-celebrated-across-the-country-today-97-66.html (Aug 26, Tuesday); ecospherenews.com/detail/1269 (Bhadra 10, 2082, a public holiday for women)',
  },
  {
    festival: 'Indra Jatra (Kumari Jatra)',
    slug: 'indra-jatra',
    city: 'kathmandu',
    dates: ['2025-09-06'],
    bs: '2082 Bhadra 21',
    source:
      "independent.co.uk/news/nepal-kathmandu-hindu-men-b2821470.html (2025-09-06, Saturday: the Kumari's chariot pulled)",
  },
  {
    festival: 'Ghatasthapana',
    slug: 'sharad-navratri',
    city: 'kathmandu',
    dates: ['2025-09-22'],
    bs: '2082 Asoj 6',
    source: MOCTCA_2082,
  },
  {
    festival: 'Fulpati',
    slug: 'fulpati',
    city: 'kathmandu',
    dates: ['2025-09-29'],
    bs: '2082 Asoj 13',
    source: MOCTCA_2082,
  },
  {
    festival: 'Maha Ashtami',
    slug: 'durga-ashtami',
    city: 'kathmandu',
    dates: ['2025-09-30'],
    bs: '2082 Asoj 14',
    source: MOCTCA_2082,
  },
  {
    festival: 'Maha Navami',
    slug: 'maha-navami',
    city: 'kathmandu',
    dates: ['2025-10-01'],
    bs: '2082 Asoj 15',
    source: MOCTCA_2082,
  },
  {
    festival: 'Vijaya Dashami',
    slug: 'dussehra',
    city: 'kathmandu',
    dates: ['2025-10-02'],
    bs: '2082 Asoj 16',
    source: MOCTCA_2082,
  },
  {
    festival: 'Kojagrat Purnima',
    slug: 'sharad-purnima',
    city: 'kathmandu',
    dates: ['2025-10-06'],
    bs: '2082 Asoj 20',
    source: 'newsofnepal.com/2025/09/16/731591 ("असोज २० गते सोमवार कोजाग्रतव्रत")',
  },
  {
    festival: 'Kaag Tihar',
    slug: 'kaag-tihar',
    city: 'kathmandu',
    dates: ['2025-10-19'],
    bs: '2082 Kartik 2',
    source: SAMITI_TIHAR_2082,
  },
  {
    festival: 'Kukur Tihar',
    slug: 'naraka-chaturdashi',
    city: 'kathmandu',
    dates: ['2025-10-20'],
    bs: '2082 Kartik 3',
    source: SAMITI_TIHAR_2082,
  },
  {
    festival: 'Laxmi Puja',
    slug: 'diwali',
    city: 'kathmandu',
    dates: ['2025-10-20'],
    bs: '2082 Kartik 3',
    source: `${SAMITI_TIHAR_2082}; nepalytix.com (Laxmi Puja and Kukur Tihar on the same day)`,
  },
  {
    festival: 'Govardhan Puja',
    slug: 'govardhan-puja',
    city: 'kathmandu',
    dates: ['2025-10-22'],
    bs: '2082 Kartik 5',
    source: 'english.hamropatro.com/date/2082-7-5 (Hamro Patro: Gobardhan Puja / Mha Puja, Wednesday Oct 22, 2025)',
  },
  {
    festival: 'Bhai Tika',
    slug: 'bhai-dooj',
    city: 'kathmandu',
    dates: ['2025-10-23'],
    bs: '2082 Kartik 6',
    source: 'waveritam.com/?p=11762 (the Samiti: Bhai Tika Kartik 6, 11:39); nepalpukar.com/archives/17443 (Thursday)',
  },
  {
    festival: 'Chhath',
    slug: 'chhath-puja',
    city: 'janakpur',
    dates: ['2025-10-27'],
    bs: '2082 Kartik 10',
    source:
      'english.onlinekhabar.com/?p=575524 ("Kathmandu, October 27": the evening arghya today, a public holiday declared)',
  },
  // BS 2082-2083 (2026)
  {
    festival: 'Maghe Sankranti',
    slug: 'maghe-sankranti',
    city: 'kathmandu',
    dates: ['2026-01-15'],
    bs: '2082 Magh 1',
    source: 'Magh 1 in both official month tables (nepali-date-converter 3.4.0, bikram-sambat 1.8.1)',
  },
  {
    festival: 'Fagu Purnima (hills)',
    slug: 'fagu-purnima-hill',
    city: 'kathmandu',
    dates: ['2026-03-02'],
    bs: '2082 Falgun 18',
    source:
      'amazingkathmandu.com/?p=4909 (a travel publisher: Kathmandu and the hills 2 March 2026, the Terai 3 March)',
  },
  {
    festival: 'Fagu Purnima (Terai)',
    slug: 'fagu-purnima-terai',
    city: 'janakpur',
    dates: ['2026-03-03'],
    bs: '2082 Falgun 19',
    source: 'amazingkathmandu.com/?p=4909 (the Terai 3 March 2026)',
  },
  {
    festival: 'Nepali New Year 2083',
    slug: 'nepali-new-year',
    city: 'kathmandu',
    dates: ['2026-04-14'],
    bs: '2083 Baishakh 1',
    source: 'Baishakh 1, 2083 in both official month tables (nepali-date-converter 3.4.0, bikram-sambat 1.8.1)',
  },
  {
    festival: 'Ghatasthapana',
    slug: 'sharad-navratri',
    city: 'kathmandu',
    dates: ['2026-10-11'],
    bs: '2083 Asoj 25',
    source: PATRO_2083,
  },
  {
    festival: 'Maha Ashtami',
    slug: 'durga-ashtami',
    city: 'kathmandu',
    dates: ['2026-10-18', '2026-10-19'],
    bs: '2083 Kartik 1 and 2',
    source: PATRO_2083,
  },
  {
    festival: 'Vijaya Dashami',
    slug: 'dussehra',
    city: 'kathmandu',
    dates: ['2026-10-21'],
    bs: '2083 Kartik 4',
    source: PATRO_2083,
  },
  {
    festival: 'Kaag Tihar (first day of Tihar)',
    slug: 'kaag-tihar',
    city: 'kathmandu',
    dates: ['2026-11-07'],
    bs: '2083 Kartik 21',
    source: PATRO_2083,
  },
  {
    festival: 'Bhai Tika (last day of Tihar)',
    slug: 'bhai-dooj',
    city: 'kathmandu',
    dates: ['2026-11-11'],
    bs: '2083 Kartik 25',
    source: PATRO_2083,
  },
];
