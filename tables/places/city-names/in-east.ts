// India (east): the directory's cities of 250,000 or more in the states listed in ../README.md, one city a line:
// city_id, the directory's name, then hi ta te kn ml bn mr gu or ne (types.ts).
import type { CityNameRow } from './types.ts';

export const IN_EAST_CITY_NAMES: readonly CityNameRow[] = [];
