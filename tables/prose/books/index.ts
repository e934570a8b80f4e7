// The prose books beyond English and Hindi (whose texts stand in the phrase tables themselves), one file a
// language. A language is a prose language once its book is listed here; until then its readings are English with
// the `prose_in_english` warning (api/lang.ts).
import type { Lang } from '../../names/types.ts';
import { BN } from './bn.ts';
import { GU } from './gu.ts';
import { MR } from './mr.ts';
import { OR } from './or.ts';
import type { ProseBook } from './types.ts';

export type { ProseBook } from './types.ts';

export const PROSE_BOOKS: Readonly<Partial<Record<Lang, ProseBook>>> = Object.freeze({
  mr: MR,
  bn: BN,
  gu: GU,
  or: OR,
});
