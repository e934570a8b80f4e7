// Fills phrase-bank templates ({name} placeholders). A missing parameter is a programming error,
// so it throws instead of leaking "{name}" into a response.
import type { DisplayName, ProseLang } from '../../tables/names/index.ts';
import { tr } from '../../tables/prose/index.ts';

export type TemplateParams = Readonly<Record<string, string | number>>;

export function fillTemplate(template: string, params: TemplateParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`phrase parameter {${name}} missing`);
    return String(value);
  });
}

export function phrase(
  bank: Readonly<Record<string, DisplayName>>,
  key: string,
  lang: ProseLang,
  params?: TemplateParams,
): string {
  const entry = bank[key];
  if (!entry) throw new Error(`phrase ${key} missing from the bank`);
  return fillTemplate(tr(entry, lang), params);
}
