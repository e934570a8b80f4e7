// Shapes shared by the schemas (which produce them) and the computations (which consume them).
import type { NumerologySystem } from '../../tables/numerology/letters.ts';
import type { NumerologyLang } from '../../tables/numerology/phrases.ts';
import type { Lang } from '../../tables/names/index.ts';
import type { NameTargetCategory } from '../../tables/numerology/name-correction.ts';
import type { NumerologyEndpoint, ReportSection } from '../../tables/numerology/endpoints.ts';

export type { NumerologySystem, NumerologyLang, NameTargetCategory, ReportSection };

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface NormalizedName {
  /** What the caller sent, trimmed, runs of spaces made one, in Unicode NFC: the echo. */
  readonly display: string;
  /** Upper-case A-Z words; punctuation dropped, diacritics stripped, special letters spelled out. */
  readonly words: readonly string[];
}

export interface Person {
  readonly name: NormalizedName;
  readonly dateOfBirth: CalendarDate;
}

export interface CoreRequest {
  readonly name: NormalizedName;
  readonly dateOfBirth: CalendarDate;
  readonly systems: readonly NumerologySystem[];
  readonly includeCalculations: boolean;
}

export interface NameRequest {
  readonly name: NormalizedName;
  readonly systems: readonly NumerologySystem[];
  readonly includeCalculations: boolean;
}

export interface CyclesRequest {
  readonly dateOfBirth: CalendarDate;
  /** Absent: the service uses the caller's "today in UTC", passed in as a value. */
  readonly referenceDate: CalendarDate | null;
  readonly preserveMasters: boolean;
}

export interface LoShuRequest {
  readonly dateOfBirth: CalendarDate;
  /** Indian variant: also place the Moolank and Bhagyank digits in the grid. */
  readonly includeMoolankBhagyank: boolean;
  readonly lang: Lang;
}

export interface CompatibilityRequest {
  readonly personA: Person;
  readonly personB: Person;
  readonly systems: readonly NumerologySystem[];
  readonly lang: Lang;
}

export interface ReportRequest {
  readonly name: NormalizedName;
  readonly dateOfBirth: CalendarDate;
  readonly systems: readonly NumerologySystem[];
  /** null: every section the plan allows; a list: exactly these, and any above the plan is an error. */
  readonly sections: readonly ReportSection[] | null;
  readonly partner: Person | null;
  readonly referenceDate: CalendarDate | null;
  readonly preserveCycleMasters: boolean;
  readonly includeMoolankBhagyank: boolean;
  readonly lang: Lang;
}

export type NameTarget =
  | { readonly kind: 'number'; readonly number: number }
  | { readonly kind: 'category'; readonly category: NameTargetCategory };

export interface NameCorrectionRequest {
  readonly name: NormalizedName;
  readonly dateOfBirth: CalendarDate | null;
  readonly systems: readonly NumerologySystem[];
  readonly target: NameTarget;
  readonly maxEdits: number;
  readonly maxSuggestions: number;
}

export interface SectionChoice {
  sections: ReportSection[];
  /** Sections that would have been in the report but the plan leaves out (meta.omitted_sections). */
  omitted: ReportSection[];
}

/**
 * What the caller may do and what a call costs: commerce, supplied by the gateway (api/numerology/plans.ts). The
 * engine asks it at the points only a parsed request reveals (systems, report sections, units) and before each
 * endpoint, bulk items included; a refusal is a NumerologyPlanError (or NumerologyInputError) thrown by the policy.
 */
export interface NumerologyPolicy {
  endpoint(endpoint: NumerologyEndpoint): void;
  systems(systems: readonly NumerologySystem[]): void;
  /** The report sections to compute: `requested` (null = every allowed one) checked against the plan. */
  sections(requested: readonly ReportSection[] | null, hasPartner: boolean): SectionChoice;
  /** Quota units of a parsed request. */
  units(endpoint: NumerologyEndpoint, request: object): number;
}

export interface NumerologyContext {
  readonly policy: NumerologyPolicy;
  /** The current date in UTC as `YYYY-MM-DD`, read by the caller: cycles default to it. */
  readonly todayUtc: string;
}

/** The engine's part of the envelope's `meta`; the gateway adds api_version, service, data_source. */
export interface NumerologyEngineMeta {
  calculation_systems: NumerologySystem[];
  life_path_method: 'full_sum';
  preserve_masters: boolean;
  master_numbers: number[];
  quota_cost_units: number;
  omitted_sections?: ReportSection[];
}

export interface NumerologyOutcome {
  data: Record<string, unknown>;
  meta: NumerologyEngineMeta;
}
