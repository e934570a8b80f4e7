// The pipeline's shard reader as the panchang service's source of precomputed city-days. Every lookup and the
// served manifest are counted here (api/metrics/registry.ts): this is the one place the API reads shards for days.
import type { ShardReader } from '../../pipeline/shard-reader.ts';
import { metrics as defaultMetrics, type GatewayMetrics } from '../metrics/registry.ts';
import type { PlaceDaySource } from './service.ts';

/** `metrics` null: a compute task's own reader (api/compute), whose lookups the gateway's reader does not repeat. */
export function shardSource(reader: ShardReader, metrics: GatewayMetrics | null = defaultMetrics): PlaceDaySource {
  metrics?.watchManifest(() => reader.manifest);
  return {
    getPlaceDay(cityId, date, profile) {
      const day = reader.getPlaceDay(cityId, date, profile);
      const manifest = reader.manifest;
      metrics?.shardLookup(day !== null && manifest !== null);
      if (!day || !manifest) return null;
      const { festivals, ...inputs } = day;
      return { inputs, festivals, builtAtMs: Date.parse(manifest.generated_at) };
    },
    getGlobalYear: (year, profile) => reader.getGlobalYear(year, profile),
    generation: () => reader.manifest?.hash ?? null,
  };
}
