import { describe, expect, it } from 'vitest';
import { createTestEngine } from '@/server/tutor/builtin/testing/tutor-test-kit';
import { evaluateProbes } from './conversation-probes';
import { CUSTOM_TOPIC_PROBES } from './custom-topic-probes';

/** The pass rate reached when the probes were written; a change that lowers it is a regression. */
const PASS_RATE_FLOOR = 0.95;

describe('custom-topic probes', () => {
  it('cover English, Spanish, first-person and long titles at every difficulty', () => {
    expect(CUSTOM_TOPIC_PROBES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CUSTOM_TOPIC_PROBES.map((probe) => probe.difficulty)).size).toBe(3);
  });

  it(`pass at least ${PASS_RATE_FLOOR * 100} % of their checks`, async () => {
    const { results, checks, passed } = await evaluateProbes(createTestEngine(), CUSTOM_TOPIC_PROBES);
    const rate = passed / checks;
    console.log(`custom-topic probes: ${passed}/${checks} checks passed (${(rate * 100).toFixed(1)} %)`);
    for (const { probe, failures } of results)
      for (const failure of failures) console.log(`  ${probe.id}: ${failure.check}: ${failure.why}`);
    expect(rate).toBeGreaterThanOrEqual(PASS_RATE_FLOOR);
  });
});
