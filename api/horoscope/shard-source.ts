// The pipeline's shard reader as the horoscope's source of precomputed rashifal readings (rashifal shards).
import type { Rashifal } from '../../engine/jyotish/rashifal.ts';
import type { ShardReader } from '../../pipeline/shard-reader.ts';
import type { RashifalPeriod } from '../../tables/jyotish/rashifal.ts';
import type { ProseLang } from '../../tables/names/index.ts';

export interface StoredRashifal {
  readonly reading: Rashifal;
  /** When the manifest that holds it was built (meta.cache_age_seconds counts from there). */
  readonly builtAtMs: number;
}

/** Where stored readings come from; null means "not stored: compute it live". */
export interface RashifalSource {
  get(sign: number, period: RashifalPeriod, lang: ProseLang, anchorDate: string): StoredRashifal | null;
}

export function rashifalShardSource(reader: ShardReader): RashifalSource {
  return {
    get(sign, period, lang, anchorDate) {
      const reading = reader.getRashifal(sign, period, lang, anchorDate);
      const manifest = reader.manifest;
      if (!reading || !manifest) return null;
      return { reading, builtAtMs: Date.parse(manifest.generated_at) };
    },
  };
}
