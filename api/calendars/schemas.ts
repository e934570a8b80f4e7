// GET /v1/calendars/convert (issue 39): one schema for the query and one for the answer; validation, types and the
// OpenAPI document come from them.
import { z } from 'zod';
import { CALENDAR_IDS } from '../../engine/panchang/calendar-dates.ts';
import { DisplayLang } from '../lang.ts';

export const CalendarId = z
  .enum(CALENDAR_IDS)
  .describe(
    'gregorian; vikram (Vikram Samvat, purnimanta months) and shaka (Shaka Samvat, amanta months), lunisolar by the tithi at New Delhi sunrise; bengali, tamil, malayalam, odia, nepali (Bikram Sambat), solar; hijri (tabular)',
  );

export const ConvertQuery = z.object({
  date: z
    .string()
    .min(1)
    .max(24)
    .describe(
      'the date in the `from` calendar: YYYY-MM-DD (Gregorian, solar calendars and Hijri: year, month number, day; e.g. nepali 2083-01-01) or YYYY-MM[A]-{S|K}TT[b] for vikram and shaka (A: adhik month, S/K: shukla or krishna paksha, TT: tithi 01-15, b: the second day of a repeated tithi), e.g. 2083-01-S01',
    ),
  from: CalendarId.default('gregorian').describe('the calendar `date` is written in (default gregorian)'),
  to: CalendarId.optional().describe('the calendar wanted in `result`; every calendar is in `calendars` anyway'),
  lang: DisplayLang.optional().describe('language of the month, paksha, tithi and weekday names (default en)'),
});

export const CalendarDate = z
  .object({
    calendar: CalendarId,
    date: z.string().describe('this date as `date` takes it back (with from = calendar)'),
    year: z.number().int(),
    month: z.number().int().min(1).max(12).describe("1 = the calendar's first month"),
    month_name: z.string().describe('in the requested language'),
    day: z.number().int().min(1).max(32).optional().describe('day of the month (Gregorian, solar calendars, Hijri)'),
    adhik: z.boolean().optional().describe('lunisolar: an intercalary (adhik) month'),
    paksha: z.enum(['shukla', 'krishna']).optional().describe('lunisolar: the fortnight'),
    tithi: z.number().int().min(1).max(15).optional().describe('lunisolar: the tithi at sunrise within its paksha'),
    tithi_name: z.string().optional().describe('lunisolar: its name in the requested language'),
    repeat: z.boolean().optional().describe('lunisolar: the second sunrise of the same tithi'),
  })
  .describe('one date in one calendar');

export const ConvertData = z.object({
  from: CalendarId,
  to: CalendarId.nullable(),
  date: z.string().describe('the date asked about, as given'),
  gregorian: z.string().describe('the civil date, YYYY-MM-DD'),
  weekday: z.string().describe('in the requested language'),
  result: CalendarDate.nullable().describe('the date in `to` (null when `to` is not given)'),
  calendars: z
    .object({
      gregorian: CalendarDate,
      vikram: CalendarDate,
      shaka: CalendarDate,
      bengali: CalendarDate,
      tamil: CalendarDate,
      malayalam: CalendarDate,
      odia: CalendarDate,
      nepali: CalendarDate,
      hijri: CalendarDate,
    } satisfies Record<(typeof CALENDAR_IDS)[number], typeof CalendarDate>)
    .describe('the same day in every calendar served'),
  reference: z
    .string()
    .describe('where the place-dependent calendars are decided (the lunisolar ones by the tithi at its sunrise)'),
});
export type ConvertData = z.infer<typeof ConvertData>;
