// The places the published festival dates are checked at (their own coordinates, zone and regional rule set).
import type { FestivalPlace } from '../../engine/panchang/festivals/index.ts';

export const CITIES = {
  'new-delhi': { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata', regionVariant: 'north_india' },
  chennai: { latitudeDeg: 13.0827, longitudeDeg: 80.2707, timezone: 'Asia/Kolkata', regionVariant: 'south_india' },
  bengaluru: { latitudeDeg: 12.9716, longitudeDeg: 77.5946, timezone: 'Asia/Kolkata', regionVariant: 'south_india' },
  kochi: { latitudeDeg: 9.9312, longitudeDeg: 76.2673, timezone: 'Asia/Kolkata', regionVariant: 'south_india' },
  kolkata: { latitudeDeg: 22.5726, longitudeDeg: 88.3639, timezone: 'Asia/Kolkata', regionVariant: 'east_india' },
  'new-york': { latitudeDeg: 40.7128, longitudeDeg: -74.006, timezone: 'America/New_York', regionVariant: 'default' },
  london: { latitudeDeg: 51.5074, longitudeDeg: -0.1278, timezone: 'Europe/London', regionVariant: 'default' },
} as const satisfies Record<string, FestivalPlace>;
export type CityKey = keyof typeof CITIES;
