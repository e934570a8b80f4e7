/** Every daily muhurta layer of one Hindu day at a place (issue #30), as instants and keys; the API names and formats them. */
import type { GlobalYear } from '../astro/global-year.ts';
import type { DayFrame, Window } from '../panchang/muhurat.ts';
import { lagnaTable, type LagnaWindow } from './lagna-table.ts';
import {
  chandrabalam,
  daySpans,
  gandaMoola,
  gowriDay,
  gowriNight,
  horas,
  nallaNeram,
  panchaka,
  specialYogas,
  tarabalam,
  type ChandraWindow,
  type GowriSlot,
  type HoraSlot,
  type NakshatraWindow,
  type PanchakaWindow,
  type SpecialYogaWindow,
  type TaraWindow,
} from './layers.ts';

export interface MuhuratLayers {
  readonly hora: HoraSlot[];
  readonly lagnaTable: LagnaWindow[];
  readonly specialYogas: SpecialYogaWindow[];
  readonly panchaka: PanchakaWindow[];
  readonly gandaMoola: NakshatraWindow[];
  readonly gowri: GowriSlot[];
  readonly gowriNight: GowriSlot[];
  /** Day then night good slots, joined within each half (almanacs print the day's and the night's apart). */
  readonly nallaNeram: Window[];
  /** Present only when the birth star / birth rashi is known. */
  readonly tarabalam: TaraWindow[] | null;
  readonly chandrabalam: ChandraWindow[] | null;
}

export interface Personal {
  readonly birthNakshatra?: number;
  readonly birthRashi?: number;
}

export function muhuratLayers(
  table: GlobalYear,
  frame: DayFrame,
  place: { readonly latitudeDeg: number; readonly longitudeDeg: number },
  personal: Personal = {},
): MuhuratLayers {
  const spans = daySpans(table, frame);
  const gowri = gowriDay(frame);
  const night = gowriNight(frame);
  return {
    hora: horas(frame),
    lagnaTable: lagnaTable(frame.sunriseUtcMs, frame.nextSunriseUtcMs, place.latitudeDeg, place.longitudeDeg),
    specialYogas: specialYogas(table, frame, spans),
    panchaka: panchaka(table, frame, spans),
    gandaMoola: gandaMoola(frame, spans),
    gowri,
    gowriNight: night,
    nallaNeram: [...nallaNeram(gowri), ...nallaNeram(night)],
    tarabalam: personal.birthNakshatra ? tarabalam(frame, spans, personal.birthNakshatra) : null,
    chandrabalam: personal.birthRashi ? chandrabalam(frame, spans, personal.birthRashi) : null,
  };
}

export type { LagnaWindow } from './lagna-table.ts';
export type { GowriSlot, HoraSlot, PanchakaWindow, SpecialYogaWindow, TaraWindow } from './layers.ts';
