// Loads data/cities.json once per path and hands out the engine's directory over it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCityDirectory, type CityDirectory, type CityRow } from '../engine/places/index.ts';

export const DEFAULT_CITIES_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../data/cities.json');

const rowsByPath = new Map<string, readonly CityRow[]>();
const directoryByPath = new Map<string, CityDirectory>();

/** The rows of a cities file, parsed on first use and shared afterwards (treat them as read-only). */
export function loadCityRows(path: string = DEFAULT_CITIES_PATH): readonly CityRow[] {
  const key = resolve(path);
  let rows = rowsByPath.get(key);
  if (!rows) {
    const parsed: unknown = JSON.parse(readFileSync(key, 'utf8'));
    if (!Array.isArray(parsed)) throw new Error(`${key}: expected a JSON array of cities`);
    rows = Object.freeze(parsed as CityRow[]);
    rowsByPath.set(key, rows);
  }
  return rows;
}

/** The directory over a cities file, built on first use and shared afterwards. */
export function loadCityDirectory(path: string = DEFAULT_CITIES_PATH): CityDirectory {
  const key = resolve(path);
  let directory = directoryByPath.get(key);
  if (!directory) {
    directory = createCityDirectory(loadCityRows(key));
    directoryByPath.set(key, directory);
  }
  return directory;
}
