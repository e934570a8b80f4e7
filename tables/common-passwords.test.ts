import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';

test('the blocklist holds only lower-case entries the length rule would let through', () => {
  for (const p of COMMON_PASSWORDS) assert.ok(p.length >= 8 && p === p.trim().toLowerCase(), p);
});

test('case and surrounding whitespace do not slip a common password through; others pass', () => {
  for (const p of ['password', 'PassWord1', ' qwertyuiop ', 'ILOVEYOU']) assert.ok(isCommonPassword(p), p);
  for (const p of ['correct horse battery', 'long enough', 'password-but-longer'])
    assert.not.ok(isCommonPassword(p), p);
});

test.run();
