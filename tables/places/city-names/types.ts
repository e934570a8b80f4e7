// One row per city: its directory id, the directory's (Latin) name, then its name in each script language in
// SCRIPT_LANG_ORDER. A tuple keeps a city on one line, so a reviewer reads a language down a column.
import type { Lang } from '../../names/types.ts';

export type ScriptLang = Exclude<Lang, 'en'>;

export const SCRIPT_LANG_ORDER = ['hi', 'ta', 'te', 'kn', 'ml', 'bn', 'mr', 'gu', 'or', 'ne'] as const satisfies readonly ScriptLang[];

export type CityNameRow = readonly [cityId: string, directoryName: string, hi: string, ta: string, te: string, kn: string, ml: string, bn: string, mr: string, gu: string, or: string, ne: string];
