// Enforces the one rule between folders (DESIGN.md): imports point inward only, and engine code is pure.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LAYERS = ['api', 'pipeline', 'engine', 'tables', 'data', 'scripts', 'test'] as const;
type Layer = (typeof LAYERS)[number];

/** Which top-level folders each folder may import from (besides itself). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  api: ['pipeline', 'engine', 'tables', 'data'],
  pipeline: ['engine', 'tables', 'data'],
  engine: ['tables'],
  tables: [],
  data: [],
  scripts: ['api', 'pipeline', 'engine', 'tables', 'data'],
  test: ['api', 'pipeline', 'engine', 'tables', 'data', 'scripts'],
};

/** Packages engine code may use: pure computation only. */
// astronomia: the full VSOP87B and ELP/MPP02 series of the transits' precise path (engine/astro/precise.ts), pure
// computation on bundled data.
const ENGINE_PACKAGES = new Set(['astronomy-engine', 'astronomia', 'zod']);
const IMPURE_IN_ENGINE: ReadonlyArray<[RegExp, string]> = [
  [/\bDate\.now\s*\(/, 'Date.now()'],
  [/\bnew Date\(\s*\)/, 'new Date() without an argument'],
  [/\bprocess\.(env|hrtime|argv|cwd)\b/, 'process state'],
  [/\bperformance\.now\s*\(/, 'performance.now()'],
  [/\bMath\.random\s*\(/, 'Math.random()'],
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(SPECIFIER)) found.push((m[1] ?? m[2] ?? m[3]) as string);
  return found;
}

function layerOf(absPath: string): Layer | null {
  const top = relative(ROOT, absPath).split(sep)[0] as Layer;
  return (LAYERS as readonly string[]).includes(top) ? top : null;
}

function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Folders whose non-test code runs in production: none of it may read a path under test/. */
const PRODUCTION: readonly Layer[] = ['api', 'pipeline', 'engine', 'tables', 'data'];
/** A string that names the test folder as a path: 'test/...', '../test/...', or a 'test' path segment. */
const TEST_PATH = /['"`](?:(?:\.{1,2}\/)+|\/)?test\/|['"`]test['"`]\s*[,)]/;

export function readsTestFolder(source: string): boolean {
  return TEST_PATH.test(source);
}

function violations(): string[] {
  const bad: string[] = [];
  for (const layer of LAYERS) {
    let files: string[] = [];
    try {
      files = sourceFiles(join(ROOT, layer));
    } catch {
      continue;
    }
    for (const file of files) {
      const rel = relative(ROOT, file);
      const src = stripComments(readFileSync(file, 'utf8'));
      // A test beside the code may read fixtures and use test helpers; the code it tests stays pure.
      const isTest = /\.test\.[cm]?[jt]s$/.test(file);
      const allowed: readonly Layer[] = isTest ? [...MAY_IMPORT[layer], 'test', 'data'] : MAY_IMPORT[layer];
      for (const spec of importsOf(src)) {
        if (spec.startsWith('.')) {
          const target = layerOf(resolve(dirname(file), spec));
          if (target && target !== layer && !allowed.includes(target))
            bad.push(`${rel} imports ${spec} (${layer} -> ${target})`);
        } else if (!isTest && (layer === 'engine' || layer === 'tables')) {
          const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
          if (layer === 'tables' || !ENGINE_PACKAGES.has(pkg))
            bad.push(`${rel} imports package ${spec} (${layer} must stay pure)`);
        }
      }
      if (!isTest && (layer === 'engine' || layer === 'tables')) {
        for (const [re, what] of IMPURE_IN_ENGINE)
          if (re.test(src)) bad.push(`${rel} uses ${what} (${layer} must not read the clock or process state)`);
      }
      if (!isTest && PRODUCTION.includes(layer) && readsTestFolder(src))
        bad.push(`${rel} names a path under test/ (production code never reads the test folder)`);
    }
  }
  return bad;
}

/** Every relative import (type-only ones included) as an edge between files; cycles are its strongly connected parts. */
function importCycles(): string[][] {
  const files = LAYERS.flatMap((layer) => {
    try {
      return sourceFiles(join(ROOT, layer));
    } catch {
      return [];
    }
  });
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(stripComments(readFileSync(file, 'utf8')))
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(dirname(file), spec))
        .filter((target) => known.has(target)),
    ]),
  );
  // Tarjan's algorithm, iterative enough for this tree's depth.
  let counter = 0;
  const index = new Map<string, number>(),
    low = new Map<string, number>(),
    stack: string[] = [],
    onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(relative(ROOT, w));
      } while (w !== v);
      if (part.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(part.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

test('specifier scanner finds static, re-export and dynamic imports', () => {
  const src = `import a from './a.ts';\nexport { b } from "../b.ts";\nconst c = await import('./c.ts');\nimport './side.ts';`;
  assert.equal(importsOf(src), ['./a.ts', '../b.ts', './c.ts', './side.ts']);
});

test('imports point inward only, engine code is pure, and production code names no path under test/', () => {
  const bad = violations();
  assert.equal(bad, [], bad.join('\n'));
});

test('the test-folder scanner sees the ways a path is written', () => {
  for (const src of [
    `readFileSync('test/fixtures/a.json')`,
    `new URL('../../test/fixtures/x', import.meta.url)`,
    `join(ROOT, 'test', 'fixtures')`,
    'join(root, "test")',
  ]) {
    assert.ok(readsTestFolder(src), src);
  }
  for (const src of [`const contest = 'latest/x'`, `runs.test(x)`, `'a test of b'`, `import { t } from './x.test.ts'`])
    assert.not.ok(readsTestFolder(src), src);
});

test('no import cycle, type-only imports included', () => {
  const cycles = importCycles();
  assert.equal(cycles, [], cycles.map((c) => c.join(' <-> ')).join('\n'));
});

test.run();
