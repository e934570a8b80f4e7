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
const ENGINE_PACKAGES = new Set(['astronomy-engine', 'zod']);
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

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

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

function violations(): string[] {
  const bad: string[] = [];
  for (const layer of LAYERS) {
    let files: string[] = [];
    try { files = sourceFiles(join(ROOT, layer)); } catch { continue; }
    for (const file of files) {
      const rel = relative(ROOT, file);
      const src = stripComments(readFileSync(file, 'utf8'));
      // A test beside the code may read fixtures and use test helpers; the code it tests stays pure.
      const isTest = /\.test\.[cm]?[jt]s$/.test(file);
      const allowed: readonly Layer[] = isTest ? [...MAY_IMPORT[layer], 'test', 'data'] : MAY_IMPORT[layer];
      for (const spec of importsOf(src)) {
        if (spec.startsWith('.')) {
          const target = layerOf(resolve(dirname(file), spec));
          if (target && target !== layer && !allowed.includes(target)) bad.push(`${rel} imports ${spec} (${layer} -> ${target})`);
        } else if (!isTest && (layer === 'engine' || layer === 'tables')) {
          const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
          if (layer === 'tables' || !ENGINE_PACKAGES.has(pkg)) bad.push(`${rel} imports package ${spec} (${layer} must stay pure)`);
        }
      }
      if (!isTest && (layer === 'engine' || layer === 'tables')) {
        for (const [re, what] of IMPURE_IN_ENGINE) if (re.test(src)) bad.push(`${rel} uses ${what} (${layer} must not read the clock or process state)`);
      }
    }
  }
  return bad;
}

test('specifier scanner finds static, re-export and dynamic imports', () => {
  const src = `import a from './a.ts';\nexport { b } from "../b.ts";\nconst c = await import('./c.ts');\nimport './side.ts';`;
  assert.equal(importsOf(src), ['./a.ts', '../b.ts', './c.ts', './side.ts']);
});

test('imports point inward only and engine code is pure', () => {
  const bad = violations();
  assert.equal(bad, [], bad.join('\n'));
});

test.run();
