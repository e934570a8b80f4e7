import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalHash, canonicalJson, codeHash, sourceClosure, tablesHash, valueImports } from './source-hash.ts';

test('value imports: static, re-export, dynamic and side-effect; type-only imports and comments are not dependencies', () => {
  const src = [
    "import { a } from './a.ts';",
    "import type { T } from './types.ts';",
    "export type { U } from './more-types.ts';",
    "export { b } from '../b.ts';",
    "import { type V, c } from './c.ts';",
    "const d = await import('./d.ts');",
    "import './side.ts';",
    "import { pkg } from 'astronomy-engine';",
    "// import { gone } from './commented.ts';",
    "/* import { gone } from './block.ts'; */",
  ].join('\n');
  assert.equal(valueImports(src), ['./a.ts', '../b.ts', './c.ts', './d.ts', './side.ts']);
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'closure-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('the closure follows value imports across folders and a table edit changes only the hashes that reach it', () => {
  const root = tree({
    'engine/global.ts': "import { k } from '../tables/shared.ts';\nexport const g = k;",
    'engine/city.ts':
      "import { k } from '../tables/shared.ts';\nimport { r } from '../tables/rules.ts';\nimport type { N } from '../tables/names.ts';\nexport const c = k + r;",
    'tables/shared.ts': 'export const k = 1;',
    'tables/rules.ts': 'export const r = 2;',
    'tables/names.ts': 'export type N = string;',
  });
  try {
    assert.equal(sourceClosure(root, ['engine/city.ts']), ['engine/city.ts', 'tables/rules.ts', 'tables/shared.ts']);
    const before = {
      g: codeHash(root, ['engine/global.ts']),
      c: codeHash(root, ['engine/city.ts']),
      t: tablesHash(root),
    };
    writeFileSync(join(root, 'tables/rules.ts'), 'export const r = 3;');
    const afterRule = {
      g: codeHash(root, ['engine/global.ts']),
      c: codeHash(root, ['engine/city.ts']),
      t: tablesHash(root),
    };
    assert.is(afterRule.g, before.g, 'the global code does not reach the rule table');
    assert.is.not(afterRule.c, before.c);
    assert.is.not(afterRule.t, before.t);
    writeFileSync(join(root, 'tables/names.ts'), 'export type N = number;');
    assert.is(codeHash(root, ['engine/city.ts']), afterRule.c, 'a type-only import changes nothing built');
    writeFileSync(join(root, 'tables/shared.ts'), 'export const k = 5;');
    assert.is.not(codeHash(root, ['engine/global.ts']), before.g);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('canonical JSON sorts keys at every level and drops undefined', () => {
  assert.is(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, e: null }] }), '{"a":[{"d":2,"e":null}],"b":1}');
  assert.is(canonicalHash({ x: 1, y: 2 }), canonicalHash({ y: 2, x: 1 }));
  assert.is.not(canonicalHash({ x: 1 }), canonicalHash({ x: 2 }));
});

test.run();
