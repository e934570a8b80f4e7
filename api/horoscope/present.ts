// The edge where engine instants (UTC epoch ms, in fields named `<x>_utc_ms`) become what clients read:
// `<x>_utc` (ISO 8601, UTC) and `<x>` (local `DD-MM-YYYY HH:mm:ss` in the zone that applies). DESIGN.md: time is
// UTC inside the code and formatted only at the edge.
import { formatStamp } from '../timestamps.ts';

const SUFFIX = '_utc_ms';

function renameFor(key: string): [localKey: string, utcKey: string] {
  const stem = key === 'utc_ms' ? '' : key.slice(0, -SUFFIX.length);
  return stem ? [stem, `${stem}_utc`] : ['local', 'utc'];
}

/** A deep copy of `value` with every `*_utc_ms` / `utc_ms` number (or null) replaced by its two display fields. */
export function presentInstants(value: unknown, zone: string): unknown {
  if (Array.isArray(value)) return value.map((v) => presentInstants(v, zone));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if ((key === 'utc_ms' || key.endsWith(SUFFIX)) && (typeof v === 'number' || v === null)) {
      const [localKey, utcKey] = renameFor(key);
      out[localKey] = v === null ? null : formatStamp(v, zone);
      out[utcKey] = v === null ? null : new Date(v).toISOString();
    } else {
      out[key] = presentInstants(v, zone);
    }
  }
  return out;
}

/** Rounds every number under `keys` to `digits` decimals (durations in years read better that way). */
export function roundFields(value: unknown, keys: ReadonlySet<string>, digits: number): unknown {
  if (Array.isArray(value)) return value.map((v) => roundFields(v, keys, digits));
  if (value === null || typeof value !== 'object') return value;
  const f = 10 ** digits;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      keys.has(k) && typeof v === 'number' ? Math.round(v * f) / f : roundFields(v, keys, digits),
    ]),
  );
}
