import { describe, expect, it } from 'vitest';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { asTutorTopic, contentDir, createTestEngine } from '@/server/tutor/builtin/testing/tutor-test-kit';
import { evaluateProbes } from './conversation-probes';
import { defaultTopicProbes } from './default-topic-probes';

const catalogue = loadTopicCatalogue(contentDir);
const engine = createTestEngine(catalogue);
const topicOf = (id: string) => {
  const topic = catalogue.topics.find((candidate) => candidate.id === id);
  if (!topic) throw new Error(`no default topic ${id}`);
  return asTutorTopic(topic);
};

/**
 * All 130 checks passed when these probes were written; the floor leaves room for two, so that a change to the
 * corrector's wording elsewhere is reported here without blocking, while a real regression still fails.
 */
const PASS_RATE_FLOOR = 0.98;

describe('the built-in partner on scripted default-topic conversations', () => {
  const probes = defaultTopicProbes(topicOf);

  it('covers the fourteen default topics at every difficulty', () => {
    expect(probes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(probes.map((probe) => probe.topic.defaultTopicId)).size).toBe(14);
    expect(new Set(probes.map((probe) => probe.difficulty))).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
  });

  it(`passes at least ${Math.round(PASS_RATE_FLOOR * 100)} % of its checks`, async () => {
    const { results, checks, passed } = await evaluateProbes(engine, probes);
    const failures = results.flatMap(({ probe, failures: failed }) =>
      failed.map((failure) => `${probe.id}: ${failure.check}: ${failure.why}`),
    );
    console.log(`default-topic probes: ${passed}/${checks} checks passed (${((100 * passed) / checks).toFixed(1)} %)`);
    for (const failure of failures) console.log(`  ✗ ${failure}`);
    expect(passed / checks).toBeGreaterThanOrEqual(PASS_RATE_FLOOR);
  });
});
