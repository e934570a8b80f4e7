// The DayRequest a panchang route builds for a directory city in its own zone, every festival layer shown: shared by
// the benchmarks and the shard-parity suites so they ask the service exactly what the routes ask.
import { visibleLayers } from '../../api/panchang/present.ts';
import type { DayRequest } from '../../api/panchang/service.ts';
import type { CityRow } from '../../engine/places/index.ts';

export function cityDayRequest(city: CityRow, nowMs: number, extra: Partial<DayRequest> = {}): DayRequest {
  return {
    place: {
      cityId: city.city_id,
      name: city.name,
      latitudeDeg: city.lat,
      longitudeDeg: city.lon,
      timezone: city.timezone,
      regionVariant: city.region_variant,
      resolvedVia: 'exact_match',
      regionResolvedVia: 'city_directory',
    },
    timezone: city.timezone,
    lang: 'en',
    nowMs,
    festivalLayers: visibleLayers('emerald'),
    faith: 'all',
    showMuhurat: true,
    ...extra,
  };
}
