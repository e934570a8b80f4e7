// City names in the reader's script, as each language's newspapers spell them (Dinamalar/Dinamani for ta,
// Eenadu for te, Prajavani for kn, Mathrubhumi/Malayala Manorama for ml, Anandabazar for bn, Loksatta for mr,
// Gujarat Samachar for gu, Sambad for or, Kantipur for ne, Dainik Jagran/Amar Ujala for hi). Keyed by the
// directory's city_id; folded with fold.ts (which keeps Indic letters) and searched as aliases (place-aliases.ts).
// The rows live one city a line in city-names/<country>.ts: every Indian city of 250,000 or more, every Nepali
// city, the 20 largest of Sri Lanka and of Bangladesh.
import { BD_CITY_NAMES } from './city-names/bd.ts';
import { IN_CITY_NAMES } from './city-names/in.ts';
import { IN_EAST_CITY_NAMES } from './city-names/in-east.ts';
import { IN_SOUTH_CITY_NAMES } from './city-names/in-south.ts';
import { IN_WEST_CITY_NAMES } from './city-names/in-west.ts';
import { LK_CITY_NAMES } from './city-names/lk.ts';
import { NP_CITY_NAMES } from './city-names/np.ts';
import { type CityNameRow, SCRIPT_LANG_ORDER, type ScriptLang } from './city-names/types.ts';

export type { ScriptLang };
export type CityScriptNames = Readonly<Record<ScriptLang, string>>;

export interface CityNames {
  readonly country: string;
  /** The directory's `name` of the city (the alias target). */
  readonly name: string;
  readonly names: CityScriptNames;
}

function byCityId(country: string, rows: readonly CityNameRow[]): [string, CityNames][] {
  return rows.map(([id, name, ...scripts]) => [
    id,
    { country, name, names: Object.fromEntries(SCRIPT_LANG_ORDER.map((l, i) => [l, scripts[i]])) as CityScriptNames },
  ]);
}

export const CITY_SCRIPT_NAMES: Readonly<Record<string, CityNames>> = Object.fromEntries([
  ...byCityId('IN', IN_CITY_NAMES),
  ...byCityId('IN', IN_WEST_CITY_NAMES),
  ...byCityId('IN', IN_EAST_CITY_NAMES),
  ...byCityId('IN', IN_SOUTH_CITY_NAMES),
  ...byCityId('NP', NP_CITY_NAMES),
  ...byCityId('LK', LK_CITY_NAMES),
  ...byCityId('BD', BD_CITY_NAMES),
]);

/** Every script name as an alias (name -> the city, by its id: two namesakes of one country stay apart). */
export function scriptNameAliases(): Record<string, { name: string; country: string; cityId: string }> {
  const out: Record<string, { name: string; country: string; cityId: string }> = {};
  for (const [cityId, city] of Object.entries(CITY_SCRIPT_NAMES))
    for (const n of Object.values(city.names)) out[n] = { name: city.name, country: city.country, cityId };
  return out;
}

/** The city's name in `lang` when the table has it, else the directory's (Latin) name. */
export function cityDisplayName(cityId: string | null | undefined, fallback: string, lang: string): string {
  const names = cityId ? CITY_SCRIPT_NAMES[cityId]?.names : undefined;
  return (names && (names as Readonly<Record<string, string>>)[lang]) ?? fallback;
}
