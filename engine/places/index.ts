// The city directory: row type, lookup by id / free text / search, and the text folding behind them.
export type { CityRow, PlaceLookup, RegionVariant, ResolvedCity, ResolvedVia } from './types.ts';
export { CLEAR_POPULATION_RATIO, MIN_SIMILARITY } from './match-rule.ts';
export { createCityDirectory, DEFAULT_ALIASES, type CityDirectory, type PlaceAliasTables } from './directory.ts';
export { foldName, slugify, toAscii } from './fold.ts';
