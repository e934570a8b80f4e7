// Shapes shared by the schemas (which produce them) and the computations (which consume them).
import type { NumerologySystem } from '../../tables/numerology/letters.ts';
import type { NumerologyLang } from '../../tables/numerology/phrases.ts';
import type { NameTargetCategory } from '../../tables/numerology/name-correction.ts';
import type { ReportSection } from '../../tables/numerology/plans.ts';

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
  readonly lang: NumerologyLang;
}

export interface CompatibilityRequest {
  readonly personA: Person;
  readonly personB: Person;
  readonly systems: readonly NumerologySystem[];
  readonly lang: NumerologyLang;
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
  readonly lang: NumerologyLang;
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
