// Writes tables/prose/keys.ts (the book keys, in catalogue order) from the phrase tables, and with `--json FILE`
// the catalogue with each key's English and Hindi text, for whoever writes a book. Run it after changing a phrase
// table; tables/prose/prose.test.ts fails while keys.ts is stale.
import { writeFileSync } from 'node:fs';
import { catalogueEntries, keysModule } from '../tables/prose/catalogue.ts';

if (import.meta.main) {
  writeFileSync(new URL('../tables/prose/keys.ts', import.meta.url), keysModule());
  const at = process.argv.indexOf('--json');
  if (at > 0) writeFileSync(process.argv[at + 1]!, `${JSON.stringify(catalogueEntries(), null, 1)}\n`);
  console.log(`tables/prose/keys.ts: ${catalogueEntries().length} keys`);
}
