import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MANIFEST_FILE,
  ManifestError,
  parseManifest,
  readManifest,
  sameContent,
  verifyManifestFiles,
  withHash,
  writeManifest,
  type ManifestBody,
} from './manifest.ts';

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function body(shardSha: string, bytes: number): ManifestBody {
  return {
    schema_version: 1,
    generated_at: '2026-01-01T00:00:00.000Z',
    engine_version: 'e',
    shard_format: 1,
    tables_hash: 'sha256:t',
    tz_version: 'tz',
    window: { from: '2025-01-01', to: '2025-12-31' },
    cities: 'top:1',
    city_count: 1,
    block_size: 128,
    accuracy: null,
    shards: [
      {
        path: 'city/2025/b0000-x.sqlite',
        key: 'city/2025/b0000',
        kind: 'city',
        year: 2025,
        first_city: 'a',
        last_city: 'a',
        rows: 1,
        bytes,
        sha256: shardSha,
        inputs_hash: 'i',
      },
    ],
  };
}

test('the file verifies the way an outside checker recomputes it: sha256 of the 2-space JSON without hash', () => {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  try {
    writeManifest(dir, withHash(body('ab', 1)));
    const text = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
    const { hash, ...rest } = JSON.parse(text);
    assert.is(hash, `sha256:${sha(JSON.stringify(rest, null, 2))}`);
    assert.equal(readManifest(dir), JSON.parse(text));
    assert.throws(
      () => parseManifest(text.replace('"top:1"', '"top:2"'), 'x'),
      (e: unknown) => e instanceof ManifestError,
    );
    assert.throws(() => parseManifest('{', 'x'), /not JSON/);
    assert.is(readManifest(join(dir, 'absent')), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('verifyManifestFiles names missing and altered shards', () => {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  try {
    mkdirSync(join(dir, 'city/2025'), { recursive: true });
    const content = Buffer.from('shard bytes');
    const m = withHash(body(sha(content), content.length));
    assert.equal(verifyManifestFiles(dir, m), ['city/2025/b0000-x.sqlite: missing or sha256/bytes mismatch']);
    writeFileSync(join(dir, 'city/2025/b0000-x.sqlite'), content);
    assert.equal(verifyManifestFiles(dir, m), []);
    writeFileSync(join(dir, 'city/2025/b0000-x.sqlite'), 'shard bytez');
    assert.is(verifyManifestFiles(dir, m).length, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('sameContent ignores generated_at and hash only', () => {
  const a = body('ab', 1);
  assert.ok(sameContent(withHash(a), { ...a, generated_at: '2030-01-01T00:00:00.000Z' }));
  assert.not.ok(sameContent(a, { ...a, cities: 'top:2' }));
});

test.run();
