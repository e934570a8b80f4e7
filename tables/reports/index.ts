// The fixed texts of the printed reports (issue 42), typed per language; README.md says where the terms come from.
export { GANA_LABELS, NADI_LABELS, VARNA_LABELS, VASHYA_LABELS, YONI_LABELS } from './avakahada.ts';
export { COLUMN_LABELS, type ColumnKey } from './columns.ts';
export { FIELD_LABELS, type FieldKey } from './fields.ts';
export { SECTION_TITLES, type SectionKey } from './sections.ts';
export { DIGNITY_LABELS, PAYA_LABELS, WORD_LABELS, type WordKey } from './terms.ts';
export { type ReportText, say } from './types.ts';
