/**
 * The regional festival audit (issue #29, tables/festivals/README.md): each region's published 2025 festivals (and
 * the 2026 new years) dated through the rule interpreter at a city of the region. Each entry names its published
 * source; an entry we do not serve, or serve on another day, carries the reason.
 */
import type { RegionVariant } from '../../tables/city-selection.ts';
import { FESTIVAL_RULES, festivalsForPlaceYear } from '../../engine/panchang/festivals/index.ts';
import { globalYear, placeDaysFor } from './festival-accuracy.ts';

const city = (latitudeDeg: number, longitudeDeg: number, regionVariant: RegionVariant) => ({
  latitudeDeg,
  longitudeDeg,
  timezone: 'Asia/Kolkata',
  regionVariant,
});
export const AUDIT_CITIES = {
  chennai: city(13.0827, 80.2707, 'south_india'),
  kochi: city(9.9312, 76.2673, 'south_india'),
  hyderabad: city(17.385, 78.4867, 'south_india'),
  bengaluru: city(12.9716, 77.5946, 'south_india'),
  kolkata: city(22.5726, 88.3639, 'east_india'),
  guwahati: city(26.1445, 91.7362, 'east_india'),
  bhubaneswar: city(20.2961, 85.8245, 'east_india'),
  patna: city(25.5941, 85.1376, 'east_india'),
  mumbai: city(19.076, 72.8777, 'west_india'),
  ahmedabad: city(23.0225, 72.5714, 'west_india'),
} as const;
export type AuditCity = keyof typeof AUDIT_CITIES;

export interface AuditEntry {
  readonly region: 'south_india' | 'east_india' | 'west_india';
  readonly festival: string;
  readonly city: AuditCity;
  /** Published date, `YYYY-MM-DD`. */
  readonly date: string;
  /** Our row's slug, or null when no row serves it. */
  readonly slug: string | null;
  readonly source: string;
  /** Why it is missed (unserved or served on another day); absent when served on the date. */
  readonly why?: string;
}

const DRIK = 'drikpanchang.com festival page';
const TN = 'Tamil Nadu Govt 2025 holidays';
const KL = 'Kerala Govt 2025 holidays';
const TG = 'Telangana Govt 2025 holidays';
const WB = 'West Bengal Govt 2025 holidays';
const OD = 'Odisha Govt 2025 holidays';
const AS = 'Assam Govt 2025 holidays';
const MH = 'Maharashtra Govt 2025 holidays';
const GJ = 'Gujarat Govt 2025 holidays';
const BR = 'Bihar Govt 2025 holidays';

/** One entry: region, festival, city, published date, our slug (null: not served), source, and why when missed. */
const e = (
  region: AuditEntry['region'],
  festival: string,
  city: AuditCity,
  date: string,
  slug: string | null,
  source: string,
  why?: string,
): AuditEntry => ({ region, festival, city, date, slug, source, ...(why ? { why } : {}) });

// biome-ignore format: one published festival a line
export const AUDIT: readonly AuditEntry[] = [
  // South: Tamil Nadu, Kerala, Telangana, Karnataka
  e('south_india', 'Bhogi', 'chennai', '2025-01-13', 'bhogi', `${DRIK}; ${TN}`),
  e('south_india', 'Thai Pongal', 'chennai', '2025-01-14', 'thai-pongal', `${DRIK}; ${TN}`),
  e('south_india', 'Mattu Pongal', 'chennai', '2025-01-15', 'mattu-pongal', `${DRIK}; ${TN}`),
  e('south_india', 'Kaanum Pongal', 'chennai', '2025-01-16', 'kaanum-pongal', `${DRIK}; ${TN}`),
  e('south_india', 'Vaikunta Ekadashi', 'chennai', '2025-01-10', 'vaikuntha-ekadashi', DRIK),
  e('south_india', 'Arudra Darshan', 'chennai', '2025-01-13', 'arudra-darshan', DRIK),
  e('south_india', 'Thaipusam', 'chennai', '2025-02-11', 'thaipusam', `${DRIK}; ${TN}`),
  e('south_india', 'Maasi Magam', 'chennai', '2025-03-12', 'maasi-magam', DRIK),
  e('south_india', 'Ugadi', 'bengaluru', '2025-03-30', 'ugadi', `${DRIK}; Karnataka Govt 2025 holidays`),
  e('south_india', 'Panguni Uttiram', 'chennai', '2025-04-11', 'panguni-uttiram', DRIK),
  e('south_india', 'Puthandu', 'chennai', '2025-04-14', 'puthandu', `${DRIK}; ${TN}`),
  e('south_india', 'Vishu', 'kochi', '2025-04-14', 'vishu', `${DRIK}; ${KL}`),
  e('south_india', 'Chithirai Thiruvizha (Meenakshi Thirukalyanam)', 'chennai', '2025-05-08', null, 'Madurai Meenakshi temple 2025 schedule', 'a temple festival of Madurai set by the temple each year, not by a panchang rule; not served'),
  e('south_india', 'Vaikasi Visakam', 'chennai', '2025-06-09', 'vaikasi-visakam', DRIK),
  e('south_india', 'Bonalu (Golconda, first Sunday)', 'hyderabad', '2025-06-29', null, TG, "Hyderabad's temples set the Ashadha Sundays in turn; no rule names the first; not served"),
  e('south_india', 'Aadi Amavasya', 'chennai', '2025-07-24', 'aadi-amavasya', DRIK),
  e('south_india', 'Aadi Perukku', 'chennai', '2025-08-03', 'aadi-perukku', `${DRIK}; ${TN}`, 'Aadi 18 counted from Aadi 1 = 17 July; Karka sankranti came at 17:40 IST on 16 July, before sunset, so the Tamil month rule that matches all 1,500 Drik month starts of 1900-2024 opens Aadi on the 16th and gives 2 August'),
  e('south_india', 'Varalakshmi Vratam', 'chennai', '2025-08-08', 'varalakshmi-vratam', DRIK),
  e('south_india', 'Avani Avittam', 'chennai', '2025-08-09', 'avani-avittam', DRIK),
  e('south_india', 'Atham', 'kochi', '2025-08-26', 'atham', `${DRIK}; ${KL}`),
  e('south_india', 'Uthradom', 'kochi', '2025-09-04', 'uthradom', `${DRIK}; ${KL}`),
  e('south_india', 'Thiruvonam (Onam)', 'kochi', '2025-09-05', 'onam', `${DRIK}; ${KL}`),
  e('south_india', 'Engili Pula Bathukamma', 'hyderabad', '2025-09-21', 'engili-pula-bathukamma', `${DRIK}; ${TG}`),
  e('south_india', 'Saddula Bathukamma', 'hyderabad', '2025-09-30', 'saddula-bathukamma', `${DRIK}; ${TG}`),
  e('south_india', 'Karthigai Deepam', 'chennai', '2025-12-03', 'karthigai-deepam', DRIK),
  e('south_india', 'Vaikunta Ekadashi', 'chennai', '2025-12-30', 'vaikuntha-ekadashi', DRIK),
  e('south_india', 'Puthandu', 'chennai', '2026-04-14', 'puthandu', `${DRIK}; Tamil Nadu Govt 2026 holidays`),
  e('south_india', 'Vishu', 'kochi', '2026-04-15', 'vishu', 'vacanza/holidays VISHU_DATES; templesinindiainfo.com Vishu dates 2018-2030'),
  e('south_india', 'Ugadi', 'bengaluru', '2026-03-19', 'ugadi', `${DRIK}; Karnataka Govt 2026 holidays`),
  e('south_india', 'Telugu Hanuman Jayanti', 'hyderabad', '2025-05-22', 'telugu-hanuman-jayanti', DRIK),
  e('south_india', 'Gowri Habba', 'bengaluru', '2025-08-26', 'gowri-habba', `${DRIK}; Karnataka Govt 2025 holidays`),
  e('south_india', 'Ayudha Puja', 'chennai', '2025-10-01', 'ayudha-puja', `${DRIK}; ${TN}`),
  e('south_india', 'Soorasamharam (Kanda Sashti)', 'chennai', '2025-10-27', 'kanda-sashti', DRIK),
  // East: West Bengal, Assam, Odisha, Bihar
  e('east_india', 'Vishwakarma Puja', 'kolkata', '2025-09-17', 'vishwakarma-puja', `${DRIK}; ${WB}`),
  e('east_india', 'Magh Bihu', 'guwahati', '2025-01-14', 'magh-bihu', `${DRIK}; ${AS}`),
  e('east_india', 'Bohag Bihu', 'guwahati', '2025-04-14', 'bohag-bihu', `${DRIK}; ${AS}`),
  e('east_india', 'Pana Sankranti', 'bhubaneswar', '2025-04-14', 'pana-sankranti', `${DRIK}; ${OD}`),
  e('east_india', 'Pohela Boishakh', 'kolkata', '2025-04-15', 'pohela-boishakh', `${DRIK}; ${WB}`),
  e('east_india', 'Pahili Raja', 'bhubaneswar', '2025-06-14', 'pahili-raja', `${DRIK}; ${OD}`),
  e('east_india', 'Raja Sankranti', 'bhubaneswar', '2025-06-15', 'raja-sankranti', `${DRIK}; ${OD}`),
  e('east_india', 'Rath Yatra', 'bhubaneswar', '2025-06-27', 'jagannath-rath-yatra', `${DRIK}; ${OD}`),
  e('east_india', 'Mahalaya', 'kolkata', '2025-09-21', 'mahalaya', `${DRIK}; ${WB}`),
  e('east_india', 'Durga Puja Shashthi', 'kolkata', '2025-09-28', 'durga-puja-shashthi', `${DRIK}; ${WB}`),
  e('east_india', 'Durga Puja Saptami', 'kolkata', '2025-09-29', 'durga-puja-saptami', `${DRIK}; ${WB}`),
  e('east_india', 'Durga Puja Ashtami', 'kolkata', '2025-09-30', 'durga-ashtami', `${DRIK}; ${WB}`),
  e('east_india', 'Durga Puja Navami', 'kolkata', '2025-10-01', 'maha-navami', `${DRIK}; ${WB}`),
  e('east_india', 'Vijaya Dashami', 'kolkata', '2025-10-02', 'dussehra', `${DRIK}; ${WB}`),
  e('east_india', 'Kojagari Lakshmi Puja', 'kolkata', '2025-10-06', 'lakshmi-puja-kojagari', `${DRIK}; ${WB}`),
  e('east_india', 'Kati Bihu', 'guwahati', '2025-10-18', 'kati-bihu', `${DRIK}; ${AS}`),
  e('east_india', 'Kali Puja', 'kolkata', '2025-10-20', 'kali-puja', `${DRIK}; ${WB}`),
  e('east_india', 'Chhath (Nahay Khay)', 'patna', '2025-10-25', 'nahay-khay', `${DRIK}; ${BR}`),
  e('east_india', 'Chhath (Sandhya Arghya)', 'patna', '2025-10-27', 'chhath-puja', `${DRIK}; ${BR}`),
  e('east_india', 'Chhath (Usha Arghya)', 'patna', '2025-10-28', 'usha-arghya', `${DRIK}; ${BR}`),
  // West: Maharashtra, Gujarat
  e('west_india', 'Vat Purnima', 'mumbai', '2025-06-10', 'vat-purnima', DRIK),
  e('west_india', 'Dahi Handi', 'mumbai', '2025-08-16', 'dahi-handi', `${DRIK}; ${MH}`),
  e('west_india', 'Uttarayan', 'ahmedabad', '2025-01-14', 'uttarayan', `${DRIK}; ${GJ}`),
  e('west_india', 'Gudi Padwa', 'mumbai', '2025-03-30', 'gudi-padwa', `${DRIK}; ${MH}`),
  e('west_india', 'Ganesh Chaturthi', 'mumbai', '2025-08-27', 'ganesh-chaturthi', `${DRIK}; ${MH}`),
  e('west_india', 'Gujarati New Year', 'ahmedabad', '2025-10-22', 'gujarati-new-year', `${DRIK}; ${GJ}; mypandit.com`),
  e('west_india', 'Gudi Padwa', 'mumbai', '2026-03-19', 'gudi-padwa', `${DRIK}; Maharashtra Govt 2026 holidays`),
  e('west_india', 'Gujarati New Year', 'ahmedabad', '2026-11-10', 'gujarati-new-year', `${DRIK}; mypandit.com`),
];

const results = new Map<string, Map<string, { id: number }[]>>();
/** Dates on which a row falls for an audit city in a year. */
export function auditDates(cityKey: AuditCity, year: number, slug: string): string[] {
  const key = `${cityKey} ${year}`;
  let r = results.get(key);
  if (!r) {
    const place = AUDIT_CITIES[cityKey];
    r = festivalsForPlaceYear({ year, globalYear: globalYear(year), placeDays: placeDaysFor(place, year), place });
    results.set(key, r);
  }
  return [...r].filter(([, list]) => list.some((o) => FESTIVAL_RULES.rowOf(o.id).slug === slug)).map(([d]) => d);
}

export interface AuditOutcome {
  readonly entry: AuditEntry;
  readonly ours: readonly string[];
  readonly served: boolean;
}

export function runAudit(entries: readonly AuditEntry[] = AUDIT): AuditOutcome[] {
  return entries.map((entry) => {
    const ours = entry.slug ? auditDates(entry.city, Number(entry.date.slice(0, 4)), entry.slug) : [];
    return { entry, ours, served: ours.includes(entry.date) };
  });
}
