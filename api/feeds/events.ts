// The events of a feed, read off the same rendered days the daily route answers with (so a feed can never disagree
// with /v1/panchang/daily): observances as all-day events on their civil date, windows (eclipses, Ekadashi parana,
// sankranti punya kaal) as timed events at the instants the day states in the city's zone.
import { localToUtc } from '../../engine/astro/zone.ts';
import { FEED_LABELS } from '../../tables/feeds.ts';
import type { ProseLang } from '../../tables/names/types.ts';
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

/** `DD-MM-YYYY HH:mm:ss` in `zone` (the daily answer's format) as a UTC instant. */
export function instantOf(stamp: string, zone: string): number {
  const [date, time] = stamp.split(' ') as [string, string];
  const [day, month, year] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return localToUtc(zone, { year, month, day, hour, minute, second }).utcMs;
}

const uidOf = (cityId: string, layer: FeedLayer, eventId: string, date: string) =>
  `${date}-${layer}-${eventId}-${cityId}@panchang-feeds`;

function festivalEvent(day: DailyPanchang, cityId: string, f: FestivalObject): FeedEvent {
  const layer = layerOfCategory(f.category);
  const description = [f.duration_note, f.note].filter(Boolean).join('. ');
  const base = { uid: uidOf(cityId, layer, f.id, day.date), layer, summary: f.name, description, date: day.date };
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

function elementEvent(day: DailyPanchang, cityId: string, layer: 'tithi' | 'nakshatra', lang: ProseLang): FeedEvent {
  const first = layer === 'tithi' ? day.tithi[0]! : day.nakshatra[0]!;
  const paksha =
    layer === 'tithi' ? `${FEED_LABELS[day.tithi[0]!.paksha === 'Shukla' ? 'shukla' : 'krishna'][lang]} ` : '';
  return {
    uid: uidOf(cityId, layer, String(first.number), day.date),
    layer,
    summary: `${FEED_LABELS[layer][lang]}: ${paksha}${first.name}`,
    description: '',
    date: day.date,
  };
}

/** The events of one rendered day that fall in `layers`, in a fixed order (festivals, windows, tithi, nakshatra). */
export function dayEvents(day: DailyPanchang, layers: ReadonlySet<FeedLayer>, lang: ProseLang): FeedEvent[] {
  const cityId = day.city_id ?? 'coordinates';
  const out: FeedEvent[] = day.festivals.data
    .map((f) => festivalEvent(day, cityId, f))
    .filter((e) => layers.has(e.layer));
  if (layers.has('ekadashi'))
    out.push(...windowEvent(day, cityId, 'ekadashi', 'parana', FEED_LABELS.parana[lang], day.parana));
  if (layers.has('sankranti') && day.sankranti) {
    const summary = `${day.sankranti.rashi.name} ${FEED_LABELS.punyaKaal[lang]}`;
    out.push(...windowEvent(day, cityId, 'sankranti', 'punya-kaal', summary, day.sankranti.punya_kaal));
  }
  if (layers.has('tithi')) out.push(elementEvent(day, cityId, 'tithi', lang));
  if (layers.has('nakshatra')) out.push(elementEvent(day, cityId, 'nakshatra', lang));
  return out;
}
