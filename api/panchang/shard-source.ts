// The pipeline's shard reader as the panchang service's source of precomputed city-days.
import type { ShardReader } from '../../pipeline/shard-reader.ts';
import type { PlaceDaySource } from './service.ts';

export function shardSource(reader: ShardReader): PlaceDaySource {
  return {
    getPlaceDay(cityId, date) {
      const day = reader.getPlaceDay(cityId, date);
      const manifest = reader.manifest;
      if (!day || !manifest) return null;
      const { festivals, ...inputs } = day;
      return { inputs, festivals, builtAtMs: Date.parse(manifest.generated_at) };
    },
    getGlobalYear: (year) => reader.getGlobalYear(year),
  };
}
