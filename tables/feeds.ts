// Display strings of the ICS feeds (api/feeds): the layers a feed can carry and the names of the timed windows it adds
// beside the day's festivals. Festival, tithi, nakshatra and rashi names come from their own tables.
import { deepFreeze, type DisplayName } from './names/types.ts';

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

export const FEED_LAYER_NAMES: Readonly<Record<FeedLayer, DisplayName>> = deepFreeze({
  festivals: { en: 'Festivals', hi: 'त्योहार' },
  ekadashi: { en: 'Ekadashi', hi: 'एकादशी' },
  purnima_amavasya: { en: 'Purnima and Amavasya', hi: 'पूर्णिमा और अमावस्या' },
  sankranti: { en: 'Sankranti', hi: 'संक्रांति' },
  eclipses: { en: 'Eclipses', hi: 'ग्रहण' },
  tithi: { en: 'Tithi', hi: 'तिथि' },
  nakshatra: { en: 'Nakshatra', hi: 'नक्षत्र' },
});

export const FEED_LABELS = deepFreeze({
  calendar: { en: 'Panchang', hi: 'पंचांग' },
  parana: { en: 'Ekadashi Parana', hi: 'एकादशी पारण' },
  /** Follows the rashi's name: "Makara Sankranti punya kaal". */
  punyaKaal: { en: 'Sankranti Punya Kaal', hi: 'संक्रांति पुण्य काल' },
  /** Before the tithi or nakshatra name of an all-day event. */
  tithi: { en: 'Tithi', hi: 'तिथि' },
  nakshatra: { en: 'Nakshatra', hi: 'नक्षत्र' },
  shukla: { en: 'Shukla', hi: 'शुक्ल' },
  krishna: { en: 'Krishna', hi: 'कृष्ण' },
} satisfies Record<string, DisplayName>);
