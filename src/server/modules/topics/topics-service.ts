import { z } from 'zod';
import type { Level } from '@/contract/common';
import {
  MAX_CUSTOM_TOPICS_PER_USER,
  TOPIC_NOT_FOUND_MESSAGE,
  type CreateTopicBody,
  type Topic,
  type TopicRecommendation,
  type TopicsByLevel,
} from '@/contract/topics';
import { learnerLevel, LEVELS } from '@/domain/levels';
import { placedLevelOfRow } from '@/server/modules/learner-settings/placement-of-row';
import { recommendTopics, type TopicPractice } from '@/domain/topic-recommendations';
import type { Clock } from '@/server/clock';
import { BadRequestError, NotFoundError, UnauthorizedError } from '@/server/errors';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import type { CustomTopicRow, CustomTopicsRepo } from './custom-topics-repo';

export const CUSTOM_TOPIC_ID_PREFIX = 'custom-';
const uuidSchema = z.uuid();

/** A topic a conversation can be about, resolved on the server from what the client named. */
export interface ResolvedTopic {
  /** The id stored with the conversation: a default slug or custom-<uuid>. */
  id: string;
  title: string;
  description: string;
  prompt: string;
  defaultTopicId?: string;
}

export interface TopicPracticeSource {
  /** Per topic id: how many conversations the learner had about it and when the last one started. */
  practiceByTopic(userId: string): Promise<Map<string, TopicPractice>>;
}

/** What the topics need of a learner: their level (XP and placement) and their time zone. */
export interface TopicLearners {
  findById(userId: string): Promise<{ xpPoints: number; placedLevel: string | null; timeZone: string } | undefined>;
}

export function createTopicsService(deps: {
  catalogue: TopicCatalogue;
  customTopics: CustomTopicsRepo;
  users: TopicLearners;
  practice: TopicPracticeSource;
  clock: Clock;
}) {
  const { catalogue, customTopics, users, practice, clock } = deps;
  const defaults: Topic[] = catalogue.topics.map((topic) => ({
    id: topic.id,
    title: topic.title,
    description: topic.description,
    prompt: topic.prompt,
    custom: false,
    userLevel: topic.level,
    originalId: null,
  }));

  const toTopic = (row: CustomTopicRow): Topic => ({
    id: `${CUSTOM_TOPIC_ID_PREFIX}${row.id}`,
    title: row.title,
    description: row.description,
    prompt: row.prompt,
    custom: true,
    userLevel: row.userLevel,
    originalId: row.id,
  });

  async function requireUser(userId: string) {
    const user = await users.findById(userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  return {
    /** Defaults first, then the learner's custom topics for their current level. */
    async list(userId: string): Promise<Topic[]> {
      const [user, rows] = await Promise.all([requireUser(userId), customTopics.listForUser(userId)]);
      const level = learnerLevel(user.xpPoints, placedLevelOfRow(user));
      return [...defaults, ...rows.filter((row) => row.userLevel === level).map(toTopic)];
    },

    /** The learner's custom topics keyed by the level they belong to. */
    async customByLevel(userId: string): Promise<TopicsByLevel> {
      const rows = await customTopics.listForUser(userId);
      const byLevel = Object.fromEntries(LEVELS.map((level) => [level, [] as Topic[]])) as Record<Level, Topic[]>;
      for (const row of rows) byLevel[row.userLevel].push(toTopic(row));
      return byLevel;
    },

    async create(userId: string, body: CreateTopicBody): Promise<Topic> {
      const user = await requireUser(userId);
      if ((await customTopics.countForUser(userId)) >= MAX_CUSTOM_TOPICS_PER_USER) {
        throw new BadRequestError(
          `You can keep up to ${MAX_CUSTOM_TOPICS_PER_USER} custom topics. Delete one to add another.`,
        );
      }
      const row = await customTopics.insert({
        userId,
        ...body,
        userLevel: learnerLevel(user.xpPoints, placedLevelOfRow(user)),
        createdAt: clock(),
      });
      return toTopic(row);
    },

    /** Another learner's topic, a default topic or an unknown id are all simply "not found". */
    async remove(userId: string, originalId: string): Promise<void> {
      const deleted = uuidSchema.safeParse(originalId).success && (await customTopics.deleteOwn(userId, originalId));
      if (!deleted) throw new NotFoundError(TOPIC_NOT_FOUND_MESSAGE);
    },

    async recommendations(userId: string): Promise<TopicRecommendation[]> {
      const [user, rows, practised] = await Promise.all([
        requireUser(userId),
        customTopics.listForUser(userId),
        practice.practiceByTopic(userId),
      ]);
      const candidates = [...defaults, ...rows.map(toTopic)].map((topic) => ({ ...topic, level: topic.userLevel }));
      return recommendTopics({
        topics: candidates,
        learnerLevel: learnerLevel(user.xpPoints, placedLevelOfRow(user)),
        practice: practised,
        now: clock(),
        timeZone: user.timeZone,
      }).map(({ topic: { level: _level, ...topic }, reason }) => ({ topic, reason }));
    },

    /**
     * What a startSession frame names: a default topic id, the learner's own custom topic id, or a title of
     * either. Anything else becomes an ad-hoc topic from the client's title and prompt, so the original client
     * (which sends a title and prompt) always gets a conversation (docs/decisions/0006-live-conversations.md).
     */
    async resolve(userId: string, reference: string, prompt: string | undefined): Promise<ResolvedTopic> {
      const byDefaultId = catalogue.byId.get(reference);
      if (byDefaultId)
        return {
          id: byDefaultId.id,
          title: byDefaultId.title,
          description: byDefaultId.description,
          prompt: byDefaultId.prompt,
          defaultTopicId: byDefaultId.id,
        };
      const customId = reference.startsWith(CUSTOM_TOPIC_ID_PREFIX)
        ? reference.slice(CUSTOM_TOPIC_ID_PREFIX.length)
        : reference;
      if (uuidSchema.safeParse(customId).success) {
        const row = await customTopics.findOwn(userId, customId);
        if (row) return { id: toTopic(row).id, title: row.title, description: row.description, prompt: row.prompt };
        throw new NotFoundError(TOPIC_NOT_FOUND_MESSAGE);
      }
      const title = reference.trim().toLowerCase();
      const byTitle = catalogue.topics.find((topic) => topic.title.toLowerCase() === title);
      if (byTitle)
        return {
          id: byTitle.id,
          title: byTitle.title,
          description: byTitle.description,
          prompt: byTitle.prompt,
          defaultTopicId: byTitle.id,
        };
      const ownByTitle = (await customTopics.listForUser(userId)).find((row) => row.title.toLowerCase() === title);
      if (ownByTitle)
        return {
          id: toTopic(ownByTitle).id,
          title: ownByTitle.title,
          description: ownByTitle.description,
          prompt: ownByTitle.prompt,
        };
      const adHocTitle = reference.trim().slice(0, 80);
      return {
        id: `adhoc:${adHocTitle.toLowerCase()}`.slice(0, 100),
        title: adHocTitle,
        description: adHocTitle,
        prompt: (prompt ?? '').trim().slice(0, 1000) || `Talk with the learner about ${adHocTitle}.`,
      };
    },
  };
}
export type TopicsService = ReturnType<typeof createTopicsService>;
