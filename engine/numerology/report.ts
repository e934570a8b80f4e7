// POST /report: core, name, cycles, Lo Shu and (with a partner) compatibility in one structured
// document, with short meanings from the phrase banks. Which sections appear is the plan's call.
import { NUMBER_MEANINGS, PERSONAL_YEAR_THEMES, type NumerologyLang } from '../../tables/numerology/phrases.ts';
import { proseLangOf } from '../../tables/names/index.ts';
import type { ReportSection } from '../../tables/numerology/endpoints.ts';
import { compatibilityOf } from './compatibility.ts';
import { computeCore, nameSystemResult } from './core.ts';
import { personalCycles } from './cycles.ts';
import { isoDate, namedPlanet } from './dates.ts';
import { NumerologyInputError } from './errors.ts';
import { loShuGrid } from './lo-shu.ts';
import type { CalendarDate, NumerologySystem, ReportRequest, SectionChoice } from './types.ts';
import { tr } from '../../tables/prose/index.ts';

function meaning(numberOf: string, number: number, lang: NumerologyLang, system: NumerologySystem | null = null) {
  const leaf = NUMBER_MEANINGS[number];
  const phrase = leaf && tr(leaf, lang);
  // 0 (a name with no vowels, say) has no meaning to give; it is listed without text.
  return { number_of: numberOf, system, number, keyword: phrase?.keyword ?? null, text: phrase?.text ?? null };
}

function coreSection(req: ReportRequest) {
  const core = computeCore({
    name: req.name,
    dateOfBirth: req.dateOfBirth,
    systems: req.systems,
    includeCalculations: false,
  });
  const d = core.date_numbers;
  const lang = proseLangOf(req.lang);
  const { moolank, bhagyank } = core.ank_jyotish;
  return {
    date_numbers: d,
    results: core.results,
    ank_jyotish: {
      ...core.ank_jyotish,
      moolank: { ...moolank, planet: namedPlanet(moolank.planet, lang) },
      bhagyank: { ...bhagyank, planet: namedPlanet(bhagyank.planet, lang) },
    },
    meanings: [
      meaning('life_path_number', d.life_path_number, proseLangOf(req.lang)),
      meaning('moolank', d.moolank, proseLangOf(req.lang)),
      meaning('bhagyank', d.bhagyank, proseLangOf(req.lang)),
      meaning('attitude_number', d.attitude_number, proseLangOf(req.lang)),
    ],
  };
}

function nameSection(req: ReportRequest) {
  const systems: Record<string, unknown> = {};
  const meanings = [];
  for (const system of req.systems) {
    const r = nameSystemResult(system, req.name);
    systems[system] = { ...r, planet: namedPlanet(r.planet, proseLangOf(req.lang)) };
    for (const key of ['expression_number', 'soul_urge_number', 'personality_number'] as const) {
      meanings.push(meaning(key, r[key], proseLangOf(req.lang), system));
    }
  }
  return { systems, meanings };
}

function cyclesSection(req: ReportRequest, reference: CalendarDate) {
  const cycles = personalCycles(req.dateOfBirth, reference, req.preserveCycleMasters);
  const theme = tr(PERSONAL_YEAR_THEMES[cycles.personal_year_number]!, req.lang);
  return {
    date: isoDate(reference),
    cycle_preserve_masters: req.preserveCycleMasters,
    ...cycles,
    personal_year_theme: theme,
  };
}

function compatibilitySection(req: ReportRequest) {
  const partner = req.partner!;
  return {
    person_b: { full_name: partner.name.display, date_of_birth: isoDate(partner.dateOfBirth) },
    ...compatibilityOf({ name: req.name, dateOfBirth: req.dateOfBirth }, partner, req.systems, proseLangOf(req.lang)),
  };
}

export interface ReportResult {
  data: { input: Record<string, unknown>; sections: Partial<Record<ReportSection, unknown>> };
  omittedSections: ReportSection[];
}

/**
 * `choice` is the sections to compute (the caller's policy chose them from the request and the plan); `today` is the
 * caller's current UTC date, used for the cycles when no reference date is given.
 */
export function computeReport(req: ReportRequest, choice: SectionChoice, today: CalendarDate): ReportResult {
  if (choice.sections.includes('compatibility') && !req.partner)
    throw new NumerologyInputError('invalid_request', 'the compatibility section needs person_b');
  const reference = req.referenceDate ?? today;
  const build: Record<ReportSection, () => unknown> = {
    core: () => coreSection(req),
    name: () => nameSection(req),
    cycles: () => cyclesSection(req, reference),
    lo_shu: () => loShuGrid(req.dateOfBirth, req.includeMoolankBhagyank, proseLangOf(req.lang)),
    compatibility: () => compatibilitySection(req),
  };
  const sections: Partial<Record<ReportSection, unknown>> = {};
  for (const section of choice.sections) sections[section] = build[section]();
  return {
    data: {
      input: {
        full_name: req.name.display,
        date_of_birth: isoDate(req.dateOfBirth),
        systems: [...req.systems],
        sections: choice.sections,
        lang: req.lang,
      },
      sections,
    },
    omittedSections: choice.omitted,
  };
}
