/**
 * The daily muhurta layers as the API shows them (issue #30): `muhurat_layers` of the daily answer, and of monthly
 * and yearly days for the plans whose panchang includes muhurat. Schema and rendering sit together so they agree.
 */
import { z } from 'zod';
import type { MuhuratLayers } from '../../engine/muhurat/index.ts';
import {
  SPECIAL_YOGAS,
  TARAS,
  type GowriKey,
  type PanchakaKind,
  type SpecialYogaKey,
} from '../../tables/muhurat/layers.ts';
import { NAKSHATRAS, nameOf, RASHIS, type GrahaKey, type Lang } from '../../tables/names/index.ts';
import { TARA_QUALITY_LABELS } from '../../tables/muhurat/labels.ts';
import { tr } from '../../tables/prose/index.ts';
import { Timestamp } from '../timestamps.ts';

const Span = { start: Timestamp, end: Timestamp };
const Numbered = z.object({ number: z.number().int(), name: z.string() });

export const TaraSchema = z.object({
  nakshatra: Numbered,
  tara: z.number().int().min(1).max(9),
  key: z.string(),
  name: z.string(),
  quality: z.enum(['good', 'bad', 'mixed']),
  quality_label: z.string().describe('`quality` in the requested language (the enum value stays English)'),
  ...Span,
});
export const ChandrabalamSchema = z.object({
  moon_rashi: Numbered,
  house: z.number().int().min(1).max(12),
  good: z.boolean(),
  ...Span,
});

export const MuhuratLayersSchema = z
  .object({
    hora: z
      .array(z.object({ lord: z.string(), lord_name: z.string(), ...Span }))
      .length(24)
      .describe('12 day and 12 night horas, the first ruled by the vara lord, then in Chaldean succession'),
    lagna_table: z
      .array(z.object({ rashi: Numbered.extend({ key: z.string() }), ...Span }))
      .describe("the sidereal (Lahiri) rising signs tiling sunrise to next sunrise, as the horoscope's lagna"),
    special_yogas: z
      .array(z.object({ key: z.string(), name: z.string(), source: z.string(), ...Span }))
      .describe('Sarvartha Siddhi, Amrita Siddhi, Siddha, Ravi, Guru/Ravi Pushya, Dwi/Tripushkar, clipped to the day'),
    panchaka: z
      .array(z.object({ kind: z.string(), name: z.string(), began: Timestamp, ...Span }))
      .describe('the Moon in Kumbha-Meena (Dhanishta 3rd pada to Revati); kind by the vara it began on'),
    ganda_moola: z.array(z.object({ nakshatra: Numbered, ...Span })),
    gowri: z.object({
      day: z
        .array(z.object({ kind: z.string(), name: z.string(), good: z.boolean(), ...Span }))
        .length(8)
        .describe('the eight daytime Gowri slots in Tamil order'),
      night: z
        .array(z.object({ kind: z.string(), name: z.string(), good: z.boolean(), ...Span }))
        .length(8)
        .describe('the eight night Gowri slots, sunset to next sunrise, in the Tamil table order'),
    }),
    nalla_neram: z
      .array(z.object(Span))
      .describe('the good Gowri slots of the day, then of the night, adjacent ones joined within each half'),
    tarabalam: z
      .array(TaraSchema)
      .nullable()
      .describe('the tara of each nakshatra span of the day counted from birth_nakshatra; null without it'),
    chandrabalam: z
      .array(ChandrabalamSchema)
      .nullable()
      .describe("the Moon's house from birth_rashi for each Moon-sign span of the day; null without it"),
  })
  .nullable()
  .describe('extra (issue #30): daily muhurta layers; null below amethyst');

export type MuhuratLayersJson = z.infer<typeof MuhuratLayersSchema>;

type Fmt = (utcMs: number) => string;

const grahaName = (key: GrahaKey, lang: Lang) => nameOf(lang, 'graha', key);
const nakshatra = (n: number, lang: Lang) => ({ number: n, name: nameOf(lang, 'nakshatra', NAKSHATRAS[n - 1].key) });

export function renderLayers(l: MuhuratLayers, fmt: Fmt, lang: Lang): NonNullable<MuhuratLayersJson> {
  const span = (w: { startUtcMs: number; endUtcMs: number }) => ({ start: fmt(w.startUtcMs), end: fmt(w.endUtcMs) });
  const gowriSlot = (g: MuhuratLayers['gowri'][number]) => ({
    kind: g.kind,
    name: nameOf(lang, 'gowri', g.kind as GowriKey),
    good: g.good,
    ...span(g),
  });
  return {
    hora: l.hora.map((h) => ({ lord: h.lord, lord_name: grahaName(h.lord, lang), ...span(h) })),
    lagna_table: l.lagnaTable.map((w) => {
      const r = RASHIS[w.rashi - 1];
      return { rashi: { number: w.rashi, key: r.key, name: nameOf(lang, 'rashi', r.key) }, ...span(w) };
    }),
    special_yogas: l.specialYogas.map((y) => {
      const rule = SPECIAL_YOGAS[y.key as SpecialYogaKey];
      return { key: y.key, name: nameOf(lang, 'special_yoga', rule.key), source: tr(rule.source, lang), ...span(y) };
    }),
    panchaka: l.panchaka.map((p) => ({
      kind: p.kind,
      name: nameOf(lang, 'panchaka', p.kind as PanchakaKind),
      began: fmt(p.beganUtcMs),
      ...span(p),
    })),
    ganda_moola: l.gandaMoola.map((g) => ({ nakshatra: nakshatra(g.nakshatra, lang), ...span(g) })),
    gowri: {
      day: l.gowri.map((g) => gowriSlot(g)),
      night: l.gowriNight.map((g) => gowriSlot(g)),
    },
    nalla_neram: l.nallaNeram.map(span),
    tarabalam: l.tarabalam && renderTarabalam(l, fmt, lang),
    chandrabalam: l.chandrabalam && renderChandrabalam(l, fmt, lang),
  };
}

export function renderTarabalam(l: MuhuratLayers, fmt: Fmt, lang: Lang) {
  return (l.tarabalam ?? []).map((t) => ({
    nakshatra: nakshatra(t.nakshatra, lang),
    tara: t.tara,
    key: TARAS[t.tara - 1].key,
    name: nameOf(lang, 'tara', TARAS[t.tara - 1].key),
    quality: TARAS[t.tara - 1].quality,
    quality_label: tr(TARA_QUALITY_LABELS[TARAS[t.tara - 1].quality], lang),
    start: fmt(t.startUtcMs),
    end: fmt(t.endUtcMs),
  }));
}

export function renderChandrabalam(l: MuhuratLayers, fmt: Fmt, lang: Lang) {
  return (l.chandrabalam ?? []).map((c) => ({
    moon_rashi: { number: c.moonRashi, name: nameOf(lang, 'rashi', RASHIS[c.moonRashi - 1].key) },
    house: c.house,
    good: c.good,
    start: fmt(c.startUtcMs),
    end: fmt(c.endUtcMs),
  }));
}
