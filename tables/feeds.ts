// The layers an ICS feed (api/feeds) can carry. Their display names, and the names of the timed windows a feed adds
// beside the day's festivals, are the `feed` section of the name books (tables/names/<lang>.ts).

/** What a feed can carry; the order is the canonical order a feed's layers are stored and listed in. */
export const FEED_LAYERS = [
  'festivals',
  'ekadashi',
  'purnima_amavasya',
  'sankranti',
  'eclipses',
  'tithi',
  'nakshatra',
] as const;
export type FeedLayer = (typeof FEED_LAYERS)[number];
