// One export row per day: the daily answer's fields flattened into columns, festivals as ids and names. A row is made
// from the daily object the API renders (never from the engine directly), so an export says what /daily says.
import type { DailyPanchang } from '../panchang/schema.ts';

export type Cell = string | number | boolean | null | readonly string[];
export type ExportRow = Readonly<Record<ExportColumn, Cell>>;

/** Every column in order; the CSV header line and each JSONL object's keys. */
export const EXPORT_COLUMNS = [
  'date',
  'weekday',
  'city_id',
  'city',
  'timezone',
  'utc_offset',
  'sunrise',
  'sunset',
  'moonrise',
  'moonset',
  'paksha',
  'lunar_month',
  'adhik',
  'tithi_number',
  'tithi_name',
  'tithi_end',
  'nakshatra_number',
  'nakshatra_name',
  'nakshatra_end',
  'yoga_number',
  'yoga_name',
  'yoga_end',
  'karana_number',
  'karana_name',
  'karana_end',
  'sun_rashi',
  'moon_rashi',
  'is_purnima',
  'is_amavasya',
  'is_ekadashi',
  'is_sankashti',
  'is_parana',
  'sankranti',
  'rahu_kaal_start',
  'rahu_kaal_end',
  'abhijit_start',
  'abhijit_end',
  'vikram_samvat',
  'shaka_samvat',
  // issue #29: the regional solar calendars (data.calendars.tamil|malayalam|odia)
  'tamil_day',
  'tamil_month',
  'tamil_month_name',
  'tamil_year',
  'malayalam_day',
  'malayalam_month',
  'malayalam_month_name',
  'malayalam_year',
  'odia_day',
  'odia_month',
  'odia_month_name',
  'odia_year',
  // issue 39: Nepal's Bikram Sambat (data.calendars.nepali)
  'nepali_day',
  'nepali_month',
  'nepali_month_name',
  'nepali_year',
  'festival_ids',
  'festival_names',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** Where a column comes from in the daily answer: the element current at sunrise is the first of its list. */
export function exportRow(day: DailyPanchang): ExportRow {
  const [tithi, nakshatra, yoga, karana] = [day.tithi[0], day.nakshatra[0], day.yoga[0], day.karana[0]];
  return {
    date: day.date,
    weekday: day.weekday,
    city_id: day.city_id,
    city: day.city,
    timezone: day.timezone,
    utc_offset: day.utc_offset,
    sunrise: day.sun.rise,
    sunset: day.sun.set,
    moonrise: day.moon.rise,
    moonset: day.moon.set,
    paksha: day.paksha,
    lunar_month: day.lunar_month_label,
    adhik: day.adhik,
    tithi_number: tithi.number,
    tithi_name: tithi.name,
    tithi_end: tithi.end,
    nakshatra_number: nakshatra.number,
    nakshatra_name: nakshatra.name,
    nakshatra_end: nakshatra.end,
    yoga_number: yoga.number,
    yoga_name: yoga.name,
    yoga_end: yoga.end,
    karana_number: karana.number,
    karana_name: karana.name,
    karana_end: karana.end,
    sun_rashi: day.sun.rashi,
    moon_rashi: day.moon.rashi,
    ...day.flags,
    sankranti: day.sankranti?.rashi.name ?? null,
    rahu_kaal_start: day.muhurat.rahu_kaal.start,
    rahu_kaal_end: day.muhurat.rahu_kaal.end,
    abhijit_start: day.muhurat.abhijit.start,
    abhijit_end: day.muhurat.abhijit.end,
    vikram_samvat: day.calendars.vikram_samvat,
    shaka_samvat: day.calendars.shaka_samvat,
    ...solarColumns(day),
    festival_ids: day.festivals.data.map((f) => f.id),
    festival_names: day.festivals.data.map((f) => f.name),
  };
}

/** How a list cell is written in CSV: its items joined by this (no festival id or name contains it). */
export const CSV_LIST_SEPARATOR = '|';

/** `<calendar>_day|month|month_name|year` of the three regional solar calendars and the Bikram Sambat. */
function solarColumns(day: DailyPanchang) {
  const { tamil, malayalam, odia, nepali } = day.calendars;
  return {
    tamil_day: tamil.day,
    tamil_month: tamil.month,
    tamil_month_name: tamil.month_name,
    tamil_year: tamil.year,
    malayalam_day: malayalam.day,
    malayalam_month: malayalam.month,
    malayalam_month_name: malayalam.month_name,
    malayalam_year: malayalam.year,
    odia_day: odia.day,
    odia_month: odia.month,
    odia_month_name: odia.month_name,
    odia_year: odia.year,
    nepali_day: nepali.day,
    nepali_month: nepali.month,
    nepali_month_name: nepali.month_name,
    nepali_year: nepali.year,
  };
}
