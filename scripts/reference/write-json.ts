// Fixture files are JSON laid out for review and small diffs: objects are indented, and every array
// element (a data row) sits on its own line in compact form.
import { writeFileSync } from 'node:fs';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects whose values are all scalars (e.g. a place) stay on one line inside arrays anyway. */
export function formatFixtureJson(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + JSON.stringify(item)).join(',\n')}\n${indent}]`;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatFixtureJson(item, inner)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

export function writeFixture(path: string, value: unknown): number {
  const text = `${formatFixtureJson(value)}\n`;
  writeFileSync(path, text);
  return Buffer.byteLength(text);
}
