// The prose books beyond English and Hindi (whose texts stand in the phrase tables themselves), one file a
// language. A language is a prose language once its book is listed here; until then its readings are English with
// the `prose_in_english` warning (api/lang.ts).
import { BN } from './bn.ts';
import { GU } from './gu.ts';
import { MR } from './mr.ts';
import { NE } from './ne.ts';
import { OR } from './or.ts';
import { TA } from './ta.ts';
import { TE } from './te.ts';
import type { ProseBook } from './types.ts';

export type { ProseBook } from './types.ts';

/** Keyed by language code (the prose test checks each is a display language; tables/names imports this, not back). */
export const PROSE_BOOKS: Readonly<Partial<Record<string, ProseBook>>> = Object.freeze({
  te: TE,
  ta: TA,
  mr: MR,
  bn: BN,
  gu: GU,
  or: OR,
  ne: NE,
});
