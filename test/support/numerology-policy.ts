// A numerology policy that allows everything (the top plan's view without the gateway's catalog): engine tests of
// pure computation use it, since the engine may not import the gateway's plan catalog (api/numerology/plans.ts).
import type { NumerologyPolicy } from '../../engine/numerology/index.ts';
import { REPORT_SECTIONS } from '../../tables/numerology/endpoints.ts';

export const OPEN_POLICY: NumerologyPolicy = {
  endpoint() {},
  systems() {},
  sections: (requested, hasPartner) => ({
    sections: REPORT_SECTIONS.filter((s) => (requested ? requested.includes(s) : s !== 'compatibility' || hasPartner)),
    omitted: [],
  }),
  // One unit per call: charging is the gateway's concern, tested with its catalog.
  units: () => 1,
};
