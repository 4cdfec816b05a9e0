import type { Level } from './levels';
import { daysBetween, localDay } from './streak';
import { LEVELS } from './levels';

export const MAX_TOPIC_RECOMMENDATIONS = 3;
/** Conversations at their own level after which a learner is offered a topic from the next level. */
export const STRETCH_AFTER_CONVERSATIONS = 5;

export interface RecommendableTopic {
  id: string;
  level: Level;
  custom: boolean;
}

export interface TopicPractice {
  conversations: number;
  lastPractisedAt: Date;
}

export interface TopicRecommendationInput<T extends RecommendableTopic> {
  topics: readonly T[];
  learnerLevel: Level;
  /** Per topic id: how often and when the learner last talked about it. */
  practice: ReadonlyMap<string, TopicPractice>;
  now: Date;
  timeZone: string;
}

/**
 * Conversation topics worth doing next, each with the evidence behind it: first the learner's own-level
 * topics they have never practised (their custom topics first: they chose them), then — once they have
 * practised enough at their level — one topic from the next level, then the own-level topics practised
 * longest ago. Deterministic: ties keep catalogue order.
 */
export function recommendTopics<T extends RecommendableTopic>(
  input: TopicRecommendationInput<T>,
): { topic: T; reason: string }[] {
  const { topics, learnerLevel, practice, now, timeZone } = input;
  const atLevel = topics.filter((topic) => topic.level === learnerLevel);
  const picks: { topic: T; reason: string }[] = [];
  const add = (topic: T | undefined, reason: string) => {
    if (topic && picks.length < MAX_TOPIC_RECOMMENDATIONS && !picks.some((pick) => pick.topic.id === topic.id))
      picks.push({ topic, reason });
  };

  const unpractised = atLevel.filter((topic) => !practice.has(topic.id));
  for (const topic of [...unpractised.filter((t) => t.custom), ...unpractised.filter((t) => !t.custom)]) {
    add(
      topic,
      topic.custom
        ? `Your own topic for the ${learnerLevel} level, not practised yet`
        : `Matches your ${learnerLevel} level and you haven't practised it yet`,
    );
  }

  const conversationsAtLevel = atLevel.reduce((sum, topic) => sum + (practice.get(topic.id)?.conversations ?? 0), 0);
  const nextLevel = LEVELS[LEVELS.indexOf(learnerLevel) + 1];
  if (nextLevel && conversationsAtLevel >= STRETCH_AFTER_CONVERSATIONS) {
    const stretch = topics.find((topic) => topic.level === nextLevel && !topic.custom && !practice.has(topic.id));
    add(
      stretch,
      `You've had ${conversationsAtLevel} conversations at the ${learnerLevel} level: try a topic from the ${nextLevel} level`,
    );
  }

  const today = localDay(now, timeZone);
  const practised = atLevel
    .filter((topic) => practice.has(topic.id))
    .sort((a, b) => practice.get(a.id)!.lastPractisedAt.getTime() - practice.get(b.id)!.lastPractisedAt.getTime());
  for (const topic of practised) {
    const days = daysBetween(localDay(practice.get(topic.id)!.lastPractisedAt, timeZone), today);
    add(
      topic,
      days <= 0
        ? 'You practised this today: another round makes it stick'
        : `You last practised this ${days === 1 ? 'yesterday' : `${days} days ago`}`,
    );
  }
  return picks;
}
