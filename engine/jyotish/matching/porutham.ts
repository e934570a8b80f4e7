// South Indian porutham matching (issue 38): the ten poruthams of the bride's and the groom's stars, the same-star
// and same-rashi exceptions, the verdict, the rajju's body part, and (births given) the chevvai dosha of both and
// Kerala's papasamyam. Every rule is the system's data in tables/jyotish/porutham*.ts; this file only counts.
import { GANA_BY_NAKSHATRA, YONI_BY_NAKSHATRA } from '../../../tables/jyotish/koota-attributes.ts';
import {
  EXCEPTIONS,
  PORUTHAM_KEYS,
  PORUTHAMS,
  SAME_STAR_GRADES,
  VERDICT_RULES,
  type ExceptionKey,
  type Grade,
  type PoruthamKey,
  type PoruthamParams,
  type PoruthamSystem,
  type Verdict,
} from '../../../tables/jyotish/porutham.ts';
import { GANA_WORDS, YONI_WORDS } from '../../../tables/jyotish/porutham-animals.ts';
import { EXCEPTION_NAMES, GRADE_NAMES, PORUTHAM_NAMES, RAJJU_NAMES } from '../../../tables/jyotish/porutham-names.ts';
import { PORUTHAM_NOTES } from '../../../tables/jyotish/porutham-notes.ts';
import { VERDICT_TEXTS } from '../../../tables/jyotish/porutham-verdicts.ts';
import { NAKSHATRA_KEYS, RASHI_KEYS, nameOf, type Lang } from '../../../tables/names/index.ts';
import { JyotishError } from '../errors.ts';
import { rashiLord } from '../names.ts';
import { relationOf } from '../relations.ts';
import { fillTemplate } from '../text.ts';
import type { ChartPositions } from '../types.ts';
import { assertPositions, houseFrom, nakshatraOf, rashiOf } from '../zodiac.ts';
import { chevvaiPair, papasamyam, type ChevvaiPair, type Papasamyam } from './porutham-doshas.ts';

/** A person's Moon star: from a birth, or as a family knows it (star with its rashi or pada). */
export interface Star {
  nakshatra: number;
  rashi: number;
  /** Known from a birth or given; null when only the rashi was given. */
  pada: number | null;
}
export interface PoruthamPerson {
  star: Star;
  /** The birth chart, when the birth was given: chevvai dosha and papasamyam need it. */
  chart: ChartPositions | null;
}

/** Inclusive count from star (or rashi) `from` to `to` in a circle of `n`. */
const countFrom = (from: number, to: number, n: number): number => ((((to - from) % n) + n) % n) + 1;

/** The rashi pada `pada` (1-4) of star `nakshatra` falls in: nine padas make a rashi. */
export function rashiOfPada(nakshatra: number, pada: number): number {
  return Math.floor(((nakshatra - 1) * 4 + pada - 1) / 9) + 1;
}
/** The one or two rashis a star touches. */
export function rashisOfStar(nakshatra: number): number[] {
  const first = rashiOfPada(nakshatra, 1);
  const last = rashiOfPada(nakshatra, 4);
  return first === last ? [first] : [first, last];
}

/** A star as given: `rashi` must be one the star touches; without rashi or pada the star must lie in one rashi. */
export function starOf(input: { nakshatra: number; rashi?: number | undefined; pada?: number | undefined }): Star {
  const { nakshatra, rashi, pada } = input;
  if (!Number.isInteger(nakshatra) || nakshatra < 1 || nakshatra > 27)
    throw new JyotishError('invalid_option', `nakshatra must be 1-27, got ${nakshatra}`);
  const touched = rashisOfStar(nakshatra);
  if (pada !== undefined) {
    if (!Number.isInteger(pada) || pada < 1 || pada > 4)
      throw new JyotishError('invalid_option', `pada must be 1-4, got ${pada}`);
    const own = rashiOfPada(nakshatra, pada);
    if (rashi !== undefined && rashi !== own)
      throw new JyotishError('invalid_option', `pada ${pada} of star ${nakshatra} is in rashi ${own}, not ${rashi}`);
    return { nakshatra, rashi: own, pada };
  }
  if (rashi !== undefined) {
    if (!touched.includes(rashi))
      throw new JyotishError(
        'invalid_option',
        `star ${nakshatra} lies in rashi ${touched.join(' and ')}, not ${rashi}`,
      );
    return { nakshatra, rashi, pada: null };
  }
  if (touched.length > 1)
    throw new JyotishError(
      'invalid_option',
      `star ${nakshatra} spans rashis ${touched.join(' and ')}: give rashi or pada`,
    );
  return { nakshatra, rashi: touched[0]!, pada: null };
}

/** The Moon's star of a birth chart. */
export function starOfChart(positions: ChartPositions): Star {
  assertPositions(positions);
  const lon = positions.grahas.chandra.lonSidDeg;
  const { number, pada } = nakshatraOf(lon);
  return { nakshatra: number, rashi: rashiOf(lon), pada };
}

export interface Named {
  key: string;
  name: string;
}
export interface PoruthamResultEntry {
  key: PoruthamKey;
  name: string;
  matched: boolean;
  /** uttamam | madhyamam | adhamam where the tradition grades this porutham; else null. */
  grade: Grade | null;
  grade_label: string | null;
  essential: boolean;
  /** Star count (rashi count for rasi) from her to him, inclusive; null where none is counted. */
  count: number | null;
  /** What each side brings (gana, yoni, rashi, lord, rajju, star); null for the counted poruthams. */
  girl: Named | null;
  boy: Named | null;
  /** The exception that made it agree, if one did. */
  exception: ExceptionKey | null;
  note: string;
}

interface Check {
  matched: boolean;
  grade: Grade | null;
  count: number | null;
  girl?: [string, string];
  boy?: [string, string];
  params?: Record<string, number>;
}
type Side = { star: Star; lang: Lang };

const starNamed = (s: Star, lang: Lang): [string, string] => {
  const key = NAKSHATRA_KEYS[s.nakshatra - 1]!;
  return [key, nameOf(lang, 'nakshatra', key)];
};
const rashiNamed = (r: number, lang: Lang): [string, string] => {
  const key = RASHI_KEYS[r - 1]!;
  return [key, nameOf(lang, 'rashi', key)];
};
const graded = (grade: Grade | null | undefined): { matched: boolean; grade: Grade } =>
  grade ? { matched: true, grade } : { matched: false, grade: 'adhamam' };

/** One function per porutham, each reading only its own parameters. */
const CHECKS: { [K in PoruthamKey]: (p: PoruthamParams[K], g: Side, b: Side) => Check } = {
  dina: (p, g, b) => {
    const count = countFrom(g.star.nakshatra, b.star.nakshatra, 27);
    return { matched: p.passRemainders.includes(count % 9), grade: null, count };
  },
  gana: (p, g, b) => {
    const gg = GANA_BY_NAKSHATRA[g.star.nakshatra - 1]!;
    const bg = GANA_BY_NAKSHATRA[b.star.nakshatra - 1]!;
    return {
      ...graded(p.pass[gg][bg]),
      count: null,
      girl: [gg, GANA_WORDS[gg][g.lang]],
      boy: [bg, GANA_WORDS[bg][b.lang]],
    };
  },
  mahendra: (p, g, b) => {
    const count = countFrom(g.star.nakshatra, b.star.nakshatra, 27);
    return { matched: p.passCounts.includes(count), grade: null, count };
  },
  stree_deergha: (p, g, b) => {
    const count = countFrom(g.star.nakshatra, b.star.nakshatra, 27);
    return { matched: count > p.above, grade: null, count, params: { above: p.above } };
  },
  yoni: (p, g, b) => {
    const gy = YONI_BY_NAKSHATRA[g.star.nakshatra - 1]!;
    const by = YONI_BY_NAKSHATRA[b.star.nakshatra - 1]!;
    const enemies = p.enemies.some(([x, y]) => (x === gy && y === by) || (x === by && y === gy));
    return {
      ...graded(enemies ? null : gy === by ? 'uttamam' : 'madhyamam'),
      count: null,
      girl: [gy, YONI_WORDS[gy][g.lang]],
      boy: [by, YONI_WORDS[by][b.lang]],
    };
  },
  rasi: (p, g, b) => {
    const count = houseFrom(b.star.rashi, g.star.rashi);
    return { ...graded(p.byCount[count - 1]), count };
  },
  rasi_adhipathi: (p, g, b) => {
    const gl = rashiLord(g.star.rashi);
    const bl = rashiLord(b.star.rashi);
    const ways = [relationOf(gl, bl), relationOf(bl, gl)];
    const grade =
      gl === bl
        ? p.sameLord
        : ways.includes('enemy')
          ? null
          : ways.every((w) => w === 'friend')
            ? p.mutualFriends
            : p.noEnemy;
    return {
      ...graded(grade),
      count: null,
      girl: [gl, nameOf(g.lang, 'graha', gl)],
      boy: [bl, nameOf(b.lang, 'graha', bl)],
    };
  },
  vasya: (p, g, b) => {
    const inHers = p.vasyaOf[g.star.rashi - 1]!.includes(b.star.rashi);
    const inHis = p.vasyaOf[b.star.rashi - 1]!.includes(g.star.rashi);
    const matched = p.directions === 'either' ? inHers || inHis : inHers;
    return {
      ...graded(matched ? (inHers && inHis ? 'uttamam' : 'madhyamam') : null),
      count: null,
      girl: rashiNamed(g.star.rashi, g.lang),
      boy: rashiNamed(b.star.rashi, b.lang),
    };
  },
  rajju: (p, g, b) => {
    const gr = p.byNakshatra[g.star.nakshatra - 1]!;
    const br = p.byNakshatra[b.star.nakshatra - 1]!;
    return {
      matched: gr !== br,
      grade: null,
      count: null,
      girl: [gr, RAJJU_NAMES[gr][g.lang]],
      boy: [br, RAJJU_NAMES[br][b.lang]],
    };
  },
  vedha: (p, g, b) => {
    const x = g.star.nakshatra;
    const y = b.star.nakshatra;
    const pair = p.pairs.some(([m, n]) => (m === x && n === y) || (m === y && n === x));
    return {
      matched: !pair,
      grade: null,
      count: null,
      girl: starNamed(g.star, g.lang),
      boy: starNamed(b.star, b.lang),
    };
  },
};

/** The grade an exception gives when it holds for this couple, else null. */
function exceptionGrade(key: ExceptionKey, girl: Star, boy: Star): Grade | null {
  if (key === 'same_rashi') return girl.rashi === boy.rashi && girl.nakshatra !== boy.nakshatra ? 'madhyamam' : null;
  if (girl.nakshatra !== boy.nakshatra) return null;
  if (SAME_STAR_GRADES.uttamam.includes(girl.nakshatra)) return 'uttamam';
  return SAME_STAR_GRADES.madhyamam.includes(girl.nakshatra) ? 'madhyamam' : null;
}
const EXCEPTION_KEYS = Object.keys(EXCEPTIONS) as ExceptionKey[];

export interface AppliedException {
  key: ExceptionKey;
  name: string;
  poruthams: PoruthamKey[];
  source: string;
}
export interface PersonSummary {
  nakshatra: { number: number; key: string; name: string; pada: number | null };
  rashi: { number: number; key: string; name: string };
  rajju: Named;
  /** birth: read from the Moon of the birth chart; star: as given. */
  from: 'birth' | 'star';
}
export interface PoruthamResult {
  system: PoruthamSystem;
  boy: PersonSummary;
  girl: PersonSummary;
  poruthams: PoruthamResultEntry[];
  matched_count: number;
  essential_failed: PoruthamKey[];
  exceptions: AppliedException[];
  verdict: Verdict;
  verdict_text: string;
  rajju: { girl: Named; boy: Named; same: boolean };
  chevvai: ChevvaiPair;
  /** Kerala only (null under tamil); `available: false` without both births. */
  papasamyam: Papasamyam | null;
  sources: { verdict: string };
}

function summary(person: PoruthamPerson, system: PoruthamSystem, lang: Lang): PersonSummary {
  const s = person.star;
  const [nk, nn] = starNamed(s, lang);
  const [rk, rn] = rashiNamed(s.rashi, lang);
  const rajju = PORUTHAMS.rajju.params[system].byNakshatra[s.nakshatra - 1]!;
  return {
    nakshatra: { number: s.nakshatra, key: nk, name: nn, pada: s.pada },
    rashi: { number: s.rashi, key: rk, name: rn },
    rajju: { key: rajju, name: RAJJU_NAMES[rajju][lang] },
    from: person.chart ? 'birth' : 'star',
  };
}

function entryFor(key: PoruthamKey, system: PoruthamSystem, girl: Side, boy: Side, lang: Lang): PoruthamResultEntry {
  const entry = PORUTHAMS[key];
  const check = (CHECKS[key] as (p: unknown, g: Side, b: Side) => Check)(entry.params[system], girl, boy);
  let { matched, grade } = check;
  let exception: ExceptionKey | null = null;
  // An exception answers only the sameness of the two stars or rashis (the count of 1), never another failure.
  if (!matched && check.count === 1)
    for (const ex of EXCEPTION_KEYS) {
      const exGrade = EXCEPTIONS[ex].applies.includes(key) ? exceptionGrade(ex, girl.star, boy.star) : null;
      if (exGrade) {
        matched = true;
        grade = exGrade;
        exception = ex;
        break;
      }
    }
  const named = (x?: [string, string]) => (x ? { key: x[0], name: x[1] } : null);
  const note = fillTemplate(PORUTHAM_NOTES[key][lang], {
    ...(check.count !== null ? { count: check.count } : {}),
    ...(check.girl ? { girl: check.girl[1], boy: check.boy![1] } : {}),
    ...check.params,
  });
  return {
    key,
    name: PORUTHAM_NAMES[key][lang],
    matched,
    grade,
    grade_label: grade ? GRADE_NAMES[grade][lang] : null,
    essential: entry.essential[system],
    count: check.count,
    girl: named(check.girl),
    boy: named(check.boy),
    exception,
    note,
  };
}

export interface PoruthamOptions {
  system?: PoruthamSystem;
  lang?: Lang;
}

/** The ten poruthams of a couple (boy = groom, girl = bride), counted from her star to his. */
export function porutham(boy: PoruthamPerson, girl: PoruthamPerson, options: PoruthamOptions = {}): PoruthamResult {
  const system = options.system ?? 'tamil';
  const lang = options.lang ?? 'en';
  const g: Side = { star: girl.star, lang };
  const b: Side = { star: boy.star, lang };
  const poruthams = PORUTHAM_KEYS.map((key) => entryFor(key, system, g, b, lang));
  const matchedCount = poruthams.filter((p) => p.matched).length;
  const essentialFailed = poruthams.filter((p) => p.essential && !p.matched).map((p) => p.key);
  const exceptions = EXCEPTION_KEYS.flatMap((key): AppliedException[] => {
    const used = poruthams.filter((p) => p.exception === key).map((p) => p.key);
    return used.length
      ? [{ key, name: EXCEPTION_NAMES[key][lang], poruthams: used, source: EXCEPTIONS[key].source[lang] }]
      : [];
  });
  const papa = papasamyam(boy.chart, girl.chart, system, lang);
  const rule = VERDICT_RULES[system];
  const verdict: Verdict = essentialFailed.length
    ? 'essential_failed'
    : rule.papasamyamDecides && papa?.matched === false
      ? 'papasamyam_failed'
      : rule.bands.find((band) => matchedCount >= band.min)!.verdict;
  const failedNames = essentialFailed.map((k) => PORUTHAM_NAMES[k][lang]).join(', ');
  const rajju = poruthams.find((p) => p.key === 'rajju')!;
  return {
    system,
    boy: summary(boy, system, lang),
    girl: summary(girl, system, lang),
    poruthams,
    matched_count: matchedCount,
    essential_failed: essentialFailed,
    exceptions,
    verdict,
    verdict_text: fillTemplate(VERDICT_TEXTS[verdict][lang], { count: matchedCount, failed: failedNames }),
    rajju: { girl: rajju.girl!, boy: rajju.boy!, same: !rajju.matched },
    chevvai: chevvaiPair(boy.chart, girl.chart, system, lang),
    papasamyam: papa,
    sources: { verdict: rule.source[lang] },
  };
}
