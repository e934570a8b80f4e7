// The shape of every fixed text of a printed report: one string per display language, Nepali included, written in
// each language's own script and idiom (never assembled word by word).
import type { Lang } from '../names/index.ts';

/** A label in every display language; `ne` is listed on its own so the tables stay complete whether or not Lang has it. */
export type ReportText = Readonly<Record<Lang | 'ne', string>>;

/** The label in `lang`. */
export const say = (text: ReportText, lang: Lang): string => text[lang];
