// Fields a request sends that its route does not know (issue #28 item 5). A misspelt field (`time_zone`, `cityId`)
// used to be dropped silently by zod's default strip, so the caller got an answer for the default instead of an
// error. The gateway now refuses it with 400 `unknown_field`, naming the nearest known field.
//
// "Known" is read from the same place /openapi.json is: the route's zod schema converted to JSON Schema (input side).
// That is what makes it work for every route without the route doing anything, and it keeps the aliases a schema
// publishes (numerology's `name`, `date`, `system`) accepted. An object schema that takes any key (`z.looseObject`,
// `z.record`) is open: nothing under it is refused.
import { z } from 'zod';

type Json = { readonly [key: string]: unknown };

/** One field nobody asked for: where it sits, and the known field it most likely meant (null when none is close). */
export interface UnknownField {
  readonly path: string;
  readonly field: string;
  readonly suggestion: string | null;
  /** The fields accepted beside it, for the message when nothing is close. */
  readonly known: readonly string[];
}

const CONVERSION = { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' } as const;
const converted = new WeakMap<z.ZodType, Json>();

function jsonOf(schema: z.ZodType): Json {
  let json = converted.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, CONVERSION) as Json;
    converted.set(schema, json);
  }
  return json;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Follows a local `$ref` (`#/$defs/x`, a recursive schema such as the dasha period) within the converted document. */
function deref(node: Json, root: Json): Json {
  let n = node;
  for (let hops = 0; typeof n.$ref === 'string' && hops < 16; hops++) {
    const parts = n.$ref.replace(/^#\/?/, '').split('/').filter(Boolean);
    let target: unknown = root;
    for (const p of parts) target = isObject(target) ? target[p] : undefined;
    if (!isObject(target)) return {};
    n = target;
  }
  return n;
}

/** The alternatives a node stands for: itself, or each branch of a union / intersection, flattened. */
function branches(node: Json, root: Json): Json[] {
  const n = deref(node, root);
  const parts = [n.anyOf, n.oneOf, n.allOf].flatMap((list) => (Array.isArray(list) ? (list as Json[]) : []));
  return parts.length === 0 ? [n] : [n, ...parts.flatMap((p) => branches(p, root))];
}

interface ObjectView {
  /** Any key is accepted (loose object, record, or a schema that says nothing about objects). */
  readonly open: boolean;
  readonly properties: ReadonlyMap<string, Json>;
}

// A route's schema converts once (above), so its nodes are the same objects on every call: each view is made once
// (a daily call walked its body's schema anew, about 1 µs of a 40 µs call).
const views = new WeakMap<Json, { readonly root: Json; readonly view: ObjectView }>();

function objectView(node: Json, root: Json): ObjectView {
  const hit = views.get(node);
  if (hit?.root === root) return hit.view;
  const view = buildObjectView(node, root);
  views.set(node, { root, view });
  return view;
}

function buildObjectView(node: Json, root: Json): ObjectView {
  const properties = new Map<string, Json>();
  let sawObject = false;
  let open = false;
  for (const b of branches(node, root)) {
    const props = isObject(b.properties) ? (b.properties as Record<string, Json>) : null;
    if (props) for (const [k, v] of Object.entries(props)) if (!properties.has(k)) properties.set(k, v);
    if (props || b.type === 'object') sawObject = true;
    if (isObject(b.additionalProperties) || b.additionalProperties === true) open = true;
    if (b.type === 'object' && !props && b.additionalProperties === undefined) open = true;
  }
  return { open: open || !sawObject, properties };
}

// ---- the nearest known name ----

const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Words for the same field that share no spelling: other APIs' names for what ours call `tz`, `lon`, `lat`. */
const SYNONYMS: readonly (readonly string[])[] = [
  ['tz', 'timezone', 'zone', 'tzid', 'timezoneid'],
  ['lon', 'lng', 'long', 'longitude'],
  ['lat', 'latitude'],
  ['dob', 'dateofbirth', 'birthdate'],
];

function synonymOf(s: string, known: readonly string[]): string | null {
  const group = SYNONYMS.find((g) => g.includes(s));
  return group ? (known.find((k) => group.includes(squash(k)) && squash(k) !== s) ?? null) : null;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The known field `field` most likely meant: the same letters in another case or separator style first
 * (`cityId`, `time_zone`, `City-ID`), then the closest spelling (`langauge`, `lng`).
 */
export function nearestField(field: string, known: readonly string[]): string | null {
  const s = squash(field);
  if (!s) return null;
  const same = known.find((k) => squash(k) === s) ?? synonymOf(s, known);
  if (same) return same;
  let best: string | null = null;
  // within two edits (`lng` -> lon) or a third of the name, and never a name that shares no letter in place
  let bestDistance = Math.min(s.length, Math.max(2, Math.floor(s.length / 3)) + 1);
  for (const k of known) {
    const d = editDistance(s, squash(k));
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  if (best) return best;
  // one name begins the other: `city` for city_id, `language` (or `langauge`) for lang; at least three letters shared
  const prefixed = known.find((k) => s.length >= 3 && squash(k).startsWith(s));
  if (prefixed) return prefixed;
  const within = known.filter((k) => squash(k).length >= 3 && s.startsWith(squash(k)));
  return within.sort((a, b) => squash(b).length - squash(a).length)[0] ?? null;
}

// ---- the walk ----

const NONE: ReadonlySet<string> = new Set();

function unknownField(value: Record<string, unknown>, key: string, path: string, view: ObjectView): UnknownField {
  const known = [...view.properties.keys()];
  // a field the caller already sent is not what a misspelling meant (`lat` and `lng`: lon, not lat)
  const unsent = known.filter((k) => !Object.hasOwn(value, k));
  const suggestion = nearestField(key, unsent) ?? nearestField(key, known);
  return { path: path ? `${path}.${key}` : key, field: key, suggestion, known };
}

function walk(value: unknown, node: Json, root: Json, path: string, allowed: ReadonlySet<string>, out: UnknownField[]) {
  // Array items are not walked: a list's items answer one by one (numerology bulk), and an item's stray field
  // must not refuse the others.
  if (out.length >= 10 || !isObject(value)) return;
  const view = objectView(node, root);
  if (view.open) return;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const sub = view.properties.get(key);
    if (sub) walk(value[key], sub, root, path ? `${path}.${key}` : key, NONE, out);
    else if (!allowed.has(key)) out.push(unknownField(value, key, path, view));
  }
}

/**
 * Every field of `value` (a parsed body or query) that `schema` does not name, nested objects included.
 * `allowed` are top-level names the gateway itself reads on every route (`api_key`, `token`, `time_format`).
 */
export function unknownFields(schema: z.ZodType, value: unknown, allowed: ReadonlySet<string>): UnknownField[] {
  const root = jsonOf(schema);
  const out: UnknownField[] = [];
  walk(value, root, root, '', allowed, out);
  return out;
}

const MAX_LISTED = 12;

/** "time_zone is not a field of this request; did you mean timezone?" */
export function unknownFieldMessage(u: UnknownField, where: 'body' | 'query'): string {
  const place = where === 'query' ? 'query parameter' : 'field';
  const head = `${u.path} is not a ${place} of this request`;
  if (u.suggestion) return `${head}; did you mean ${u.suggestion}?`;
  if (u.known.length === 0) return `${head}; it takes no ${place}s`;
  const list = u.known.slice(0, MAX_LISTED).join(', ');
  return `${head}; known ${place}s: ${list}${u.known.length > MAX_LISTED ? ', ...' : ''}`;
}
