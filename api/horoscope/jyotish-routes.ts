// Issue 32 routes beside the seed's horoscope routes (same plan gate, topaz and up): the divisional chart with the
// varga in the body (the MCP tool's form), shodashvarga, ashtakavarga, transits and the KP chart.
import type { AnyRoute } from '../gateway/route-spec.ts';
import { defineRoute, horoscopePaths } from '../gateway/route-spec.ts';
import { BIRTH_ERRORS, VARGA_DESCRIPTION, answer, divisionalAnswer } from './answer.ts';
import { ashtakavargaData } from './ashtakavarga.ts';
import { kpChartData } from './kp.ts';
import * as J from './jyotish-responses.ts';
import * as R from './responses.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';
import { transitsAnswer } from './transits.ts';

export function jyotishRoutes(): AnyRoute[] {
  return [
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('divisional'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 1,
      request: { body: S.DivisionalAnyBody },
      fieldErrors: { varga: 'unsupported_varga', tz: 'invalid_timezone', method: 'invalid_parameter' },
      response: R.DivisionalData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: 'Divisional chart, the varga named in the body (as /v1/divisional/{varga})',
      description: VARGA_DESCRIPTION,
      errors: [...BIRTH_ERRORS, 'unsupported_varga', 'invalid_parameter'],
      handler: ({ body }, ctx) => divisionalAnswer(body.varga, body, ctx),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('shodashvarga'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 2,
      request: { body: S.BirthBody },
      fieldErrors: { tz: 'invalid_timezone' },
      response: R.ShodashvargaData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: "Shodasavarga: the sixteen Parashara vargas of one birth and each graha's vimshopaka bala",
      description:
        'Vimshopaka bala (BPHS ch. 7), shodasavarga weights: D1 3.5, D9 3, D60 4, D16 2, D2/D3/D30 1, the rest 0.5; points by the compound relation to the varga sign lord (own 20, great friend 18, friend 15, neutral 10, enemy 7, great enemy 5). Costs 2 units (sixteen charts).',
      errors: [...BIRTH_ERRORS],
      handler: ({ body }, ctx) =>
        answer(ctx, (hc) => svc.shodashvargaData(body, hc), { vimshopaka_scheme: 'shodasavarga' }),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('ashtakavarga'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 1,
      request: { body: S.AshtakavargaBody },
      fieldErrors: { tz: 'invalid_timezone', tables: 'invalid_parameter' },
      response: J.AshtakavargaData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: 'Ashtakavarga: bhinna (per planet), sarva, totals, contributors and the reduced tables',
      description:
        "Benefic places of BPHS ch. 66 from the seven grahas and the lagna; trikona then ekadhipatya shodhana (BPHS ch. 67, as B.V. Raman gives the rules; occupancy by the seven grahas). Totals are fixed: 48, 49, 39, 54, 56, 52, 39 (337). `tables`: `parashara` (default: BPHS as Santhanam and Raman give it) or `narasimha_rao` (P.V.R. Narasimha Rao's book: four places of the Moon's and Venus' tables differ); `meta.calculation.ashtakavarga_tables` names the one used.",
      errors: [...BIRTH_ERRORS, 'invalid_parameter'],
      handler: ({ body }, ctx) =>
        answer(ctx, (hc) => ashtakavargaData(body, hc), { ashtakavarga_tables: body.tables ?? 'parashara' }),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('transits'),
      auth: 'key',
      minPlan: 'topaz',
      cost: ({ body }) => (body.from !== undefined ? 2 : 1),
      request: { body: S.TransitsBody },
      fieldErrors: {
        tz: 'invalid_timezone',
        as_of: 'invalid_as_of',
        from: 'invalid_date',
        to: 'invalid_date',
        graha: 'invalid_parameter',
      },
      response: J.TransitsData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary:
        'Transits (gochar): signs, nakshatras, houses from Moon and lagna, verdict with vedha, ingresses, Sade Sati',
      description:
        "The birth flat (`date`, `time`, `city`/`city_id`/`lat`+`lon`+`tz`), as on every horoscope route, or nested as `birth` (then `date` names the snapshot). `as_of` (snapshot; default now) or `from`/`to` (days in the birth zone, at most 366, snapshot at the start; costs 2 units) and optional `graha` keys. Verdict: the classical good houses from the natal Moon (Phaladeepika ch. 26), obstructed when another transiting graha sits in the vedha house (no vedha between Sun and Saturn, Moon and Mercury). Ingress instants are found to the second; transit positions and ingresses come from full VSOP87 planets and the ELP/MPP02 true node (within 1″ of Swiss Ephemeris/DE431), named in `meta.calculation.transit_ephemeris`; the natal chart stays on the horoscope's ephemeris.",
      errors: [...BIRTH_ERRORS, 'invalid_as_of', 'invalid_parameter', 'service_unavailable'],
      handler: ({ body }, ctx) => transitsAnswer(body, ctx),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('kp/chart'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 1,
      request: { body: S.BirthBody },
      response: J.KpData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: 'KP chart: Placidus cusps, sign/star/sub/sub-sub lords, four-level significators',
      description:
        'Krishnamurti ayanamsa (SE_SIDM_KRISHNAMURTI) and Placidus houses, named in meta.calculation; lords by the 249-part sub-lord table from Vimshottari proportions. Above about ±66.5° latitude Placidus is undefined: 400 placidus_undefined.',
      errors: [...BIRTH_ERRORS, 'placidus_undefined'],
      handler: ({ body }, ctx) => {
        const out = answer(
          ctx,
          (hc) => kpChartData(body, hc),
          ({ ayanamsaDeg }) => ({
            ayanamsa: 'krishnamurti',
            ayanamsa_variant: 'SE_SIDM_KRISHNAMURTI',
            ayanamsa_at_birth_deg: [Math.round(ayanamsaDeg * 1e6) / 1e6],
            house_system: 'placidus',
            kp_sub_table: '249 parts, Vimshottari proportions (KP Reader I)',
          }),
        );
        return { ...out, data: out.data.data };
      },
    }),
  ];
}
