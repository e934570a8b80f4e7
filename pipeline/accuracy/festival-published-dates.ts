// Published festival dates, collected by hand from public calendars and news pages that quote Drik Panchang or the
// Government of India holiday lists (read through the search tool's pages corpus, 2025-2026 pages). Each row names
// its source; `festival-rules.md` means the dates shared/reference/festival-rules.md quotes and section 8 marks as
// read on public pages (Government gazetted/restricted lists, news pages citing Drik). `expectedMiss` explains a row
// the engine does not reproduce; the match-rate suite lists every miss and fails on an unexplained one.
import type { CityKey } from './festival-cities.ts';

export interface PublishedDate {
  readonly city: CityKey;
  readonly slug: string;
  readonly date: string;
  readonly source: string;
  readonly expectedMiss?: string;
}

const MH_EKADASHI = 'marriagehoroscope.com/panchang/ekadashi-tithi.php (New Delhi 2025)';
const WOWNANDI = 'wownandi.com 2025 Ekadashi dates table';
const MH_AMAVASYA = 'marriagehoroscope.com/panchang/amavasya-tithi.php (New Delhi 2025)';
const INSTAASTRO = 'instaastro.com/festivals/purnima (2025) and thetemples.in/2025/03/purnimapournami-dates.html';
const ASIANET = 'newsable.asianetnews.com 2025 full-moon list (Vrat and Snan-Daan Purnima)';
const REF = 'festival-rules.md (Govt of India lists / Drik, verified per section 8)';
const JAGRAN_2026 = 'jagran.com 2026 holiday list';

const delhi = (slug: string, date: string, source: string, expectedMiss?: string): PublishedDate => ({
  city: 'new-delhi',
  slug,
  date,
  source,
  ...(expectedMiss ? { expectedMiss } : {}),
});

const EKADASHI_2025: readonly PublishedDate[] = [
  delhi('pausha-putrada-ekadashi', '2025-01-10', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('shattila-ekadashi', '2025-01-25', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('jaya-ekadashi', '2025-02-08', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('vijaya-ekadashi', '2025-02-24', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('amalaki-ekadashi', '2025-03-10', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('papmochani-ekadashi', '2025-03-25', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('vaishnava-papmochani-ekadashi', '2025-03-26', `${WOWNANDI}; festival-rules.md 1.1`),
  delhi('kamada-ekadashi', '2025-04-08', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('varuthini-ekadashi', '2025-04-24', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('mohini-ekadashi', '2025-05-08', `${MH_EKADASHI}; ${WOWNANDI}`),
  delhi('apara-ekadashi', '2025-05-23', WOWNANDI),
  delhi('nirjala-ekadashi', '2025-06-06', `${WOWNANDI}; festival-rules.md 1.1`),
  delhi('vaishnava-nirjala-ekadashi', '2025-06-07', `${WOWNANDI}; festival-rules.md 1.1`),
  delhi('yogini-ekadashi', '2025-06-21', `${WOWNANDI}; chiragdaruwalla.com ekadashi-2025-list`),
  delhi('vaishnava-yogini-ekadashi', '2025-06-22', `${WOWNANDI}; festival-rules.md 1.1`),
  delhi('devshayani-ekadashi', '2025-07-06', 'en-yd.obnews.co (News9, Devshayani: tithi 5-6 Jul, parana 7 Jul)'),
  delhi('kamika-ekadashi', '2025-07-21', 'daily8.com (Indian Express, citing Drik Panchang)'),
  delhi('shravana-putrada-ekadashi', '2025-08-05', 'indiatvnews.com Ekadashi August 2025; myzodiaq.in'),
  delhi('aja-ekadashi', '2025-08-19', 'indiatvnews.com Ekadashi August 2025; myzodiaq.in'),
  delhi('parsva-ekadashi', '2025-09-03', 'festival-rules.md 1.1 (newsx.com / khelja.in Parsva Ekadashi 2025)'),
  delhi('indira-ekadashi', '2025-09-17', 'clickpanchang.com/festivals/indira-ekadashi'),
  delhi('papankusha-ekadashi', '2025-10-03', 'freepressjournal.in (citing Drik Panchang)'),
  delhi('rama-ekadashi', '2025-10-17', 'jansatta.com (October 2025 Ekadashis); indiaherald.com'),
  delhi('devutthana-ekadashi', '2025-11-01', 'festival-rules.md 1.1 (latestly Hindi, Dev Uthani 2025)'),
  delhi('vaishnava-devutthana-ekadashi', '2025-11-02', 'festival-rules.md 1.1'),
  delhi('utpanna-ekadashi', '2025-11-15', 'news.abplive.com Utpanna Ekadashi 2025'),
  delhi('mokshada-ekadashi', '2025-12-01', 'economictimes.indiatimes.com December 2025 Ekadashi dates'),
  delhi('saphala-ekadashi', '2025-12-15', 'economictimes.indiatimes.com December 2025 Ekadashi dates'),
  delhi('pausha-putrada-ekadashi', '2025-12-30', 'bombaytimes.timesofindia.com Pausha Putrada Ekadashi December 2025'),
  delhi('vaishnava-pausha-putrada-ekadashi', '2025-12-31', 'article.wn.com (30 Dec grihastha, 31 Dec Vaishnava)'),
];

const PURNIMA_AMAVASYA_2025: readonly PublishedDate[] = [
  ...[
    '2025-01-13',
    '2025-02-12',
    '2025-03-14',
    '2025-04-12',
    '2025-05-12',
    '2025-06-11',
    '2025-07-10',
    '2025-08-09',
  ].map((d) => delhi('purnima', d, INSTAASTRO)),
  ...['2025-09-07', '2025-10-07', '2025-11-05', '2025-12-04'].map((d) =>
    delhi('purnima', d, `${ASIANET}; thetemples.in tithi times`),
  ),
  ...['2025-03-13', '2025-06-10', '2025-10-06'].map((d) => delhi('purnima-vrat', d, ASIANET)),
  ...[
    '2025-01-29',
    '2025-02-27',
    '2025-03-29',
    '2025-04-27',
    '2025-05-27',
    '2025-06-25',
    '2025-07-24',
    '2025-08-23',
    '2025-09-21',
    '2025-10-21',
    '2025-11-20',
    '2025-12-19',
  ].map((d) => delhi('amavasya', d, MH_AMAVASYA)),
];

const MAJOR_2025: readonly PublishedDate[] = [
  delhi('makar-sankranti', '2025-01-14', REF),
  delhi('mauni-amavasya', '2025-01-29', REF),
  delhi('vasant-panchami', '2025-02-02', REF),
  delhi('guru-ravidas-jayanti', '2025-02-12', `${REF}; ${ASIANET}`),
  delhi('maha-shivaratri', '2025-02-26', REF),
  delhi('holika-dahan', '2025-03-13', `${ASIANET}; tejgujarati.com muhurat 13 Mar`),
  delhi('holi', '2025-03-14', REF),
  delhi('chaitra-navratri', '2025-03-30', REF),
  delhi('ram-navami', '2025-04-06', REF),
  delhi('mahavir-jayanti', '2025-04-10', REF),
  delhi('hanuman-jayanti', '2025-04-12', `${REF}; ${ASIANET}`),
  delhi('parashurama-jayanti', '2025-04-29', REF),
  delhi('akshaya-tritiya', '2025-04-30', `${REF}; newsable.asianetnews.com Akshaya Tritiya 2025`),
  delhi('buddha-purnima', '2025-05-12', REF),
  delhi('vat-savitri-vrat', '2025-05-26', `${REF} (lokmattimes)`),
  delhi('jagannath-rath-yatra', '2025-06-27', REF),
  delhi('guru-purnima', '2025-07-10', `${REF}; ${ASIANET}`),
  delhi('raksha-bandhan', '2025-08-09', `${REF}; ${ASIANET}`),
  delhi('krishna-janmashtami', '2025-08-15', `${REF} (Govt RH "Janmashtami (Smarta)")`),
  delhi('iskcon-janmashtami', '2025-08-16', `${REF} (Govt gazetted)`),
  delhi('ganesh-chaturthi', '2025-08-27', REF),
  delhi('sharad-navratri', '2025-09-22', REF),
  delhi('durga-ashtami', '2025-09-30', REF),
  delhi('maha-navami', '2025-10-01', REF),
  delhi('dussehra', '2025-10-02', REF),
  delhi('sharad-purnima', '2025-10-06', `${REF}; ${ASIANET}`),
  delhi('valmiki-jayanti', '2025-10-07', REF),
  delhi('karva-chauth', '2025-10-10', REF),
  delhi('dhanteras', '2025-10-18', `${REF}; headlinenews360.com Diwali calendar 2025`),
  delhi('naraka-chaturdashi', '2025-10-20', REF),
  delhi('diwali', '2025-10-20', `${REF}; wionews.com Diwali 2025 (New Delhi)`),
  delhi('govardhan-puja', '2025-10-22', REF),
  delhi('bhai-dooj', '2025-10-23', `${REF}; headlinenews360.com (ends Oct 23 with Bhai Dooj)`),
  delhi('chhath-puja', '2025-10-27', REF),
  delhi('kartik-purnima', '2025-11-05', ASIANET),
  delhi('guru-nanak-jayanti', '2025-11-05', REF),
  delhi('dattatreya-jayanti', '2025-12-04', ASIANET),
  delhi('good-friday', '2025-04-18', REF),
  delhi('easter', '2025-04-20', REF),
  delhi('christmas', '2025-12-25', REF),
  delhi('eid-al-fitr', '2025-03-31', `${REF} (India, sighting)`),
  delhi('eid-al-adha', '2025-06-07', `${REF} (India, sighting)`),
  delhi('ashura', '2025-07-06', `${REF} (Govt "Muharram")`),
  delhi('milad-un-nabi', '2025-09-05', `${REF} (India, sighting)`),
];

const MAJOR_2026: readonly PublishedDate[] = [
  delhi('makar-sankranti', '2026-01-14', `${JAGRAN_2026}; ${REF}`),
  delhi('vasant-panchami', '2026-01-23', `${JAGRAN_2026}; ${REF}`),
  delhi('guru-ravidas-jayanti', '2026-02-01', `${JAGRAN_2026}; ${REF}`),
  delhi('maha-shivaratri', '2026-02-15', `${JAGRAN_2026}; ${REF}`),
  delhi('holika-dahan', '2026-03-02', 'indiatoday.in Holika Dahan 2026 (per Drik Panchang)'),
  delhi('holi', '2026-03-04', 'indiatoday.in Holika Dahan 2026 (Rangwali Holi, per Drik); samaydhara.com'),
  delhi('chaitra-navratri', '2026-03-19', `${REF} (news18, webdunia)`),
  delhi('gudi-padwa', '2026-03-19', JAGRAN_2026),
  delhi('ram-navami', '2026-03-26', 'indiatoday.in Ram Navami 2026; news.abplive.com'),
  delhi('mahavir-jayanti', '2026-03-31', REF),
  delhi('hanuman-jayanti', '2026-04-02', REF),
  delhi('good-friday', '2026-04-03', REF),
  delhi('easter', '2026-04-05', `${JAGRAN_2026}; ${REF}`),
  delhi('vaisakhi', '2026-04-14', REF),
  delhi('akshaya-tritiya', '2026-04-19', 'news.abplive.com Akshaya Tritiya 2026; punjabkesari.in'),
  delhi('buddha-purnima', '2026-05-01', REF),
  delhi('jagannath-rath-yatra', '2026-07-16', `${JAGRAN_2026}; ${REF}`),
  delhi('guru-purnima', '2026-07-29', REF),
  delhi('raksha-bandhan', '2026-08-28', `${JAGRAN_2026}; ${REF}`),
  delhi('krishna-janmashtami', '2026-09-04', `${JAGRAN_2026}; ${REF}`),
  delhi('ganesh-chaturthi', '2026-09-14', `${JAGRAN_2026}; ${REF}`),
  delhi('dussehra', '2026-10-20', REF),
  delhi('valmiki-jayanti', '2026-10-26', JAGRAN_2026),
  delhi('karva-chauth', '2026-10-29', `${JAGRAN_2026}; ${REF}`),
  delhi('dhanteras', '2026-11-06', 'grahaguru.in Diwali 2026 (festival-rules.md: low confidence)'),
  delhi('diwali', '2026-11-08', `${JAGRAN_2026}; ${REF}; grahaguru.in`),
  delhi('bhai-dooj', '2026-11-11', `${JAGRAN_2026} (8-11 Nov Diwali to Bhai Dooj); ${REF} (Govt RH)`),
  delhi('chhath-puja', '2026-11-15', `${JAGRAN_2026}; ${REF}`),
  delhi('guru-nanak-jayanti', '2026-11-24', REF),
  delhi('christmas', '2026-12-25', REF),
  delhi(
    'eid-al-fitr',
    '2026-03-21',
    `${REF} (Govt list, tentative)`,
    'Tabular Hijri gives 1 Shawwal 1447 = 20 March 2026; India expected the crescent a day later. Sighting-based dates are out of scope (the note says so).',
  ),
  delhi('eid-al-adha', '2026-05-27', `${REF} (Govt list, tentative)`),
  delhi('ashura', '2026-06-26', `${REF} (Govt list, tentative)`),
  delhi('milad-un-nabi', '2026-08-26', `${REF} (Govt list, tentative)`),
];

const at =
  (city: CityKey) =>
  (slug: string, date: string, source: string, expectedMiss?: string): PublishedDate => ({
    city,
    slug,
    date,
    source,
    ...(expectedMiss ? { expectedMiss } : {}),
  });
const chennai = at('chennai'),
  kochi = at('kochi'),
  bengaluru = at('bengaluru'),
  kolkata = at('kolkata');
const newYork = at('new-york'),
  london = at('london');

const REGIONAL: readonly PublishedDate[] = [
  chennai('bhogi', '2025-01-13', 'firstoh.com (Bhogi Pandigai, January 13, 2025)'),
  chennai('thai-pongal', '2025-01-14', `${REF} 2.1 items 2-3 (Makar Sankranti 14 Jan; Pongal coincides)`),
  chennai('bhogi', '2026-01-13', 'freepressjournal.in Pongal 2026 (Drik sankranti moment 03:13 PM, 14 Jan)'),
  chennai('thai-pongal', '2026-01-14', 'freepressjournal.in Pongal 2026 (Drik)'),
  chennai('mattu-pongal', '2026-01-15', 'freepressjournal.in Pongal 2026 (Drik)'),
  chennai('puthandu', '2025-04-14', REF),
  chennai('puthandu', '2026-04-14', REF),
  chennai('diwali', '2025-10-20', `${REF} 2.3 item 42 (Tamil Deepavali = Naraka Chaturdashi, 20 Oct 2025)`),
  chennai('vaikuntha-ekadashi', '2025-01-10', 'kannada.asianetnews.com (Vaikuntha Ekadashi 10 Jan 2025)'),
  chennai('vaikuntha-ekadashi', '2025-12-30', 'saptashwatv.com Vaikuntha Ekadashi 2025 (main vrat 30 Dec)'),
  bengaluru('ugadi', '2025-03-30', REF),
  bengaluru('ugadi', '2026-03-19', `${JAGRAN_2026} (Gudi Padwa/Ugadi 19 Mar)`),
  kochi('vishu', '2025-04-14', REF),
  kochi(
    'vishu',
    '2026-04-15',
    "vacanza/holidays VISHU_DATES and templesinindiainfo.com (Vishu Kani 15 Apr 2026): the first dawn after the 09:38 IST sankranti, as Kerala's list and Drik dated 2022; festival-rules.md 2.1 item 14 prints 14 Apr (Medam 1)",
  ),
  kochi('onam', '2025-09-05', `${REF} (indiatvnews, daily8)`),
  kochi('onam', '2026-08-26', `${JAGRAN_2026}; ${REF}`),
  kolkata('pohela-boishakh', '2025-04-15', `${REF} (Govt RH Vaisakhadi 15 Apr)`),
  kolkata('pohela-boishakh', '2026-04-15', REF),
  kolkata('mahalaya', '2025-09-21', `${REF} 2.2 item 31 (Sarva Pitru Amavasya 21 Sep)`),
  kolkata('durga-puja-saptami', '2025-09-29', `${REF} (Govt RH)`),
  kolkata('durga-ashtami', '2025-09-30', `${REF} (Govt RH)`),
  kolkata('maha-navami', '2025-10-01', `${REF} (Govt RH)`),
  kolkata('durga-puja-saptami', '2026-10-18', `${REF} (Govt RH)`),
  kolkata('durga-ashtami', '2026-10-19', `${REF} (Govt RH)`),
  kolkata('maha-navami', '2026-10-20', `${REF} (Govt RH)`),
  kolkata(
    'lakshmi-puja-kojagari',
    '2026-10-25',
    'news-search snippet on nothingchange.freedynamicdns.net (Kolkata 2026 state holidays: "Lakshmi Puja is on Oct 25")',
  ),
  kolkata(
    'kali-puja',
    '2025-10-20',
    'hindustantimes.com Kali Puja 2025 (Drik nishita 11:07-11:56 PM); lokmattimes.com',
  ),
  newYork('diwali', '2025-10-20', 'hindustantimes.com Diwali 2025 in the US (Drik, New York); timesofindia.tv'),
  newYork('dhanteras', '2025-10-18', 'timesofindia.tv Diwali 2025 in the US (Drik)'),
  newYork('bhai-dooj', '2025-10-22', 'timesofindia.tv Diwali 2025 in the US (concludes with Bhai Dooj on Oct 22)'),
  london('diwali', '2025-10-20', 'wionews.com Diwali 2025 USA/UK/Canada (London, BST)'),
];

/**
 * Drik Panchang's New Delhi month pages of other years (each cell and the page's event list name the day), read in
 * the raw pages stored by the open-source project dra8an/hindu-calendar (scraper/data/raw/month/YYYY-MM.html,
 * commit 5269abb): rules at tithi boundaries checked outside 2025-2026.
 */
const drikMonth = (month: string) =>
  `drikpanchang.com month-panchang New Delhi ${month} (dra8an/hindu-calendar scraper/data/raw/month/${month}.html)`;
const DRIK_MONTH_PAGES: readonly PublishedDate[] = [
  delhi('amavasya', '2007-10-11', drikMonth('2007-10')),
  delhi(
    'sarva-pitru-amavasya',
    '2007-10-10',
    `${drikMonth('2007-10')}: Sarva Pitru Amavasya on the day with Chaturdashi at sunrise`,
  ),
  delhi('sharad-navratri', '2007-10-12', drikMonth('2007-10')),
  delhi('bhai-dooj', '2020-11-16', drikMonth('2020-11')),
  delhi('chhath-puja', '2020-11-20', drikMonth('2020-11')),
  delhi('sarva-pitru-amavasya', '2027-09-29', `${drikMonth('2027-09')} (event list)`),
  delhi('sharad-navratri', '2027-09-30', `${drikMonth('2027-09')} (event list)`),
  delhi('indira-ekadashi', '2027-09-26', `${drikMonth('2027-09')} (event list)`),
  delhi('magha-purnima', '2028-02-10', drikMonth('2028-02')),
  delhi('kumbha-sankranti', '2028-02-13', drikMonth('2028-02')),
  delhi('sankashti-chaturthi', '2028-02-13', `${drikMonth('2028-02')} (Dwijapriya Sankashti)`),
  delhi('vijaya-ekadashi', '2028-02-20', drikMonth('2028-02')),
  delhi('vaishnava-vijaya-ekadashi', '2028-02-21', drikMonth('2028-02')),
  delhi('maha-shivaratri', '2028-02-23', drikMonth('2028-02')),
  delhi('amavasya', '2028-02-25', `${drikMonth('2028-02')} (Magha Amavasya)`),
  delhi('amavasya', '2030-01-04', `${drikMonth('2030-01')} (Margashirsha Amavasya)`),
  ...(
    [
      ['karva-chauth', '2020-11-04'],
      ['rama-ekadashi', '2020-11-11'],
      ['dhanteras', '2020-11-13'],
      ['diwali', '2020-11-14'],
      ['govardhan-puja', '2020-11-15'],
      ['devutthana-ekadashi', '2020-11-25'],
      ['vaishnava-devutthana-ekadashi', '2020-11-26'],
      ['rama-ekadashi', '2026-11-05'],
      ['dhanteras', '2026-11-06'],
      ['diwali', '2026-11-08'],
      ['govardhan-puja', '2026-11-10'],
      ['bhai-dooj', '2026-11-11'],
      ['dhanteras', '2029-11-04'],
      ['diwali', '2029-11-05'],
      ['govardhan-puja', '2029-11-06'],
      ['bhai-dooj', '2029-11-07'],
      ['chhath-puja', '2029-11-11'],
      ['devutthana-ekadashi', '2029-11-16'],
      ['kartik-purnima', '2029-11-21'],
      ['indira-ekadashi', '2026-10-06'],
      ['sarva-pitru-amavasya', '2026-10-10'],
      ['sharad-navratri', '2026-10-11'],
      ['durga-ashtami', '2026-10-19'],
      ['dussehra', '2026-10-20'],
      ['papankusha-ekadashi', '2026-10-22'],
      ['sharad-purnima', '2026-10-25'],
      ['lakshmi-puja-kojagari', '2026-10-25'],
      ['purnima', '2026-10-26'],
    ] as const
  ).map(([slug, date]) => delhi(slug, date, `${drikMonth(date.slice(0, 7))} (event list)`)),
  delhi(
    'maha-navami',
    '2026-10-19',
    `${drikMonth('2026-10')} (event list: Durga Ashtami and Maha Navami both on 19 Oct)`,
    "Navami begins at 10:52 on 19 Oct 2026, before aparahna, and Drik's New Delhi page keeps Maha Navami on that day; the engine counts Navami at sunrise (20 Oct), the Bengal rule that the Kolkata row for 2026 confirms. A north-Indian variant is not modelled.",
  ),
  delhi(
    'tula-sankranti',
    '2026-10-17',
    `${drikMonth('2026-10')} (event list)`,
    "The ingress is at 19:52 IST on 17 Oct 2026, after sunset; Drik's month page lists the sankranti on the day of the instant, the engine counts an ingress after sunset on the next day, where its punya kaal falls (festival-rules.md 1.8).",
  ),
  delhi('makar-sankranti', '2030-01-14', drikMonth('2030-01')),
];

/**
 * Issue #31: Sharad Purnima and Govardhan Puja in the years where the candidate rules part (scripts/festival-rule-study.ts,
 * New Delhi 1990-2030). Purnima at nishita beats Purnima at sunrise or moonrise (2021, 2024 split them), Pratipada at
 * madhyahna paraviddha beats pratahkal (2019) and sayahna (2022, 2023). Pages read through the search tool.
 */
const RULE_SPLIT_YEARS: readonly PublishedDate[] = [
  delhi('sharad-purnima', '2021-10-19', 'firstpost.com Sharad Purnima 2021 (Kojagari nishita 19-20 Oct)'),
  delhi('sharad-purnima', '2022-10-09', 'aajtak.in 9 Oct 2022 (Ashvina Purnima today)'),
  delhi('sharad-purnima', '2023-10-28', 'aajtak.in 26 Oct 2023 (Sharad Purnima 28 Oct, with the lunar eclipse)'),
  delhi(
    'govardhan-puja',
    '2019-10-28',
    'indiatoday.in and businesstoday.in 28 Oct 2019 (Pratipada from 09:08; Sayankala muhurat 15:27-17:41)',
  ),
  delhi('govardhan-puja', '2021-11-05', 'freepressjournal.in Govardhan Puja 2021 (citing drikpanchang.com)'),
  delhi('govardhan-puja', '2022-10-26', 'english.sakshi.com Govardhan Puja 2022 (citing Drik Panchang)'),
  delhi('govardhan-puja', '2023-11-14', 'gdstimes.com 14 Nov 2023 (Amavasya until the afternoon of 13 Nov)'),
  delhi('govardhan-puja', '2024-11-02', 'livemint.com Govardhan Puja 2024; timeblitzed.com (citing Drik Panchang)'),
];

export const PUBLISHED_DATES: readonly PublishedDate[] = [
  ...EKADASHI_2025,
  ...PURNIMA_AMAVASYA_2025,
  ...MAJOR_2025,
  ...MAJOR_2026,
  ...REGIONAL,
  ...DRIK_MONTH_PAGES,
  ...RULE_SPLIT_YEARS,
];
