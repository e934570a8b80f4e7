/**
 * Version of the festival rule set (tables/festivals/*). Bump it when a rule's outcome can change, so an answer's
 * `conventions.festival_ruleset_version` tells which rules dated its festivals.
 */
export const FESTIVAL_RULESET_VERSION = 'festival-rules 2026.11.5';
