// Response schemas of the dosha checks (engine/jyotish/doshas), field for field: POST /v1/doshas answers them
// beside the birth, and the fused forecast carries them too. Instants arrive as `<x>` (local) and `<x>_utc`
// (present.ts), so each engine `<x>_utc_ms` is a pair of strings here.
import { z } from 'zod';

export const RashiRef = z.object({ number: z.number().int().min(1).max(12), key: z.string(), name: z.string() });
export const Labelled = z.object({ key: z.string(), name: z.string() });

/** An engine instant `<stem>_utc_ms` as presented: `<stem>` local `DD-MM-YYYY HH:mm:ss` and `<stem>_utc` ISO 8601. */
export function instant<S extends string>(stem: S, nullable = false) {
  const text = nullable ? z.string().nullable() : z.string();
  return { [stem]: text, [`${stem}_utc`]: text } as Record<S | `${S}_utc`, typeof text>;
}

const ManglikReference = z.enum(['lagna', 'chandra', 'shukra']);
export const ManglikData = z.object({
  present: z.boolean().describe('Mars in a Manglik house from at least one reference point, before cancellations'),
  severity: z.enum(['high', 'low', 'none']).describe('high: from the lagna; low: only from the Moon or Venus'),
  severity_name: z.string().describe('`severity` in the requested language (the enum value stays English)'),
  mars: z.object({ rashi: RashiRef, house: z.number().int() }),
  from: z.array(
    z.object({ reference: ManglikReference, name: z.string(), house: z.number().int(), present: z.boolean() }),
  ),
  houses: z.array(z.number().int()).describe("Mars' houses from the reference points where it raises the dosha"),
  cancellations: z.array(z.object({ key: z.string(), text: z.string(), references: z.array(ManglikReference) })),
  cancelled: z.boolean(),
  effective: z.boolean().describe('present and not cancelled'),
});

const KaalSarpData = z.object({
  present: z.boolean(),
  kind: z.enum(['full', 'partial', 'none']),
  kind_name: z.string().describe('`kind` in the requested language'),
  direction: z.enum(['rahu_to_ketu', 'ketu_to_rahu']).nullable(),
  direction_name: z.string().nullable().describe('the arc in the requested language, e.g. "Rahu → Ketu"'),
  type: Labelled.nullable(),
  rahu_house: z.number().int(),
  outside: z.array(z.string()).describe('grahas on the minority side (partial only)'),
  outside_names: z.array(z.string()).describe('`outside` by name, in the requested language'),
  on_axis: z.array(z.string()).describe('grahas within the orb of a node'),
  on_axis_names: z.array(z.string()).describe('`on_axis` by name, in the requested language'),
});

const PitraData = z.object({
  indicated: z.boolean(),
  factors: z.array(
    z.object({ key: z.string(), grahas: z.array(z.string()), houses: z.array(z.number().int()), text: z.string() }),
  ),
});

const SadeSatiPhase = z.enum(['rising', 'peak', 'setting']);
const SadeSatiSpan = z.object({
  ...instant('start', true),
  ...instant('end', true),
  intervals: z.array(
    z.object({
      phase: SadeSatiPhase,
      phase_name: z.string().describe('`phase` in the requested language'),
      rashi: z.number().int(),
      ...instant('start'),
      ...instant('end', true),
    }),
  ),
});
const SadeSatiData = z.discriminatedUnion('available', [
  z.object({ available: z.literal(false), reason: z.string() }),
  z.object({
    available: z.literal(true),
    ...instant('as_of'),
    moon_rashi: RashiRef,
    saturn_rashi: RashiRef,
    saturn_house_from_moon: z.number().int(),
    active: z.boolean(),
    phase: SadeSatiPhase.nullable(),
    phase_name: z.string().nullable().describe('`phase` in the requested language'),
    dhaiya: z.enum(['kantaka', 'ashtama']).nullable(),
    dhaiya_name: z.string().nullable().describe('`dhaiya` in the requested language'),
    current: SadeSatiSpan.nullable(),
    next: SadeSatiSpan.nullable(),
  }),
]);

const DoshaSummary = z.object({
  keys: z.array(z.string()).describe('stable snake_case keys, e.g. manglik_low, kaal_sarp_absent, sade_sati_peak'),
  items: z.array(z.object({ key: z.string(), text: z.string() })),
  text: z.string(),
  disclaimer: z.string(),
});

/** The four checks and their summary (engine DoshaResult). */
export const DoshaResult = z.object({
  manglik: ManglikData,
  kaal_sarp: KaalSarpData,
  pitra: PitraData,
  sade_sati: SadeSatiData,
  summary: DoshaSummary,
});
