// Finds the translatable leaves of the phrase tables: an object with both `en` and `hi`, each a string (a phrase)
// or an object of strings (a phrase with parts, e.g. a meaning's keyword and text). A leaf's key is
// `<module>.<export>.<path>`, the path stepping through object keys, and through arrays by an element's `id` (rules)
// or `key` where it has one, else by its index.
export type Leaf = Readonly<Record<'en' | 'hi', unknown>>;

export interface FoundLeaf {
  readonly key: string;
  readonly leaf: Leaf;
  /** The English text of each part: `''` for a plain phrase, or the part's field name. */
  readonly parts: ReadonlyArray<readonly [part: string, en: string, hi: string]>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function partsOf(leaf: Record<string, unknown>): FoundLeaf['parts'] | null {
  const { en, hi } = leaf;
  if (typeof en === 'string' && typeof hi === 'string') return [['', en, hi]];
  if (!isRecord(en) || !isRecord(hi) || Array.isArray(en)) return null;
  const parts: [string, string, string][] = [];
  for (const [field, text] of Object.entries(en)) {
    const other = hi[field];
    if (typeof text !== 'string' || typeof other !== 'string') return null;
    parts.push([field, text, other]);
  }
  return parts;
}

function stepOf(element: unknown, index: number): string {
  if (isRecord(element)) {
    if (typeof element.id === 'string') return element.id;
    if (typeof element.key === 'string') return element.key;
  }
  return String(index);
}

/** Every leaf under `value`, depth first in key order; `seen` keeps a leaf shared by two paths to its first key. */
export function walkLeaves(value: unknown, path: string, seen: Set<object>, out: FoundLeaf[]): void {
  if (!isRecord(value) || seen.has(value)) return;
  const parts = 'en' in value && 'hi' in value ? partsOf(value) : null;
  if (parts) {
    seen.add(value);
    out.push({ key: path, leaf: value as Leaf, parts });
    return;
  }
  seen.add(value);
  if (Array.isArray(value)) for (const [i, v] of value.entries()) walkLeaves(v, `${path}.${stepOf(v, i)}`, seen, out);
  else for (const [k, v] of Object.entries(value)) walkLeaves(v, `${path}.${k}`, seen, out);
}
