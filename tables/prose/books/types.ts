import type { ProseKey } from '../keys.ts';

/** One language's text for every catalogue key: whole sentences in the language's own idiom, with the same
 * `{placeholders}` as the English. A missing or a stale key fails the typecheck. */
export type ProseBook = Readonly<Record<ProseKey, string>>;
