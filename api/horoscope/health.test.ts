import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeEngineCheck } from './health.ts';

test('the horoscope-engine check passes on the reference instant', () => {
  assert.equal(horoscopeEngineCheck.check(), { status: 'ok' });
  assert.is(horoscopeEngineCheck.name, 'horoscope-engine');
});

test.run();
