// A feed's events as an RFC 5545 calendar, built with ical-generator (folding, escaping, line ends) and the city's
// VTIMEZONE from timezones-ical-library (current IANA rules). Timed events carry `DTSTART;TZID=<city zone>` with the
// wall time luxon formats from the exact instant; all-day events are `VALUE=DATE`. DTSTAMP is UTC, as the RFC wants:
// the calendar itself names no zone (ical-generator would print DTSTAMP in it), X-WR-TIMEZONE tells clients the zone.
import { ICalCalendar, ICalEventTransparency } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { FeedEvent } from './events.ts';

export interface CalendarMeta {
  readonly name: string;
  readonly description: string;
  readonly timezone: string;
  /** DTSTAMP of every event: when the feed's content last changed (the answer's Last-Modified). */
  readonly stampMs: number;
  /** How often clients should refresh (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  readonly refreshSeconds: number;
}

const PROD_ID = { company: 'panchang-platform', product: 'panchang-feeds', language: 'EN' };

/** The zone's VTIMEZONE block, or null when the library lacks the zone (the events then name it without one). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone)?.[0];
  return typeof block === 'string' && block.includes('BEGIN:VTIMEZONE') ? block : null;
}

export function renderCalendar(events: readonly FeedEvent[], meta: CalendarMeta): string {
  const cal = new ICalCalendar({
    prodId: PROD_ID,
    name: meta.name,
    description: meta.description,
    ttl: meta.refreshSeconds,
    timezone: { name: null, generator: vtimezone },
  });
  cal.x('X-WR-TIMEZONE', meta.timezone);
  const stamp = DateTime.fromMillis(meta.stampMs, { zone: 'utc' });
  for (const e of events) {
    const common = {
      id: e.uid,
      summary: e.summary,
      description: e.description || null,
      stamp,
      categories: [{ name: e.layer }],
      // observances do not make anyone busy
      transparency: ICalEventTransparency.TRANSPARENT,
    };
    if (e.timed) {
      cal.createEvent({
        ...common,
        timezone: meta.timezone,
        start: DateTime.fromMillis(e.timed.startMs, { zone: meta.timezone }),
        end: DateTime.fromMillis(e.timed.endMs, { zone: meta.timezone }),
      });
    } else {
      const day = DateTime.fromISO(e.date, { zone: 'utc' });
      cal.createEvent({ ...common, allDay: true, start: day, end: day.plus({ days: 1 }) });
    }
  }
  return cal.toString();
}
