// Every method a varga offers besides Parashara's has a caption name in every language, written in that language's
// script with no Latin letter (English keeps the id the caption has always shown).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGS } from '../names/index.ts';
import { scriptLetter } from '../names/scripts.ts';
import { VARGA_METHOD_IDS, VARGA_METHOD_NAMES } from './varga-method-names.ts';
import { DEFAULT_VARGA_METHOD, VARGAS } from './vargas.ts';

test('the ids are exactly the non-parashara methods of the varga table', () => {
  const offered = new Set(Object.values(VARGAS).flatMap((v) => Object.keys(v.methods)));
  offered.delete(DEFAULT_VARGA_METHOD);
  assert.equal([...offered].sort(), [...VARGA_METHOD_IDS].sort());
});

test('each language names each method in its own script, NFC, without a Latin letter', () => {
  for (const lang of LANGS) {
    for (const id of VARGA_METHOD_IDS) {
      const name = VARGA_METHOD_NAMES[lang][id];
      if (lang === 'en') {
        assert.is(name, id);
        continue;
      }
      assert.is(name, name.normalize('NFC'), `${lang} ${id}`);
      assert.not.match(name, /[A-Za-z]/, `${lang} ${id}: ${name}`);
      assert.ok(scriptLetter(lang).test(name), `${lang} ${id}: ${name} is not in the ${lang} script`);
    }
  }
});

test.run();
