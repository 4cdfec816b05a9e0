import { describe, expect, it } from 'vitest';
import { recommendTopics, type RecommendableTopic, type TopicPractice } from './topic-recommendations';

const topics: RecommendableTopic[] = [
  { id: 'intro', level: 'beginner', custom: false },
  { id: 'family', level: 'beginner', custom: false },
  { id: 'cafe', level: 'beginner', custom: false },
  { id: 'travel', level: 'intermediate', custom: false },
  { id: 'doctor', level: 'intermediate', custom: false },
  { id: 'custom-1', level: 'beginner', custom: true },
];
const now = new Date('2026-11-21T12:00:00Z');
const at = (iso: string, conversations = 1): TopicPractice => ({ conversations, lastPractisedAt: new Date(iso) });
const recommend = (practice: Record<string, TopicPractice>, learnerLevel: 'beginner' | 'intermediate' = 'beginner') =>
  recommendTopics({ topics, learnerLevel, practice: new Map(Object.entries(practice)), now, timeZone: 'UTC' }).map(
    ({ topic, reason }) => `${topic.id}: ${reason}`,
  );

describe('recommendTopics', () => {
  it('offers own-level topics never practised, the learner’s own custom topics first, at most 3', () => {
    expect(recommend({})).toEqual([
      'custom-1: Your own topic for the beginner level, not practised yet',
      "intro: Matches your beginner level and you haven't practised it yet",
      "family: Matches your beginner level and you haven't practised it yet",
    ]);
  });

  it('falls back to the topics practised longest ago, naming when', () => {
    expect(
      recommend({
        intro: at('2026-11-21T08:00:00Z'),
        family: at('2026-11-14T08:00:00Z'),
        cafe: at('2026-11-20T08:00:00Z'),
        'custom-1': at('2026-11-10T08:00:00Z'),
      }),
    ).toEqual([
      'custom-1: You last practised this 11 days ago',
      'family: You last practised this 7 days ago',
      'cafe: You last practised this yesterday',
    ]);
  });

  it('offers a next-level topic after 5 conversations at the learner’s level', () => {
    const practice = {
      intro: at('2026-11-21T08:00:00Z', 3),
      family: at('2026-11-19T08:00:00Z', 2),
      cafe: at('2026-11-18T08:00:00Z'),
      'custom-1': at('2026-11-17T08:00:00Z'),
    };
    expect(recommend(practice)[0]).toBe(
      "travel: You've had 7 conversations at the beginner level: try a topic from the intermediate level",
    );
    expect(recommend({ intro: at('2026-11-21T08:00:00Z', 4) })).not.toContain(expect.stringMatching(/^travel/));
  });

  it('says "today" for a topic practised earlier the same day', () => {
    expect(
      recommend(
        {
          intro: at('2026-11-21T08:00:00Z'),
          family: at('2026-11-21T09:00:00Z'),
          cafe: at('2026-11-21T10:00:00Z'),
          'custom-1': at('2026-11-21T07:00:00Z'),
        },
        'beginner',
      )[0],
    ).toBe('custom-1: You practised this today: another round makes it stick');
  });

  it('has no stretch topic at the top level', () => {
    const result = recommendTopics({
      topics: [{ id: 'news', level: 'advanced', custom: false }],
      learnerLevel: 'advanced',
      practice: new Map([['news', at('2026-11-01T08:00:00Z', 9)]]),
      now,
      timeZone: 'UTC',
    });
    expect(result.map(({ topic }) => topic.id)).toEqual(['news']);
  });
});
