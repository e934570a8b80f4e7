// Sade Sati: Saturn's whole-sign transit of the 12th, 1st and 2nd signs from the natal Moon
// (astrology-rules.md 7.3), read from sign ingresses the astro core supplies, so this module never
// computes a position. Dhaiya (4th / 8th from the Moon) is reported beside it.
import type { ProseLang } from '../../../tables/names/index.ts';
import { DHAIYA_BY_HOUSE, SADE_SATI_PHASE_BY_HOUSE, type SadeSatiPhase } from '../../../tables/jyotish/doshas.ts';
import { DHAIYA_NAMES, SADE_SATI_PHASE_NAMES } from '../../../tables/jyotish/state-names.ts';
import { tr } from '../../../tables/prose/index.ts';
import { rashiRef } from '../names.ts';
import type { RashiRef } from '../types.ts';
import { houseFrom } from '../zodiac.ts';

/** Saturn's sign ingresses in [fromUtcMs, toUtcMs], ascending or not; `rashi` is the sign entered, 1-12. */
export type SignIngressFn = (
  body: 'shani',
  fromUtcMs: number,
  toUtcMs: number,
) => ReadonlyArray<{ utcMs: number; rashi: number }>;

const YEAR_MS = 365.25 * 86_400_000;
/** Looked back far enough to find the start of a Sade Sati running at asOf (about 7.5 years long). */
const LOOK_BACK_MS = 10 * YEAR_MS;
/** Looked ahead far enough to hold the whole next Sade Sati (Saturn returns in about 29.5 years). */
const LOOK_AHEAD_MS = 32 * YEAR_MS;
/**
 * A retrograde step back out of the three signs lasts months; the next Sade Sati is about 20
 * years away. Gaps shorter than this belong to the same Sade Sati.
 */
const SAME_EPISODE_GAP_MS = 2 * YEAR_MS;

export interface SadeSatiInterval {
  phase: SadeSatiPhase;
  /** `phase` in the reader's language. */
  phase_name: string;
  rashi: number;
  start_utc_ms: number;
  end_utc_ms: number | null;
}
export interface SadeSatiSpan {
  /** Saturn's first entry into the 12th from the Moon; null if it lies before the searched window. */
  start_utc_ms: number | null;
  /** Final exit from the 2nd from the Moon, retrograde re-entries included; null if beyond the window. */
  end_utc_ms: number | null;
  intervals: SadeSatiInterval[];
}
export type SadeSatiResult =
  | { available: false; reason: string }
  | {
      available: true;
      as_of_utc_ms: number;
      moon_rashi: RashiRef;
      saturn_rashi: RashiRef;
      saturn_house_from_moon: number;
      /** Inside a Sade Sati span (a short retrograde exit included). */
      active: boolean;
      phase: SadeSatiPhase | null;
      phase_name: string | null;
      dhaiya: 'kantaka' | 'ashtama' | null;
      dhaiya_name: string | null;
      current: SadeSatiSpan | null;
      next: SadeSatiSpan | null;
    };

interface Stay {
  rashi: number;
  start: number;
  end: number | null;
}

function staysFrom(ingresses: ReadonlyArray<{ utcMs: number; rashi: number }>): Stay[] {
  const sorted = [...ingresses].sort((a, b) => a.utcMs - b.utcMs);
  return sorted.map((ing, i) => ({
    rashi: ing.rashi,
    start: ing.utcMs,
    end: i + 1 < sorted.length ? sorted[i + 1].utcMs : null,
  }));
}

/** Groups the stays inside the three signs into Sade Satis, bridging short retrograde exits. */
function episodes(stays: Stay[], moonRashi: number, firstStay: Stay | undefined, lang: ProseLang): SadeSatiSpan[] {
  const out: SadeSatiSpan[] = [];
  let current: SadeSatiSpan | null = null;
  let lastEnd = -Infinity;
  for (const s of stays) {
    const phase = SADE_SATI_PHASE_BY_HOUSE[houseFrom(s.rashi, moonRashi)];
    if (!phase) continue;
    if (!current || s.start - lastEnd > SAME_EPISODE_GAP_MS) {
      // An episode opening on the window's first stay, mid-cycle, began before the window.
      const startKnown = !(s === firstStay && phase !== 'rising');
      current = { start_utc_ms: startKnown ? s.start : null, end_utc_ms: null, intervals: [] };
      out.push(current);
    }
    current.intervals.push({
      phase,
      phase_name: tr(SADE_SATI_PHASE_NAMES[phase], lang),
      rashi: s.rashi,
      start_utc_ms: s.start,
      end_utc_ms: s.end,
    });
    current.end_utc_ms = s.end;
    lastEnd = s.end ?? Infinity;
  }
  return out;
}

export function sadeSati(
  moonRashi: number,
  asOfUtcMs: number,
  signIngresses: SignIngressFn,
  lang: ProseLang = 'en',
): SadeSatiResult {
  const stays = staysFrom(signIngresses('shani', asOfUtcMs - LOOK_BACK_MS, asOfUtcMs + LOOK_AHEAD_MS));
  const now = stays.filter((s) => s.start <= asOfUtcMs).at(-1);
  if (!now) return { available: false, reason: 'no Saturn ingress before as_of in the transit data' };
  const house = houseFrom(now.rashi, moonRashi);
  const spans = episodes(stays, moonRashi, stays[0], lang);
  const within = (e: SadeSatiSpan) =>
    e.intervals[0].start_utc_ms <= asOfUtcMs && (e.end_utc_ms === null || asOfUtcMs < e.end_utc_ms);
  const current = spans.find(within) ?? null;
  // During a brief retrograde exit the Sade Sati is still running; it keeps the phase it had.
  const phase = current
    ? (SADE_SATI_PHASE_BY_HOUSE[house] ?? current.intervals.filter((i) => i.start_utc_ms <= asOfUtcMs).at(-1)!.phase)
    : null;
  const next = spans.find((e) => e.intervals[0].start_utc_ms > asOfUtcMs) ?? null;
  const dhaiya = DHAIYA_BY_HOUSE[house] ?? null;
  return {
    available: true,
    as_of_utc_ms: asOfUtcMs,
    moon_rashi: rashiRef(moonRashi, lang),
    saturn_rashi: rashiRef(now.rashi, lang),
    saturn_house_from_moon: house,
    active: current !== null,
    phase,
    phase_name: phase && tr(SADE_SATI_PHASE_NAMES[phase], lang),
    dhaiya,
    dhaiya_name: dhaiya && tr(DHAIYA_NAMES[dhaiya], lang),
    current,
    next,
  };
}
