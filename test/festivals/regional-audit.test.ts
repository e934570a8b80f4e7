// The regional festival audit (tables/festivals/README.md): each region's published 2025 festivals and 2026 new
// years (pipeline/accuracy/regional-festival-audit.ts names each source), served on the published date at least 95%
// of the time, and every miss explained.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AUDIT, runAudit } from '../../pipeline/accuracy/regional-festival-audit.ts';

const outcomes = runAudit();

test('at least 95% of the published regional festivals are served on the published date', () => {
  const served = outcomes.filter((o) => o.served).length;
  console.log(`regional festival audit: ${served}/${outcomes.length} served on the published date`);
  assert.ok(served / outcomes.length >= 0.95, `${served}/${outcomes.length}`);
});

test('every miss is explained, and no explained entry is in fact served (the reasons stay true)', () => {
  for (const o of outcomes) {
    if (!o.served) assert.ok(o.entry.why, `${o.entry.festival} ${o.entry.date}: ours ${o.ours.join(', ') || 'none'}`);
    else assert.not.ok(o.entry.why, `${o.entry.festival} ${o.entry.date} is served: drop its reason`);
  }
});

test('each region of the issue is audited', () => {
  for (const region of ['south_india', 'east_india', 'west_india'] as const)
    assert.ok(AUDIT.filter((e) => e.region === region).length >= 5, region);
});

test.run();
