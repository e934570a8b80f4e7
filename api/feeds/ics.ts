// A feed's events as an RFC 5545 calendar, built with ical.js (escaping, folding at 75 octets, CRLF) and the city's
// VTIMEZONE from timezones-ical-library (current IANA rules). Timed events are `DTSTART;TZID=<city zone>` at the wall
// time the platform's own zone code (ICU) gives for the exact instant, so a client reading the VTIMEZONE lands on the
// same instant only if the two agree (the HTTP suite checks it). All-day events are `VALUE=DATE`; DTSTAMP is UTC.
// ical-generator was tried first: it creates a TextEncoder per character when folding, about 0.7 s for a year's feed.
import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { utcToLocal } from '../../engine/astro/zone.ts';
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

const PROD_ID = '-//panchang-platform//panchang-feeds//EN';

// RFC 5545 3.1: a line is at most 75 octets, the leading space of a continuation line included. ical.js fills each
// piece up to `foldLength` octets and then puts the space in front, so 75 gave 76-octet continuation lines (issue
// #28); 74 keeps every line within 75, multi-byte text included (ical.js counts UTF-8 octets).
ICAL.foldLength = 74;

/** The zone's VTIMEZONE, or null when the library lacks it (timed events are then written as UTC instants). */
function vtimezone(zone: string): ICAL.Component | null {
  const block = tzlib_get_ical_block(zone)?.[0];
  if (typeof block !== 'string' || !block.includes('BEGIN:VTIMEZONE')) return null;
  return new ICAL.Component(ICAL.parse(block) as unknown as unknown[]);
}

function wallTime(utcMs: number, zone: string, tz: ICAL.Timezone): ICAL.Time {
  const t = utcToLocal(zone, utcMs);
  const { year, month, day, hour, minute, second } = t;
  return ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false }, tz);
}

const utcTime = (utcMs: number): ICAL.Time => ICAL.Time.fromJSDate(new Date(utcMs), true);
const dateOnly = (iso: string): ICAL.Time => ICAL.Time.fromDateString(iso);

function nextDay(iso: string): ICAL.Time {
  const t = dateOnly(iso);
  t.adjust(1, 0, 0, 0);
  return t;
}

export function renderCalendar(events: readonly FeedEvent<string>[], meta: CalendarMeta): string {
  const cal = new ICAL.Component(['vcalendar', [], []]);
  cal.addPropertyWithValue('version', '2.0');
  cal.addPropertyWithValue('prodid', PROD_ID);
  cal.addPropertyWithValue('calscale', 'GREGORIAN');
  cal.addPropertyWithValue('name', meta.name);
  cal.addPropertyWithValue('x-wr-calname', meta.name);
  cal.addPropertyWithValue('x-wr-caldesc', meta.description);
  cal.addPropertyWithValue('x-wr-timezone', meta.timezone);
  const ttl = ICAL.Duration.fromSeconds(meta.refreshSeconds);
  cal.addPropertyWithValue('refresh-interval', ttl);
  cal.addPropertyWithValue('x-published-ttl', ttl.toString());
  const zoneComponent = vtimezone(meta.timezone);
  const tz = zoneComponent ? new ICAL.Timezone(zoneComponent) : null;
  if (zoneComponent) cal.addSubcomponent(zoneComponent);
  const stamp = utcTime(meta.stampMs);
  for (const e of events) {
    const vevent = new ICAL.Component('vevent');
    const event = new ICAL.Event(vevent);
    event.uid = e.uid;
    vevent.addPropertyWithValue('dtstamp', stamp);
    if (e.timed) {
      event.startDate = tz ? wallTime(e.timed.startMs, meta.timezone, tz) : utcTime(e.timed.startMs);
      event.endDate = tz ? wallTime(e.timed.endMs, meta.timezone, tz) : utcTime(e.timed.endMs);
    } else {
      event.startDate = dateOnly(e.date);
      event.endDate = nextDay(e.date);
    }
    event.summary = e.summary;
    if (e.description) event.description = e.description;
    vevent.addPropertyWithValue('categories', e.layer);
    // observances do not make anyone busy
    vevent.addPropertyWithValue('transp', 'TRANSPARENT');
    cal.addSubcomponent(vevent);
  }
  return cal.toString();
}
