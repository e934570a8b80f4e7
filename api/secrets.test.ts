import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isKeyId, newKey, parseApiKey, secretMatches } from './secrets.ts';

test('a key is key_id.secret; the hash matches its own secret only', () => {
  const k = newKey();
  assert.ok(isKeyId(k.keyId));
  const parsed = parseApiKey(k.apiKey)!;
  assert.is(parsed.keyId, k.keyId);
  assert.ok(secretMatches(parsed.secret, k.secretHash));
  assert.not.ok(secretMatches(parsed.secret.slice(0, -1) + (parsed.secret.endsWith('A') ? 'B' : 'A'), k.secretHash));
  assert.not.ok(k.preview.includes(parsed.secret));
  assert.ok(k.preview.endsWith(parsed.secret.slice(-4)));
  assert.is.not(newKey().apiKey, k.apiKey);
});

test('parseApiKey refuses anything else', () => {
  for (const s of [
    '',
    'nope',
    'key_0123456789abcdef',
    'key_0123456789abcdef.short',
    `key_XYZ3456789abcdef.${'a'.repeat(43)}`,
  ])
    assert.is(parseApiKey(s), null, s);
});

test.run();
