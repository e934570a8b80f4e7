// Ashtakoot (Gun Milan) from the two Moons: eight kootas, total out of 36, per-koota status,
// verdict, dosha reports with their cancellations, and display notes.
import type { ProseLang } from '../../../tables/names/index.ts';
import { tr } from '../../../tables/prose/index.ts';
import {
  GANA_NAMES,
  NADI_NAMES,
  TARA_NAMES,
  VARNA_NAMES,
  VASHYA_NAMES,
  YONI_NAMES,
} from '../../../tables/jyotish/koota-attributes.ts';
import {
  ASHTAKOOT_MAX,
  DOSHA_CANCELLATIONS,
  KOOTAS,
  KOOTA_STATUS_BANDS,
  VERDICT_BANDS,
  type BhakootDoshaKind,
  type CancellationKey,
  type DoshaKoota,
  type KootaKey,
  type KootaStatus,
  type Verdict,
} from '../../../tables/jyotish/koota-points.ts';
import { LABELS, MATCH_PHRASES, STATUS_LABELS, VERDICT_LABELS } from '../../../tables/jyotish/phrases.ts';
import { grahaName, nakshatraRef, rashiRef } from '../names.ts';
import { phrase } from '../text.ts';
import type { NakshatraRef, RashiRef } from '../types.ts';
import { nakshatraOf } from '../zodiac.ts';
import { cancellationsFor } from './cancellations.ts';
import { bhakootPoints, kootaScores, taraPoints } from './kootas.ts';
import { moonProfile, type MoonProfile } from './moon-profile.ts';

export interface Labelled {
  key: string;
  name: string;
}
export interface MoonSummary {
  longitude: number;
  rashi: RashiRef;
  nakshatra: NakshatraRef;
  varna: Labelled;
  vashya: Labelled;
  gana: Labelled;
  yoni: Labelled;
  nadi: Labelled;
}
export interface DoshaReport {
  key: `${DoshaKoota}_dosha`;
  koota: DoshaKoota;
  /** Bhakoot only: which of the three rashi relations. */
  kind: BhakootDoshaKind | null;
  cancelled: boolean;
  cancellations: { key: CancellationKey; text: string }[];
}
export interface KootaResult {
  key: KootaKey;
  name: string;
  score: number;
  max: number;
  /** excellent | good | average | poor | dosha (tables/jyotish/koota-points.ts). */
  status: KootaStatus;
  status_label: string;
  /** What the boy's and the girl's Moons bring to this koota, for display. */
  boy: string;
  girl: string;
}
export interface AshtakootResult {
  boy: MoonSummary;
  girl: MoonSummary;
  score: { total: number; max: number; percent: number };
  kootas: KootaResult[];
  /** excellent | compatible | acceptable | not_recommended */
  verdict: Verdict;
  verdict_label: string;
  doshas: DoshaReport[];
  notes: string[];
}

function labelled<K extends string>(
  key: K,
  names: Readonly<Record<K, { en: string; hi: string }>>,
  lang: ProseLang,
): Labelled {
  return { key, name: tr(names[key], lang) };
}

function summary(p: MoonProfile, lang: ProseLang): MoonSummary {
  return {
    longitude: p.longitude,
    rashi: rashiRef(p.rashi, lang),
    nakshatra: nakshatraRef(nakshatraOf(p.longitude), lang),
    varna: labelled(p.varna, VARNA_NAMES, lang),
    vashya: labelled(p.vashya, VASHYA_NAMES, lang),
    gana: labelled(p.gana, GANA_NAMES, lang),
    yoni: labelled(p.yoni, YONI_NAMES, lang),
    nadi: labelled(p.nadi, NADI_NAMES, lang),
  };
}

export function kootaStatus(key: KootaKey, score: number, max: number): KootaStatus {
  if (score === 0 && key in DOSHA_CANCELLATIONS) return 'dosha';
  const ratio = score / max;
  return (KOOTA_STATUS_BANDS.find((b) => ratio >= b.minRatio) ?? KOOTA_STATUS_BANDS[KOOTA_STATUS_BANDS.length - 1])
    .status;
}

export function verdictFor(total: number): Verdict {
  return (VERDICT_BANDS.find((b) => total >= b.minTotal) ?? VERDICT_BANDS[VERDICT_BANDS.length - 1]).verdict;
}

/** Per-koota display of each side: e.g. the two varnas, the two taras, the two sign lords. */
function sides(
  key: KootaKey,
  boy: MoonSummary,
  girl: MoonSummary,
  b: MoonProfile,
  g: MoonProfile,
  lang: ProseLang,
): [string, string] {
  switch (key) {
    case 'varna':
      return [boy.varna.name, girl.varna.name];
    case 'vashya':
      return [boy.vashya.name, girl.vashya.name];
    case 'tara': {
      const t = taraPoints(b, g);
      // The boy's side is the tara of his star counted from hers, and the other way round.
      return [tr(TARA_NAMES[t.girlToBoy - 1], lang), tr(TARA_NAMES[t.boyToGirl - 1], lang)];
    }
    case 'yoni':
      return [boy.yoni.name, girl.yoni.name];
    case 'graha_maitri':
      return [grahaName(b.rashiLord, lang), grahaName(g.rashiLord, lang)];
    case 'gana':
      return [boy.gana.name, girl.gana.name];
    case 'bhakoot':
      return [boy.rashi.name, girl.rashi.name];
    case 'nadi':
      return [boy.nadi.name, girl.nadi.name];
  }
}

function doshaReport(koota: DoshaKoota, b: MoonProfile, g: MoonProfile, lang: ProseLang): DoshaReport {
  const keys = cancellationsFor(koota, b, g);
  return {
    key: `${koota}_dosha`,
    koota,
    kind: koota === 'bhakoot' ? bhakootPoints(b, g).dosha : null,
    cancelled: keys.length > 0,
    cancellations: keys.map((key) => ({ key, text: tr(LABELS[key], lang) })),
  };
}

function namedDoshaNote(d: DoshaReport, boy: MoonSummary, girl: MoonSummary, lang: ProseLang): string {
  switch (d.koota) {
    case 'nadi':
      return phrase(MATCH_PHRASES, 'nadi_dosha', lang, { nadi: boy.nadi.name });
    case 'gana':
      return phrase(MATCH_PHRASES, 'gana_dosha', lang, { boy: boy.gana.name, girl: girl.gana.name });
    case 'bhakoot': {
      if (!d.kind) throw new Error('bhakoot dosha without its kind');
      return phrase(MATCH_PHRASES, 'bhakoot_dosha', lang, { kind: tr(LABELS[d.kind], lang) });
    }
  }
}

function doshaNotes(d: DoshaReport, boy: MoonSummary, girl: MoonSummary, lang: ProseLang): string[] {
  const dosha = tr(LABELS[d.key], lang);
  const outcome = d.cancelled
    ? phrase(MATCH_PHRASES, 'dosha_cancelled', lang, {
        dosha,
        reasons: d.cancellations.map((c) => c.text).join(tr(LABELS.list_separator, lang)),
      })
    : phrase(MATCH_PHRASES, 'dosha_not_cancelled', lang, { dosha });
  return [namedDoshaNote(d, boy, girl, lang), outcome];
}

/** Gun Milan from the two sidereal Moon longitudes (boy = groom, girl = bride). */
export function ashtakoot(
  boyMoonLonSidDeg: number,
  girlMoonLonSidDeg: number,
  lang: ProseLang = 'en',
): AshtakootResult {
  const b = moonProfile(boyMoonLonSidDeg);
  const g = moonProfile(girlMoonLonSidDeg);
  const boy = summary(b, lang);
  const girl = summary(g, lang);
  const scores = kootaScores(b, g);
  const kootas: KootaResult[] = KOOTAS.map(({ key, max, name }) => {
    const status = kootaStatus(key, scores[key], max);
    const [boySide, girlSide] = sides(key, boy, girl, b, g, lang);
    return {
      key,
      name: tr(name, lang),
      score: scores[key],
      max,
      status,
      status_label: tr(STATUS_LABELS[status], lang),
      boy: boySide,
      girl: girlSide,
    };
  });
  // Every score is a multiple of 0.5, so this sum is exact in binary floating point.
  const total = kootas.reduce((sum, k) => sum + k.score, 0);
  const verdict = verdictFor(total);
  const doshas = kootas.filter((k) => k.status === 'dosha').map((k) => doshaReport(k.key as DoshaKoota, b, g, lang));
  const notes = [
    phrase(MATCH_PHRASES, `verdict_${verdict}`, lang, { total }),
    ...doshas.flatMap((d) => doshaNotes(d, boy, girl, lang)),
    phrase(MATCH_PHRASES, 'raw_score', lang),
  ];
  return {
    boy,
    girl,
    score: { total, max: ASHTAKOOT_MAX, percent: Math.round((total / ASHTAKOOT_MAX) * 10_000) / 100 },
    kootas,
    verdict,
    verdict_label: tr(VERDICT_LABELS[verdict], lang),
    doshas,
    notes,
  };
}
