// The selection rule of data/cities.json as data: which countries, how many cities each, which
// zone, and which festival region each Indian state or union territory belongs to.
// scripts/build-cities.ts applies it; data/README.md explains it.

export type IndianRegion = 'north_india' | 'south_india' | 'west_india' | 'east_india';
/** `nepal`: Nepal's cities (issue 39), whose festivals follow Nepal's patro. */
export type RegionVariant = IndianRegion | 'nepal' | 'default';

export const DIRECTORY_SIZE = { cities: 5681, countries: 67 } as const;

/** Every Indian city at or above this population is in; leftover slots go to the next largest. */
export const INDIA_MIN_POPULATION = 10_000;

export interface CountryQuota {
  /** ISO 3166-1 alpha-2, as GeoNames writes it. */
  readonly code: string;
  /** English short name, fixed here so the output does not depend on the ICU version. */
  readonly name: string;
  /** At most this many cities, the largest first (the capital always counts among them). */
  readonly cap: number;
  /** Below this population a city is left out even when the cap is not reached. */
  readonly minPopulation: number;
  /**
   * The country's IANA zones, principal first. One zone: every city gets it. Several: the zone is
   * looked up from the coordinates and must be one of these (a coarse coastline or border can
   * return a neighbour's zone; such a city takes the zone of its nearest compatriot instead).
   */
  readonly zones: readonly string[];
}

const q = (
  code: string,
  name: string,
  cap: number,
  minPopulation: number,
  zones: string | readonly string[],
): CountryQuota => ({ code, name, cap, minPopulation, zones: typeof zones === 'string' ? [zones] : zones });

// Zones of the multi-zone countries, from the tz database's zone1970.tab.
const america = (...cities: string[]): string[] => cities.map((c) => `America/${c}`);
const US_ZONES = [
  ...america(
    'New_York',
    'Detroit',
    'Kentucky/Louisville',
    'Kentucky/Monticello',
    'Indiana/Indianapolis',
    'Indiana/Vincennes',
    'Indiana/Winamac',
    'Indiana/Marengo',
    'Indiana/Petersburg',
    'Indiana/Vevay',
    'Chicago',
    'Indiana/Tell_City',
    'Indiana/Knox',
    'Menominee',
    'North_Dakota/Center',
    'North_Dakota/New_Salem',
    'North_Dakota/Beulah',
    'Denver',
    'Boise',
    'Phoenix',
    'Los_Angeles',
    'Anchorage',
    'Juneau',
    'Sitka',
    'Metlakatla',
    'Yakutat',
    'Nome',
    'Adak',
  ),
  'Pacific/Honolulu',
];
const CA_ZONES = america(
  'Toronto',
  'St_Johns',
  'Halifax',
  'Glace_Bay',
  'Moncton',
  'Goose_Bay',
  'Iqaluit',
  'Winnipeg',
  'Rankin_Inlet',
  'Resolute',
  'Regina',
  'Swift_Current',
  'Edmonton',
  'Cambridge_Bay',
  'Inuvik',
  'Dawson_Creek',
  'Fort_Nelson',
  'Whitehorse',
  'Dawson',
  'Vancouver',
);
const AU_ZONES = [
  'Sydney',
  'Lord_Howe',
  'Hobart',
  'Melbourne',
  'Broken_Hill',
  'Brisbane',
  'Lindeman',
  'Adelaide',
  'Darwin',
  'Perth',
  'Eucla',
].map((c) => `Australia/${c}`);
const BR_ZONES = america(
  'Sao_Paulo',
  'Noronha',
  'Belem',
  'Fortaleza',
  'Recife',
  'Araguaina',
  'Maceio',
  'Bahia',
  'Campo_Grande',
  'Cuiaba',
  'Santarem',
  'Porto_Velho',
  'Boa_Vista',
  'Manaus',
  'Eirunepe',
  'Rio_Branco',
);
const MX_ZONES = america(
  'Mexico_City',
  'Cancun',
  'Merida',
  'Monterrey',
  'Matamoros',
  'Chihuahua',
  'Ciudad_Juarez',
  'Ojinaga',
  'Mazatlan',
  'Bahia_Banderas',
  'Hermosillo',
  'Tijuana',
);
const RU_ZONES = [
  ...['Moscow', 'Kaliningrad', 'Kirov', 'Volgograd', 'Astrakhan', 'Saratov', 'Ulyanovsk', 'Samara'].map(
    (c) => `Europe/${c}`,
  ),
  ...[
    'Yekaterinburg',
    'Omsk',
    'Novosibirsk',
    'Barnaul',
    'Tomsk',
    'Novokuznetsk',
    'Krasnoyarsk',
    'Irkutsk',
    'Chita',
    'Yakutsk',
    'Khandyga',
    'Vladivostok',
    'Ust-Nera',
    'Magadan',
    'Sakhalin',
    'Srednekolymsk',
    'Kamchatka',
    'Anadyr',
  ].map((c) => `Asia/${c}`),
];

/**
 * India is handled by its own rule (INDIA_MIN_POPULATION, every state, the fill) and its cap is
 * unused. The other countries: South Asia densely, then the countries of the Indian diaspora
 * roughly in proportion to its size there, then a few cities of countries where Hindus travel,
 * study or work in smaller numbers.
 */
export const COUNTRY_QUOTAS: readonly CountryQuota[] = [
  // South Asia: every town of 10,000 people or more (Bhutan and the Maldives have few that large).
  q('IN', 'India', 0, INDIA_MIN_POPULATION, 'Asia/Kolkata'),
  q('NP', 'Nepal', 80, 10_000, 'Asia/Kathmandu'),
  q('LK', 'Sri Lanka', 80, 10_000, 'Asia/Colombo'),
  q('BD', 'Bangladesh', 120, 10_000, 'Asia/Dhaka'),
  q('BT', 'Bhutan', 10, 5_000, 'Asia/Thimphu'),
  q('MV', 'Maldives', 3, 5_000, 'Indian/Maldives'),
  q('PK', 'Pakistan', 80, 10_000, 'Asia/Karachi'),
  // The large diaspora in North America, Britain and Australasia.
  q('US', 'United States', 700, 10_000, US_ZONES),
  q('GB', 'United Kingdom', 220, 10_000, 'Europe/London'),
  q('CA', 'Canada', 180, 10_000, CA_ZONES),
  q('AU', 'Australia', 100, 10_000, AU_ZONES),
  q('NZ', 'New Zealand', 25, 10_000, ['Pacific/Auckland', 'Pacific/Chatham']),
  // The Gulf, where millions of Indians work.
  q('AE', 'United Arab Emirates', 20, 10_000, 'Asia/Dubai'),
  q('SA', 'Saudi Arabia', 40, 10_000, 'Asia/Riyadh'),
  q('QA', 'Qatar', 5, 10_000, 'Asia/Qatar'),
  q('KW', 'Kuwait', 10, 10_000, 'Asia/Kuwait'),
  q('OM', 'Oman', 20, 10_000, 'Asia/Muscat'),
  q('BH', 'Bahrain', 8, 10_000, 'Asia/Bahrain'),
  // South-east and east Asia.
  q('SG', 'Singapore', 2, 10_000, 'Asia/Singapore'),
  q('MY', 'Malaysia', 80, 10_000, ['Asia/Kuala_Lumpur', 'Asia/Kuching']),
  q('ID', 'Indonesia', 30, 10_000, ['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura']),
  q('TH', 'Thailand', 25, 10_000, 'Asia/Bangkok'),
  q('MM', 'Myanmar', 30, 10_000, 'Asia/Yangon'),
  q('PH', 'Philippines', 15, 10_000, 'Asia/Manila'),
  q('JP', 'Japan', 25, 10_000, 'Asia/Tokyo'),
  q('CN', 'China', 40, 10_000, 'Asia/Shanghai'),
  q('HK', 'Hong Kong', 6, 10_000, 'Asia/Hong_Kong'),
  q('KR', 'South Korea', 10, 10_000, 'Asia/Seoul'),
  q('VN', 'Vietnam', 10, 10_000, 'Asia/Ho_Chi_Minh'),
  q('KH', 'Cambodia', 6, 10_000, 'Asia/Phnom_Penh'),
  q('IL', 'Israel', 8, 10_000, 'Asia/Jerusalem'),
  // Africa and the Indian Ocean: old Indian communities of East and South Africa, Mauritius, Reunion.
  q('ZA', 'South Africa', 80, 10_000, 'Africa/Johannesburg'),
  q('KE', 'Kenya', 30, 10_000, 'Africa/Nairobi'),
  q('MU', 'Mauritius', 25, 5_000, 'Indian/Mauritius'),
  q('UG', 'Uganda', 15, 10_000, 'Africa/Kampala'),
  q('TZ', 'Tanzania', 25, 10_000, 'Africa/Dar_es_Salaam'),
  q('RE', 'Réunion', 14, 10_000, 'Indian/Reunion'),
  q('NG', 'Nigeria', 15, 10_000, 'Africa/Lagos'),
  q('MZ', 'Mozambique', 10, 10_000, 'Africa/Maputo'),
  q('ZM', 'Zambia', 10, 10_000, 'Africa/Lusaka'),
  q('ZW', 'Zimbabwe', 10, 10_000, 'Africa/Harare'),
  q('BW', 'Botswana', 8, 10_000, 'Africa/Gaborone'),
  q('MG', 'Madagascar', 10, 10_000, 'Indian/Antananarivo'),
  q('SC', 'Seychelles', 2, 1_000, 'Indian/Mahe'),
  // The Caribbean and Pacific descendants of indentured labourers, and Latin America.
  q('TT', 'Trinidad and Tobago', 16, 5_000, 'America/Port_of_Spain'),
  q('GY', 'Guyana', 6, 5_000, 'America/Guyana'),
  q('SR', 'Suriname', 5, 5_000, 'America/Paramaribo'),
  q('JM', 'Jamaica', 8, 10_000, 'America/Jamaica'),
  q('FJ', 'Fiji', 6, 5_000, 'Pacific/Fiji'),
  q('BR', 'Brazil', 20, 10_000, BR_ZONES),
  q('MX', 'Mexico', 20, 10_000, MX_ZONES),
  // Europe.
  q('DE', 'Germany', 60, 10_000, 'Europe/Berlin'),
  q('NL', 'Netherlands', 40, 10_000, 'Europe/Amsterdam'),
  q('FR', 'France', 30, 10_000, 'Europe/Paris'),
  q('IT', 'Italy', 30, 10_000, 'Europe/Rome'),
  q('ES', 'Spain', 20, 10_000, ['Europe/Madrid', 'Africa/Ceuta', 'Atlantic/Canary']),
  q('RU', 'Russia', 20, 10_000, RU_ZONES),
  q('IE', 'Ireland', 12, 10_000, 'Europe/Dublin'),
  q('CH', 'Switzerland', 12, 10_000, 'Europe/Zurich'),
  q('BE', 'Belgium', 12, 10_000, 'Europe/Brussels'),
  q('SE', 'Sweden', 12, 10_000, 'Europe/Stockholm'),
  q('PT', 'Portugal', 10, 10_000, ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores']),
  q('PL', 'Poland', 10, 10_000, 'Europe/Warsaw'),
  q('NO', 'Norway', 8, 10_000, 'Europe/Oslo'),
  q('DK', 'Denmark', 8, 10_000, 'Europe/Copenhagen'),
  q('FI', 'Finland', 8, 10_000, 'Europe/Helsinki'),
  q('AT', 'Austria', 8, 10_000, 'Europe/Vienna'),
];

/**
 * Festival region of each Indian state and union territory (GeoNames admin1 names).
 * north: the Hindi belt and the Himalaya, purnimanta months and the Chaitra-based Vikram Samvat;
 *   Rajasthan, Madhya Pradesh and Chhattisgarh belong here (Gangaur, Teej, Karva Chauth, the
 *   purnimanta Malwa and Mahakoshal almanacs) though two of them are "central" on a map.
 * west: amanta months and the Kartika-based Gujarati year, Gudi Padwa, Ganesh Chaturthi as the
 *   great festival.
 * south: amanta months with Ugadi, and the Tamil and Malayalam solar years.
 * east: the Bengali, Odia and Assamese solar years, Durga and Kali Puja, Bihu; Bihar and Jharkhand
 *   join them for Chhath and the Mithila almanac's Durga Puja, and the Andaman and Nicobar Islands
 *   for their Bengali-speaking majority.
 */
export const INDIA_REGION_BY_STATE: Readonly<Record<string, IndianRegion>> = {
  Delhi: 'north_india',
  Punjab: 'north_india',
  Haryana: 'north_india',
  'Himachal Pradesh': 'north_india',
  'Jammu and Kashmir': 'north_india',
  Ladakh: 'north_india',
  Chandigarh: 'north_india',
  Uttarakhand: 'north_india',
  'Uttar Pradesh': 'north_india',
  Rajasthan: 'north_india',
  'Madhya Pradesh': 'north_india',
  Chhattisgarh: 'north_india',
  Gujarat: 'west_india',
  Maharashtra: 'west_india',
  Goa: 'west_india',
  'Dadra and Nagar Haveli and Daman and Diu': 'west_india',
  'Tamil Nadu': 'south_india',
  Kerala: 'south_india',
  Karnataka: 'south_india',
  'Andhra Pradesh': 'south_india',
  Telangana: 'south_india',
  Puducherry: 'south_india',
  Lakshadweep: 'south_india',
  'West Bengal': 'east_india',
  Odisha: 'east_india',
  Bihar: 'east_india',
  Jharkhand: 'east_india',
  Assam: 'east_india',
  Sikkim: 'east_india',
  'Arunachal Pradesh': 'east_india',
  Nagaland: 'east_india',
  Manipur: 'east_india',
  Mizoram: 'east_india',
  Tripura: 'east_india',
  Meghalaya: 'east_india',
  'Andaman and Nicobar': 'east_india',
};

/**
 * GeoNames admin1 codes that the city dataset still carries but the current admin1 list has merged:
 * Dadra and Nagar Haveli (IN.06) and Daman and Diu (IN.32) became one union territory (IN.52) in 2020.
 */
export const ADMIN1_CODE_SUCCESSORS: Readonly<Record<string, string>> = {
  'IN.06': 'IN.52',
  'IN.32': 'IN.52',
};

/**
 * GeoNames feature codes left out: sections of a city (PPLX, e.g. Delhi's Karol Bagh, which has the
 * same sunrise as Delhi to the second), and places that are historical, abandoned or destroyed.
 */
export const EXCLUDED_FEATURE_CODES: readonly string[] = ['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH'];

/** Names the build checks for: a directory without them would be broken for its users. */
export const REQUIRED_CITY_NAMES: readonly string[] = [
  'New Delhi',
  'Mumbai',
  'Chennai',
  'Kolkata',
  'Varanasi',
  'Kathmandu',
  'London',
  'New York',
  'Toronto',
  'Singapore',
  'Ujjain',
  'Tirupati',
  'Haridwar',
  'Rishikesh',
  'Puri',
  'Dwarka',
  'Madurai',
  'Guwahati',
  'Leh',
  'Port Blair',
  'Sydney',
  'Dubai',
];
