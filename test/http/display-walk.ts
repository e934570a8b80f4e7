// The walk of issue 44's display-script suites: every string leaf of an answer's `data` that is not under a machine
// field (a key, code, id, enum value, instant or unit that stays English in every language) is a display text, and
// holds no Latin letter in a language other than English.
/**
 * Machine fields, by name: a string under one of these is a key, code, id, enum value, instant or unit that stays
 * English (or ASCII) in every language. A display name or prose field must never be listed here.
 */
export const MACHINE_FIELDS = new Set<string>([
  // keys and ids: English snake_case whatever the language; each sits beside its `name` (or `*_name`, `*_label`)
  'key',
  'graha_key',
  'lord_key',
  'rashi_key',
  'slug',
  'city_id',
  // IANA zones and instants
  'timezone',
  'resolved_timezone',
  'utc',
  // seed enums (seed 002: paksha Shukla|Krishna, choghadiya type and quality); the display is `paksha_name`,
  // `type_name` and `quality_name` beside them
  'paksha',
  'type',
  'quality',
  // enum values of the OpenAPI document, each with a display sibling or a note where one is shown
  'status', // koota status (`status_label`), chevvai status (porutham `note`)
  'grade', // porutham grade (`grade_label`)
  'outcome', // chevvai outcome (its `note`)
  'system', // porutham system: tamil | kerala
  'method', // varga method: parashara | kashinatha ...
  'varga', // varga code D1..D60, printed as it is in every language's almanacs
  'koota', // the dosha's koota key
  'kind', // panchaka, gowri, sankranti and dosha kinds (each with its `name` or `text`)
  'reference', // chevvai counted from: lagna | chandra | shukra
  'resolved_via',
  'time_resolution',
  'era', // saka | kollam | bikram_sambat
  'category', // festival category and regions (enum values of the festival rules)
  'observed_in',
  // KP lords and significators as graha keys; the names are in `lords` and `grahas[].name`
  'sign_lord',
  'star_lord',
  'sub_lord',
  'sub_sub_lord',
  'level_1',
  'level_2',
  'level_3',
  'level_4',
  // ashtakavarga contributors: lists of planet keys per sign (names in `grahas[].name`)
  'contributors',
  // the daily's calculation record (engine version, ayanamsa variant, conventions), as meta.calculation elsewhere
  'metadata',
  // the routes of the second pass (display-script-more.test.ts)
  'id', // rule, caution, plane ids (each beside its `label` or `name`)
  'rule_id', // a natal statement's rule (its `text` is the reading)
  'conditions', // a natal statement's rule conditions: kinds, graha keys, dignities, elements
  'outlook', // natal section outlook (`outlook_label`)
  'tone', // natal statement tone (`tone_label`)
  'band', // forecast and numerology score bands (`band_label`; numerology's overall band reads as its `label`)
  'signal', // the forecast factor's kind (its `text`)
  'level_key', // dasha level (`level_name`)
  'yogini', // yogini key (`yogini_name`)
  'year_length', // dasha year length and chara year rule, as sent
  'year_rule',
  'relation', // vimshopaka relation (`relation_name`), numerology pair relation (`relation_label`)
  'severity', // manglik severity (`severity_name`)
  'phase', // sade sati phase (`phase_name`)
  'dhaiya', // dhaiya (`dhaiya_name`)
  'sade_sati', // transits' sade sati phase (`sade_sati_name`)
  'activity', // the muhurat activity key, as sent
  'region_variant',
  'convention',
  'orientation', // lo shu plane orientation (the plane's `name`)
  'plane', // an arrow's plane key (`plane_name`)
  'number_of', // a numerology meaning's number key (its `keyword`)
  'factor', // numerology compatibility factor and planet keys (`factor_name`, `planet_a_name`, `planet_b_name`)
  'planet_a',
  'planet_b',
  'normalized_name', // the name as the numerology system spells it: Latin letters are its input
  'word',
  'english_name', // numerology's planet names in named languages (the report's `name` beside them reads in `lang`)
  'sanskrit_name',
  'western_name',
]);

/**
 * Fields whose name means a display text elsewhere but a machine value here, by path (array indices dropped, matched
 * at the end of the path): the answers' top-level `verdict` is an enum (matching's display is `verdict_label`,
 * porutham's `verdict_text`; `sources.verdict` is prose and walked), porutham's `boy.from`/`girl.from` say whether
 * the side was given as a birth or a star, the hora's `lord` is a graha key (`lord_name` beside it), papasamyam's
 * `graha` a graha key, the ayanamsa's `name` its id (lahiri, krishnamurti; as meta.calculation.ayanamsa).
 */
export const MACHINE_PATHS = [
  'data.verdict',
  'data.boy.from',
  'data.girl.from',
  'hora.lord',
  'points.graha',
  'ayanamsa.name',
  // second pass: graha keys where the route has a name beside them or in the text (dasha `lord`, with `name`;
  // the forecast's factors and transits, whose `text` names the graha; vedha's obstructors; chara signs' lords)
  'periods.lord',
  'sub.lord',
  'balance_at_birth.lord',
  'maha.lord',
  'antar.lord',
  'pratyantar.lord',
  'running.lord',
  'signs.lord',
  'vedha.by',
  'positions.verdict', // transit verdict (`verdict_name` beside it)
  'factors.graha',
  'data.transits.graha',
  'navamsa.vargottama', // graha keys (`vargottama_names` beside them)
  'cancellations.references', // manglik reference keys (named in `from[].name`)
  'summary.keys', // dosha summary keys (each with its `text` in `summary.items`)
  'chara.direction', // `direction_name` beside it
  'kaal_sarp.direction', // `direction_name` beside it
  'kaal_sarp.outside', // graha keys (`outside_names`, `on_axis_names` beside them)
  'kaal_sarp.on_axis',
  'factors.grahas', // pitra factors' graha keys, named in the factor's `text`
  'excluded_periods.reason', // `label` beside it
  'data.input', // numerology's echo of the request (names as typed, system keys, lang)
  'compatibility.systems',
  'challenge_areas.area', // the challenge's `text` names the area
];

/** Instants and ISO stamps (`start_utc`, `end_iso`) are machine strings whatever their stem. */
const INSTANT = /_(utc|iso)$/;

/** A varga's code (D1, D9), which every language's almanacs print as it is, and `{placeholders}` never count. */
export const hasLatin = (text: string) => /[A-Za-z]/.test(text.replace(/\bD\d{1,2}\b/g, ''));

/** Every string leaf of `value` not under a machine field, with its JSON path. */
export function displayLeaves(value: unknown, path = 'data', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) displayLeaves(v, `${path}[${i}]`, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      const bare = `${path}.${k}`.replace(/\[\d+\]/g, '');
      const at = (p: string) => bare === p || bare.endsWith(`.${p}`);
      const machine = MACHINE_FIELDS.has(k) || INSTANT.test(k) || MACHINE_PATHS.some(at);
      if (!machine) displayLeaves(v, `${path}.${k}`, out);
    }
  return out;
}

/** Every display string of the named answers that has Latin in it, each as `what path = "text"`, and how many were walked. */
export function latinOffenders(answers: readonly [string, unknown][]): { walked: number; offenders: string[] } {
  const offenders: string[] = [];
  let walked = 0;
  for (const [what, data] of answers)
    for (const [path, text] of displayLeaves(data)) {
      walked++;
      if (hasLatin(text)) offenders.push(`${what} ${path} = ${JSON.stringify(text)}`);
    }
  return { walked, offenders };
}

/**
 * The machine enums that must carry their display beside them, as [field, sibling]: wherever an object holds
 * `field` as a string, it holds `sibling` as a string too, or it is listed (with its path).
 */
export const DISPLAY_SIBLINGS: readonly [string, string][] = [
  ['paksha', 'paksha_name'],
  ['relation', 'relation_name|relation_label'],
  ['verdict', 'verdict_name|verdict_label|verdict_text'],
  ['sade_sati', 'sade_sati_name'],
  ['dhaiya', 'dhaiya_name'],
  ['severity', 'severity_name'],
  ['phase', 'phase_name'],
  ['tone', 'tone_label'],
  ['outlook', 'outlook_label'],
  ['band', 'band_label|label'],
  ['level_key', 'level_name'],
  ['yogini', 'yogini_name'],
  ['direction', 'direction_name'],
  ['quality', 'quality_name|quality_label'],
  ['factor', 'factor_name|label'],
];

/** Where a sibling's field is itself a display text: porutham's `sources.verdict` (prose, walked). */
const SIBLING_EXEMPT = ['sources'];

export function missingSiblings(value: unknown, path = 'data', out: string[] = []): string[] {
  if (SIBLING_EXEMPT.some((p) => path.endsWith(`.${p}`))) return out;
  if (Array.isArray(value)) for (const [i, v] of value.entries()) missingSiblings(v, `${path}[${i}]`, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const [field, siblings] of DISPLAY_SIBLINGS)
      if (typeof o[field] === 'string' && !siblings.split('|').some((s) => typeof o[s] === 'string'))
        out.push(`${path}.${field} has no ${siblings}`);
    for (const [k, v] of Object.entries(o)) missingSiblings(v, `${path}.${k}`, out);
  }
  return out;
}
