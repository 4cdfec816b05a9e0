import type { Clock } from './clock';
import type { LanguageConfig } from './config';
import type { Database } from './db/client';
import { createAuthFailuresRepo } from './modules/auth/auth-failures-repo';
import { createAuthService } from './modules/auth/auth-service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import type { Catalogue } from './modules/lessons/catalogue';
import { createLessonProgressRepo } from './modules/lessons/lesson-progress-repo';
import { createLessonsService } from './modules/lessons/lessons-service';
import { createSessionsRepo } from './modules/auth/sessions-repo';
import { createUsersRepo } from './modules/auth/users-repo';
import { createSettingsRepo } from './modules/settings/settings-repo';
import { createConversationService } from './modules/conversation/conversation-service';
import { createConversationsRepo } from './modules/conversation/conversations-repo';
import { createLanguageHelp } from './modules/language-help/language-help-providers';
import { createCustomTopicsRepo } from './modules/topics/custom-topics-repo';
import type { TopicCatalogue } from './modules/topics/topic-catalogue';
import { createTopicsService } from './modules/topics/topics-service';
import type { TutorEngine } from './tutor/tutor-engine';

/** Every repo and service, wired once: handlers receive only the service they call. */
export function createServices({ db, clock, catalogue, topicCatalogue, tutor, language, log }: {
  db: Database;
  clock: Clock;
  catalogue: Catalogue;
  topicCatalogue: TopicCatalogue;
  tutor: TutorEngine;
  /** The language helpers' providers; without it they are the built-in ones and Apertium is off. */
  language?: Pick<LanguageConfig, 'chat' | 'apertium'>;
  log?: { warn(obj: object, msg: string): void };
}) {
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(db);
  const settings = createSettingsRepo(db);
  const throttle = createLoginThrottle({ repo: createAuthFailuresRepo(db), clock });
  const auth = createAuthService({ users, throttle, clock });
  const lessons = createLessonsService({ catalogue, progress: createLessonProgressRepo(db), users, clock });
  const conversationsRepo = createConversationsRepo(db);
  const practice = {
    async practiceByTopic(userId: string) {
      const rows = await conversationsRepo.practiceByTopic(userId);
      return new Map(rows.map((row) => [row.topicId, { conversations: row.conversations, lastPractisedAt: row.lastStartedAt }]));
    },
  };
  const topics = createTopicsService({ catalogue: topicCatalogue, customTopics: createCustomTopicsRepo(db), users, practice, clock });
  const conversations = createConversationService({ repo: conversationsRepo, topics, tutor, clock });
  const languageHelp = createLanguageHelp({ language: language ?? { chat: null, apertium: null }, topics: topicCatalogue, lessons: catalogue, conversations, logger: log });
  return {
    repos: { users, sessions, settings },
    auth,
    lessons,
    topics,
    conversations,
    languageHelp,
    /** Periodic clean-up of rows that no longer mean anything. */
    async sweepExpired(): Promise<void> {
      await sessions.deleteExpired(clock());
      await throttle.forgetExpired();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
