// One vocabulary across the products (issue #41): the text of docs/conventions.md, which the OpenAPI description also
// carries, and the check that walks an OpenAPI document for a route naming a birth, a place, a language or a region
// differently. test/http/conventions.test.ts runs the check on the served document; conventions.test.ts shows it
// failing on doctored ones.
import { LANGS } from '../tables/names/index.ts';
import { LEGACY_REGIONS, REGION_VARIANTS } from './panchang/request.ts';

/** docs/conventions.md and the OpenAPI description's "Conventions" section: the same words (a test compares them). */
export const CONVENTIONS = `## Conventions

How the same things are given on every product (panchang, horoscope, numerology, muhurat, feeds):

- **Birth**: flat in the body: \`date\` (YYYY-MM-DD), \`time\` (HH:mm or HH:mm:ss, local at the birth place) and the
  place as below, with \`tz\` for coordinates. Nested as \`birth: { date, time, ... }\` where the route's own \`date\`
  means something else: the daily's personal layers (\`date\` is the day), a muhurat participant, and
  \`POST /v1/transits\` (which also takes the flat form; there the snapshot is \`as_of\`). Two people are \`boy\`/\`girl\`
  (matching) or \`person_a\`/\`person_b\` (numerology), each a birth of this shape. Numerology needs only the birth date:
  \`date_of_birth\`.
- **Place**: \`city_id\` (a slug from \`GET /v1/cities?q=\`) or \`lat\` + \`lon\` (decimal degrees, north and east
  positive). A birth's zone is \`tz\` (IANA); the zone a panchang answer is given in is \`timezone\` (default the
  city's). The horoscope also reads a free-text \`city\` (or \`place\`) and says what it resolved to.
- **Dates and ranges**: one day is \`date\` (YYYY-MM-DD); a range is \`from\` and \`to\`, both included; an instant on a
  horoscope route is \`as_of\`. Whole periods are \`year\` (and \`month\`).
- **Language**: \`lang\`, exactly one of ${LANGS.join(', ')} (default en). Names and prose follow it (a
  language without a prose book would read English prose, said in \`meta.warnings\` as \`prose_in_english\`). Any other value is a 400 (the
  product's validation code) whose message lists the supported languages, on every route that takes \`lang\`.
- **Calculation profile**: \`calculation_profile\` on panchang routes (default the account's
  \`default_calculation_profile\`); the answer's top-level \`profile\` names the plan, as the contract has it.
- **Region**: \`region_variant\`, the daily's \`metadata.region_variant\` values: ${REGION_VARIANTS.join(', ')}. The
  muhurat search's first values are still read: ${Object.entries(LEGACY_REGIONS)
    .map(([old, now]) => `\`${old}\` as \`${now}\``)
    .join(', ')}.
`;

// biome-ignore lint/suspicious/noExplicitAny: walks an OpenAPI document, untyped JSON
type Json = Record<string, any>;

/** Other names for the things above: a route that uses one names the thing differently. */
const ALIASES: Readonly<Record<string, string>> = {
  language: 'lang',
  locale: 'lang',
  lng: 'lon',
  long: 'lon',
  longitude: 'lon',
  latitude: 'lat',
  city_name: 'city',
  cityid: 'city_id',
  city_slug: 'city_id',
  location: 'city_id or lat/lon',
  place_id: 'city_id',
  time_zone: 'tz or timezone',
  zone: 'tz or timezone',
  region: 'region_variant',
  dob: 'date (flat birth) or date_of_birth (numerology)',
  birth_date: 'date (flat birth) or date_of_birth (numerology)',
  birthdate: 'date (flat birth) or date_of_birth (numerology)',
  birth_time: 'time',
  tob: 'time',
  birth_place: 'city, city_id or lat/lon',
  birth_details: 'birth',
  birth_data: 'birth',
  profile: 'calculation_profile',
};

/** The fields of a birth besides its date and time: the place, given as every route gives one. */
const BIRTH_PLACE_FIELDS = ['city', 'city_id', 'lat', 'lon', 'tz'] as const;

/**
 * Operations whose body takes a birth only nested (`birth`), because the body's own `date` means something else. Any
 * other operation with a top-level `birth` must also take it flat.
 */
export const NESTED_BIRTH_ONLY: ReadonlySet<string> = new Set(['post /v1/panchang/daily']);

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

class Walk {
  readonly problems: string[] = [];
  private readonly doc: Json;
  constructor(doc: Json) {
    this.doc = doc;
  }

  /** `#/components/schemas/X` refs resolved (a cycle stops at the second visit). */
  resolve(schema: Json | undefined, seen = new Set<string>()): Json | undefined {
    let s = schema;
    while (s && typeof s.$ref === 'string' && !seen.has(s.$ref)) {
      seen.add(s.$ref);
      s = s.$ref
        .split('/')
        .slice(1)
        .reduce((node: Json | undefined, key: string) => node?.[key], this.doc);
    }
    return s;
  }

  /** Every object schema in `schema` (through unions, arrays and refs), with its path. */
  objects(schema: Json | undefined, path: string, out: [string, Json][], seen = new Set<Json>()): [string, Json][] {
    const s = this.resolve(schema);
    if (!s || typeof s !== 'object' || seen.has(s)) return out;
    seen.add(s);
    if (s.properties) {
      out.push([path, s]);
      for (const [name, prop] of Object.entries(s.properties as Json)) this.objects(prop, `${path}.${name}`, out, seen);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      for (const sub of (s[key] as Json[] | undefined) ?? []) this.objects(sub, path, out, seen);
    if (s.items) this.objects(s.items, `${path}[]`, out, seen);
    return out;
  }

  /** One named field (a body property or a query/path parameter). */
  field(where: string, name: string, schema: Json | undefined): void {
    const alias = ALIASES[name.toLowerCase()];
    if (alias) this.problems.push(`${where}: \`${name}\` names what the conventions call ${alias}`);
    const s = this.resolve(schema) ?? {};
    const values = enumOf(s, this);
    if (name === 'lang' && !(values && sameSet(values, LANGS)))
      this.problems.push(`${where}: lang must take exactly ${LANGS.join(', ')}; takes ${values?.join(', ') ?? 'any'}`);
    if (name !== 'region_variant' && /region/i.test(name) && !alias)
      this.problems.push(`${where}: \`${name}\` names a region; the conventions call it region_variant`);
    if (name === 'region_variant') {
      const known = [...REGION_VARIANTS, ...Object.keys(LEGACY_REGIONS)];
      if (!values || !REGION_VARIANTS.every((r) => values.includes(r)) || values.some((v) => !known.includes(v)))
        this.problems.push(
          `${where}: region_variant must take the daily's values (${REGION_VARIANTS.join(', ')}); takes ${values?.join(', ') ?? 'any'}`,
        );
    }
  }

  /** An object of a request body: its fields, a flat birth's completeness, a nested birth's shape. */
  object(where: string, s: Json, topLevel: boolean, operation: string): void {
    const props = s.properties as Json;
    for (const [name, prop] of Object.entries(props)) this.field(`${where}.${name}`, name, prop);
    const has = (k: string) => Object.hasOwn(props, k);
    if (has('date') && has('time')) {
      const missing = BIRTH_PLACE_FIELDS.filter((k) => !has(k));
      if (missing.length) this.problems.push(`${where}: a flat birth without ${missing.join(', ')}`);
    }
    if (has('lat') !== has('lon')) this.problems.push(`${where}: lat and lon come together`);
    if (has('birth')) {
      const birth = this.objects(props.birth, '', [])[0]?.[1]?.properties as Json | undefined;
      const missing = ['date', 'time', ...BIRTH_PLACE_FIELDS].filter((k) => !birth || !Object.hasOwn(birth, k));
      if (missing.length) this.problems.push(`${where}.birth: a nested birth without ${missing.join(', ')}`);
      if (topLevel && !has('time') && !NESTED_BIRTH_ONLY.has(operation))
        this.problems.push(`${where}: takes the birth only nested; it must also take it flat (date, time, place)`);
    }
  }
}

/** The enum of a string schema (directly, through a `const`, or every branch of a union of them); null when open. */
function enumOf(s: Json, walk: Walk): string[] | null {
  if (Array.isArray(s.enum)) return s.enum as string[];
  if (typeof s.const === 'string') return [s.const];
  const branches = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (!branches) return null;
  const all: string[] = [];
  for (const b of branches) {
    const r = walk.resolve(b) ?? {};
    if (r.type === 'null') continue;
    const v = enumOf(r, walk);
    if (!v) return null;
    all.push(...v);
  }
  return all;
}

/** Every place an OpenAPI 3.1 document's requests name a birth, place, language or region otherwise than CONVENTIONS. */
export function conventionProblems(doc: Json): string[] {
  const walk = new Walk(doc);
  for (const [path, methods] of Object.entries((doc.paths ?? {}) as Json)) {
    for (const [method, op] of Object.entries(methods as Json)) {
      const operation = `${method} ${path}`;
      for (const p of (op.parameters ?? []) as Json[]) {
        const param = walk.resolve(p) ?? {};
        walk.field(`${operation} ?${param.name}`, String(param.name), param.schema);
      }
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Json)) {
        if (!type.includes('json')) continue;
        for (const [where, s] of walk.objects((media as Json).schema, 'body', []))
          walk.object(`${operation} ${where}`, s, where === 'body', operation);
      }
    }
  }
  return [...new Set(walk.problems)];
}
