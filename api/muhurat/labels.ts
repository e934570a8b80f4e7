// A muhurat id with its label in the reader's language (tables/muhurat/labels.ts through the prose books). Every id
// an answer names has one: a new rule without a label fails the muhurat label test, not a reader.
import { fillTemplate } from '../../engine/jyotish/text.ts';
import { muhuratLabelOf } from '../../tables/muhurat/labels.ts';
import type { Lang } from '../../tables/names/index.ts';
import { tr } from '../../tables/prose/index.ts';

/** The label of `id` in `lang`; an id without a label is a programming error. */
export function muhuratLabel(id: string, lang: Lang): string {
  const found = muhuratLabelOf(id);
  if (!found) throw new Error(`muhurat id ${id} has no label (tables/muhurat/labels.ts)`);
  return fillTemplate(tr(found.leaf, lang), found.params);
}

export const labelled = (id: string, lang: Lang): { id: string; label: string } => ({
  id,
  label: muhuratLabel(id, lang),
});
