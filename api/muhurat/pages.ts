// The shapes of a search answer a client can ask for (issue 44): a year's full answer is some 260 kB, too much for a
// phone that wants "which dates, and when". `form: compact` gives one entry a date (its best window and how many
// there are); `limit`/`offset` page the windows (or the dates). The full form without `limit` is the answer as before.
import type { FullSearchAnswer, SearchAnswer, SearchInput, SearchWindowOut as Window } from './schemas.ts';

/** One date of the compact form: its best window (highest score, the earliest on a tie) and the count. */
export interface CompactDay {
  readonly date: string;
  readonly windows_count: number;
  readonly best: Window;
}

function compactDays(windows: readonly Window[]): CompactDay[] {
  const days: { date: string; windows_count: number; best: Window }[] = [];
  for (const w of windows) {
    const last = days.at(-1);
    if (last?.date !== w.date) days.push({ date: w.date, windows_count: 1, best: w });
    else {
      last.windows_count++;
      if (w.score > last.best.score) last.best = w;
    }
  }
  return days;
}

function page<T>(list: readonly T[], input: SearchInput) {
  if (input.limit === undefined) return { items: list, page: undefined };
  const items = list.slice(input.offset, input.offset + input.limit);
  const next = input.offset + items.length;
  return {
    items,
    page: {
      offset: input.offset,
      limit: input.limit,
      total: list.length,
      next_offset: next < list.length ? next : null,
    },
  };
}

/** The answer in the form and page the request asked for. */
export function shapeAnswer(full: FullSearchAnswer, input: SearchInput): SearchAnswer {
  if (input.form === 'compact') {
    const { windows, ...rest } = full;
    const { items, page: p } = page(compactDays(windows), input);
    return { ...rest, form: 'compact', days: items, ...(p ? { page: p } : {}) } as SearchAnswer;
  }
  if (input.limit === undefined) return full;
  const { items, page: p } = page(full.windows, input);
  return { ...full, windows: items, page: p } as SearchAnswer;
}
