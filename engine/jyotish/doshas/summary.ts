// Machine keys plus display text for the dosha result, from the phrase bank.
import type { ProseLang } from '../../../tables/names/index.ts';
import { tr } from '../../../tables/prose/index.ts';
import { DOSHA_SUMMARY_PHRASES } from '../../../tables/jyotish/phrases.ts';
import { phrase, type TemplateParams } from '../text.ts';
import type { KaalSarpResult } from './kaal-sarp.ts';
import type { ManglikResult } from './manglik.ts';
import type { PitraResult } from './pitra.ts';
import type { SadeSatiResult } from './sade-sati.ts';

export interface DoshaSummary {
  /** Stable snake_case keys, e.g. manglik_low, kaal_sarp_absent, sade_sati_peak. */
  keys: string[];
  items: { key: string; text: string }[];
  text: string;
  disclaimer: string;
}

interface Parts {
  manglik: ManglikResult;
  kaal_sarp: KaalSarpResult;
  pitra: PitraResult;
  sade_sati: SadeSatiResult;
}
type Entry = [key: string, params?: TemplateParams];

function manglikEntries(m: ManglikResult): Entry[] {
  if (!m.present) return [['manglik_absent']];
  const present = m.from.filter((x) => x.present);
  const main: Entry =
    m.severity === 'high'
      ? ['manglik_high', { house: present.find((x) => x.reference === 'lagna')!.house }]
      : ['manglik_low', { references: present.map((x) => x.name).join(', ') }];
  return m.cancelled ? [main, ['manglik_cancelled']] : [main];
}

function kaalSarpEntries(k: KaalSarpResult): Entry[] {
  return k.present && k.type ? [[`kaal_sarp_${k.kind}`, { type: k.type.name }]] : [['kaal_sarp_absent']];
}

function sadeSatiEntries(s: SadeSatiResult): Entry[] {
  if (!s.available) return [['sade_sati_unavailable']];
  const entries: Entry[] = [[s.active && s.phase ? `sade_sati_${s.phase}` : 'sade_sati_inactive']];
  if (s.dhaiya) entries.push([`dhaiya_${s.dhaiya}`]);
  return entries;
}

export function doshaSummary(parts: Parts, lang: ProseLang): DoshaSummary {
  const entries: Entry[] = [
    ...manglikEntries(parts.manglik),
    ...kaalSarpEntries(parts.kaal_sarp),
    parts.pitra.indicated ? ['pitra_indicated', { count: parts.pitra.factors.length }] : ['pitra_absent'],
    ...sadeSatiEntries(parts.sade_sati),
  ];
  const items = entries.map(([key, params]) => ({ key, text: phrase(DOSHA_SUMMARY_PHRASES, key, lang, params) }));
  return {
    keys: items.map((i) => i.key),
    items,
    text: items.map((i) => i.text).join(' '),
    disclaimer: tr(DOSHA_SUMMARY_PHRASES.disclaimer, lang),
  };
}
