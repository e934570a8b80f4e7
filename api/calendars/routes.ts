// The calendars product folder (issue 39): GET /v1/calendars/convert, a date in any calendar we serve to every other
// one, inside the served window. Date pickers call it; a panchang key, one unit a call.
import type { PanchangService } from '../panchang/service.ts';
import { defineRoute, type AnyRoute } from '../gateway/route-spec.ts';
import { ConvertData, ConvertQuery } from './schemas.ts';
import { CalendarConverter } from './service.ts';

export function calendarRoutes(panchang: PanchangService): AnyRoute[] {
  const converter = new CalendarConverter((year) => panchang.globalYear(year));
  return [
    defineRoute({
      product: 'panchang',
      method: 'GET',
      path: '/v1/calendars/convert',
      auth: 'key',
      cost: 1,
      request: { query: ConvertQuery },
      missingFieldError: 'missing_parameter',
      fieldErrors: { from: 'invalid_parameter', to: 'invalid_parameter', lang: 'invalid_parameter' },
      response: ConvertData,
      summary:
        'Convert a date between the calendars we serve (Gregorian, Vikram, Shaka, Bengali, Tamil, Malayalam, Odia, Nepali, Hijri)',
      description:
        'GET /v1/calendars/convert?date=2026-04-14&to=nepali gives Bikram Sambat 2083-01-01 (Baishakh 1); ?from=nepali&date=2083-01-01 gives 2026-04-14 back. Every day of 2025-01-01..2030-12-31 in every calendar, the same functions as data.calendars of the daily answer; `calendars` carries them all. Lunisolar dates (vikram, shaka) follow the tithi at New Delhi sunrise.',
      errors: ['invalid_date', 'invalid_parameter', 'missing_parameter', 'public_date_window_exceeded'],
      handler: ({ query }) => ({ data: converter.convert(query.from, query.date, query.to, query.lang ?? 'en') }),
    }),
  ];
}
