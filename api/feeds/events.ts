// The events of a feed, read off the same rendered days the daily route answers with (so a feed can never disagree
// with /v1/panchang/daily): observances as all-day events on their civil date, windows (eclipses, Ekadashi parana,
// sankranti punya kaal) as timed events at the instants the day states in the city's zone.
import { isoDate, localToUtc, utcToLocal } from '../../engine/astro/zone.ts';
import { nameOf, proseLangOf, type Lang } from '../../tables/names/index.ts';
import { joinSentences } from '../../tables/prose/sentences.ts';
import type { DailyPanchang, FestivalObject } from '../panchang/schema.ts';
import { layerOfCategory, type FeedLayer } from './layers.ts';

/** `L`: the layer names; other products' feeds (the muhurat search, issue #30) bring their own. */
export interface FeedEvent<L extends string = FeedLayer> {
  /** Stable across fetches and languages: city, layer, event id and date, so a client's refresh updates in place. */
  readonly uid: string;
  readonly layer: L;
  readonly summary: string;
  readonly description: string;
  /** The civil date (YYYY-MM-DD) the event belongs to: an all-day event's day, a timed event's panchang day. */
  readonly date: string;
  /** A timed event's instants (UTC ms); absent on all-day events. */
  readonly timed?: { readonly startMs: number; readonly endMs: number };
}

/** A daily answer's timestamp as a UTC instant: `DD-MM-YYYY HH:mm:ss` in `zone`, or ISO 8601 with its offset. */
export function instantOf(stamp: string, zone: string): number {
  if (stamp.includes('T')) return Date.parse(stamp);
  const [date, time] = stamp.split(' ') as [string, string];
  const [day, month, year] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return localToUtc(zone, { year, month, day, hour, minute, second }).utcMs;
}

const uidOf = (cityId: string, layer: FeedLayer, eventId: string, date: string) =>
  `${date}-${layer}-${eventId}-${cityId}@panchang-feeds`;

/**
 * A festival's description: its duration note and note, as sentences of the feed's language; in a language without
 * prose (none today), the day's tithi in the feed's language instead, so a feed never mixes scripts.
 */
function festivalDescription(day: DailyPanchang, f: FestivalObject, lang: Lang): string {
  if (proseLangOf(lang) === lang) return joinSentences([f.duration_note ?? '', f.note ?? ''], lang);
  const tithi = day.tithi[0]!;
  return `${nameOf(lang, 'paksha', tithi.paksha === 'Krishna' ? 'krishna' : 'shukla')} ${tithi.name}`;
}

/** The civil date (YYYY-MM-DD) of a day's timestamp in `zone`. */
function civilDateOf(stamp: string, zone: string): string {
  const t = utcToLocal(zone, instantOf(stamp, zone));
  return isoDate(t.year, t.month, t.day);
}

function festivalEvent(day: DailyPanchang, cityId: string, f: FestivalObject, lang: Lang): FeedEvent {
  const layer = layerOfCategory(f.category);
  const description = festivalDescription(day, f, lang);
  // A sankranti is the ingress itself: its all-day event is on the ingress's date, the day its punya kaal is
  // reckoned from, even when the observance is listed on the next day (an ingress after sunset, issue #28).
  const date = layer === 'sankranti' && f.start ? civilDateOf(f.start, day.timezone) : day.date;
  const base = { uid: uidOf(cityId, layer, f.id, date), layer, summary: f.name, description, date };
  // eclipses are the festivals whose start and end are the event itself; the others' are the tithi's span
  if (layer === 'eclipses' && f.start && f.end)
    return { ...base, timed: { startMs: instantOf(f.start, day.timezone), endMs: instantOf(f.end, day.timezone) } };
  return base;
}

function windowEvent(
  day: DailyPanchang,
  cityId: string,
  layer: FeedLayer,
  eventId: string,
  summary: string,
  window: { start: string | null; end: string | null },
): FeedEvent[] {
  if (!window.start || !window.end) return [];
  const timed = { startMs: instantOf(window.start, day.timezone), endMs: instantOf(window.end, day.timezone) };
  return [{ uid: uidOf(cityId, layer, eventId, day.date), layer, summary, description: '', date: day.date, timed }];
}

function elementEvent(day: DailyPanchang, cityId: string, layer: 'tithi' | 'nakshatra', lang: Lang): FeedEvent {
  const first = layer === 'tithi' ? day.tithi[0]! : day.nakshatra[0]!;
  const paksha =
    layer === 'tithi' ? `${nameOf(lang, 'paksha', day.tithi[0]!.paksha === 'Shukla' ? 'shukla' : 'krishna')} ` : '';
  return {
    uid: uidOf(cityId, layer, String(first.number), day.date),
    layer,
    summary: `${nameOf(lang, 'feed', layer)}: ${paksha}${first.name}`,
    description: '',
    date: day.date,
  };
}

/** The events of one rendered day that fall in `layers`, in a fixed order (festivals, windows, tithi, nakshatra). */
export function dayEvents(day: DailyPanchang, layers: ReadonlySet<FeedLayer>, lang: Lang): FeedEvent[] {
  const cityId = day.city_id ?? 'coordinates';
  const out: FeedEvent[] = day.festivals.data
    .map((f) => festivalEvent(day, cityId, f, lang))
    .filter((e) => layers.has(e.layer));
  if (layers.has('ekadashi'))
    out.push(...windowEvent(day, cityId, 'ekadashi', 'parana', nameOf(lang, 'feed', 'parana'), day.parana));
  if (layers.has('sankranti') && day.sankranti) {
    const summary = `${day.sankranti.rashi.name} ${nameOf(lang, 'feed', 'punya_kaal')}`;
    out.push(...windowEvent(day, cityId, 'sankranti', 'punya-kaal', summary, day.sankranti.punya_kaal));
  }
  if (layers.has('tithi')) out.push(elementEvent(day, cityId, 'tithi', lang));
  if (layers.has('nakshatra')) out.push(elementEvent(day, cityId, 'nakshatra', lang));
  return out;
}
