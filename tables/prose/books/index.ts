// The prose books beyond English and Hindi (whose texts stand in the phrase tables themselves), one file a
// language. A language is a prose language once its book is listed here; until then its readings are English with
// the `prose_in_english` warning (api/lang.ts).
import type { Lang } from '../../names/types.ts';
import type { ProseBook } from './types.ts';

export type { ProseBook } from './types.ts';

export const PROSE_BOOKS: Readonly<Partial<Record<Lang, ProseBook>>> = Object.freeze({});
