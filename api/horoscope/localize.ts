// Names in the display language on a horoscope answer the engine wrote in a prose language (en or hi). The engine
// puts a stable machine key beside every display name (engine/jyotish/types.ts), so the names can be looked up again
// in the requested language's book: `{ key, name }` of a rashi, nakshatra or graha (`{ lord, name }` of a dasha
// period), and the `rashi`/`lord`/`graha` strings beside `rashi_key`/`lord_key`/`graha_key`. Prose (readings,
// predictions, notes) stays as written.
import { GRAHA_KEYS, NAKSHATRA_KEYS, RASHI_KEYS, nameOf, type Lang } from '../../tables/names/index.ts';

const RASHI = new Set<string>(RASHI_KEYS);
const NAKSHATRA = new Set<string>(NAKSHATRA_KEYS);
const GRAHA = new Set<string>(GRAHA_KEYS);

/** The display name of a machine key of one of the three named kinds, or null for any other key. */
function nameOfKey(lang: Lang, key: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (RASHI.has(key)) return nameOf(lang, 'rashi', key as (typeof RASHI_KEYS)[number]);
  if (NAKSHATRA.has(key)) return nameOf(lang, 'nakshatra', key as (typeof NAKSHATRA_KEYS)[number]);
  if (GRAHA.has(key)) return nameOf(lang, 'graha', key as (typeof GRAHA_KEYS)[number]);
  return null;
}

/** Fields whose string value names the thing its `<field>_key` sibling keys. */
const KEYED_FIELDS = ['rashi', 'lord', 'graha'] as const;

/** A copy of `value` with every keyed display name in `lang` (the input is never changed: it may be a cached reading). */
export function localizeNames<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((v) => localizeNames(v, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(source)) out[field] = localizeNames(inner, lang);
  // `{ key, name }` of a sign, nakshatra or graha; a dasha period is `{ lord: <graha key>, name }`
  if (typeof source.name === 'string')
    out.name = nameOfKey(lang, source.key ?? (GRAHA.has(String(source.lord)) ? source.lord : undefined)) ?? source.name;
  for (const field of KEYED_FIELDS)
    if (typeof source[field] === 'string') out[field] = nameOfKey(lang, source[`${field}_key`]) ?? source[field];
  return out as T;
}
