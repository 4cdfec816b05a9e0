import { DEFAULT_FREE_DAILY_CONVERSATIONS } from '@/domain/plans';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { PlacementBank } from '@/server/content/placement-bank';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { buildGlossary as buildTutorGlossary } from '@/server/tutor/builtin/glossary';
import type { Clock } from './clock';
import type { BillingConfig, LanguageConfig } from './config';
import type { Database } from './db/client';
import { createAuthFailuresRepo } from './modules/auth/auth-failures-repo';
import { createAuthService } from './modules/auth/auth-service';
import { createBillingRepo } from './modules/billing/billing-repo';
import { createBillingService } from './modules/billing/billing-service';
import { createDemoCheckoutService } from './modules/billing/demo-checkout-service';
import { createPlanFulfilment } from './modules/billing/plan-fulfilment';
import { createStripeWebhookService } from './modules/billing/stripe-webhook-service';
import { createSubscriptionService } from './modules/billing/subscription-service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createLessonProgressRepo } from './modules/lessons/lesson-progress-repo';
import { createLessonsService } from './modules/lessons/lessons-service';
import { createProgressRepo } from './modules/progress/progress-repo';
import { createProgressService } from './modules/progress/progress-service';
import { createSessionsRepo } from './modules/auth/sessions-repo';
import { createUsersRepo } from './modules/auth/users-repo';
import { createSettingsRepo } from './modules/settings/settings-repo';
import { createAccountRepo } from './modules/account/account-repo';
import { createAccountService } from './modules/account/account-service';
import { createLearnerSettingsRepo } from './modules/learner-settings/learner-settings-repo';
import { createLearnerSettingsService, varietyOf } from './modules/learner-settings/learner-settings-service';
import { createPlacementRepo } from './modules/placement/placement-repo';
import { createPlacementService } from './modules/placement/placement-service';
import { createConversationService } from './modules/conversation/conversation-service';
import { createConversationsRepo } from './modules/conversation/conversations-repo';
import { createLanguageHelp } from './modules/language-help/language-help-providers';
import { createConversationReportService } from './modules/review/conversation-report-service';
import { createReviewRepo } from './modules/review/review-repo';
import { createReviewService } from './modules/review/review-service';
import { createCustomTopicsRepo } from './modules/topics/custom-topics-repo';
import { createTopicsService } from './modules/topics/topics-service';
import { createMetrics, type AppMetrics } from './metrics/app-metrics';
import { createPayments } from './payments/payment-providers';
import type { SessionEvents } from './session-events/session-events';
import type { TutorEngine } from './tutor/tutor-engine';
import { createChatModelClient } from './language/chat-model/chat-model-client';
import { createBuiltinCorrector } from './language/correction/builtin/builtin-corrector';
import { createCorrector } from './language/correction/corrector-registry';
import type { SpanishCorrector } from './language/correction/spanish-corrector';
import { createMessageChecker } from './language/correction/message-checker';

const SILENT_LOG = { info() {}, warn() {}, error() {} };
/** Without billing configuration: the demo checkout and the default free allowance. */
const EMBEDDED_BILLING: BillingConfig = {
  freeDailyConversations: DEFAULT_FREE_DAILY_CONVERSATIONS,
  publicUrl: undefined,
  stripe: null,
};

/** Every repo and service, wired once: handlers receive only the service they call. */
export function createServices({
  db,
  clock,
  catalogue,
  topicCatalogue,
  placementBank,
  tutor,
  builtinCorrector = createBuiltinCorrector(),
  language,
  billing = EMBEDDED_BILLING,
  log = SILENT_LOG,
  metrics = createMetrics(),
  sessionEvents,
}: {
  db: Database;
  clock: Clock;
  catalogue: Catalogue;
  topicCatalogue: TopicCatalogue;
  placementBank: PlacementBank;
  tutor: TutorEngine;
  /** The built-in corrector: on the language thread when the app runs one (app.ts), else in-process. */
  builtinCorrector?: SpanishCorrector;
  /** The language helpers' providers; without it they are the built-in ones and Apertium is off. */
  language?: Pick<LanguageConfig, 'chat' | 'apertium'>;
  /** Plans, checkout and the daily conversation limit. */
  billing?: BillingConfig;
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Where the services record turns and latencies; the app passes the one it serves at /metrics. */
  metrics?: AppMetrics;
  /** Where plan changes, password changes and deletions are announced to the live sockets of every process. */
  sessionEvents?: Pick<SessionEvents, 'publish'>;
}) {
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(db);
  const settings = createSettingsRepo(db);
  const throttle = createLoginThrottle({ repo: createAuthFailuresRepo(db), clock });
  const { freeDailyConversations } = billing;
  const auth = createAuthService({ users, throttle, clock, freeDailyConversations });
  const lessonProgressRepo = createLessonProgressRepo(db);
  const lessons = createLessonsService({ catalogue, progress: lessonProgressRepo, clock });
  const reviewRepo = createReviewRepo(db);
  const review = createReviewService({ repo: reviewRepo, catalogue, clock });
  const conversationsRepo = createConversationsRepo(db);
  const practice = {
    async practiceByTopic(userId: string) {
      const rows = await conversationsRepo.practiceByTopic(userId);
      return new Map(
        rows.map((row) => [row.topicId, { conversations: row.conversations, lastPractisedAt: row.lastStartedAt }]),
      );
    },
  };
  const topics = createTopicsService({
    catalogue: topicCatalogue,
    customTopics: createCustomTopicsRepo(db),
    users,
    practice,
    clock,
  });
  const progress = createProgressService({ catalogue, topicCatalogue, repo: createProgressRepo(db), clock });
  const chat = language?.chat ? createChatModelClient(language.chat, log ? { logger: log } : {}) : null;
  const corrector = createCorrector({ chat, builtin: builtinCorrector });
  const learnerSettingsRepo = createLearnerSettingsRepo(db);
  const conversations = createConversationService({
    repo: conversationsRepo,
    topics,
    tutor,
    checker: createMessageChecker({ corrector, fallback: builtinCorrector, metrics, log }),
    clock,
    freeDailyConversations,
    metrics,
    // The conversation has ended and its XP is granted: a failure to make its cards is logged, not the learner's.
    afterEnd: async (userId, conversationId) => {
      try {
        await review.addConversationCorrections(userId, conversationId);
      } catch (error) {
        log.error({ err: error, conversationId }, 'Could not add the conversation’s corrections to the review deck');
      }
    },
    varietyOf: async (userId) => varietyOf((await learnerSettingsRepo.spanishVarietyOf(userId)) ?? 'latam'),
  });
  const learnerSettings = createLearnerSettingsService({ repo: learnerSettingsRepo, clock });
  const placement = createPlacementService({
    bank: placementBank,
    catalogue,
    repo: createPlacementRepo(db),
    settings: learnerSettingsRepo,
    clock,
  });
  const billingRepo = createBillingRepo(db);
  const payments = createPayments(billing, {
    saveCustomer: (...args) => billingRepo.saveStripeCustomer(...args),
    insertSession: (...args) => billingRepo.insertCheckoutSession(...args),
    clock,
  });
  const account = createAccountService({
    repo: createAccountRepo(db),
    publish: async (event) => {
      await sessionEvents?.publish(event);
    },
    payments: payments.provider,
    log,
  });
  const fulfilment = createPlanFulfilment({
    clock,
    ...(sessionEvents ? { planChanged: (userId) => sessionEvents.publish({ type: 'plan-changed', userId }) } : {}),
  });
  const languageHelp = createLanguageHelp({
    language: { apertium: language?.apertium ?? null },
    chat,
    corrector,
    topics: topicCatalogue,
    lessons: catalogue,
    conversations,
    logger: log,
    metrics,
  });
  return {
    repos: { users, sessions, settings },
    auth,
    lessons,
    progress,
    topics,
    conversations,
    languageHelp,
    review,
    conversationReports: createConversationReportService({
      conversations,
      catalogue,
      lessonProgress: lessonProgressRepo,
      review: reviewRepo,
      // The partner's own dictionary (its curated lexicon with the inflected forms it uses, the lessons and the topics'
      // keywords), built when a word is first looked up: a tapped word the course glossary lacks may be in it.
      dictionary: () => {
        const content = loadTutorContent();
        return buildTutorGlossary({
          lexicon: content.lexicon.spanish,
          forms: content.lexicon.forms,
          lessons: catalogue,
          topics: topicCatalogue.topics,
        });
      },
    }),
    learnerSettings,
    placement,
    account,
    billing: createBillingService({
      repo: billingRepo,
      provider: payments.provider,
      fulfilment,
      clock,
      publicUrl: billing.publicUrl,
      log,
    }),
    demoCheckout: createDemoCheckoutService({ repo: billingRepo, fulfilment, clock }),
    subscriptions: createSubscriptionService({
      repo: billingRepo,
      provider: payments.provider,
      fulfilment,
      clock,
      freeDailyConversations,
      publicUrl: billing.publicUrl,
      log,
    }),
    stripeWebhook: createStripeWebhookService({
      stripe: payments.stripe,
      config: billing.stripe,
      repo: billingRepo,
      fulfilment,
      clock,
      log,
    }),
    /** Periodic clean-up of rows that no longer mean anything. */
    async sweepExpired(): Promise<void> {
      await sessions.deleteExpired(clock());
      await throttle.forgetExpired();
      // A day's margin: a learner with the page still open is told "expired" rather than "not found".
      await billingRepo.deleteUnpaidCheckoutSessions(new Date(clock().getTime() - 24 * 60 * 60_000));
    },
  };
}
export type Services = ReturnType<typeof createServices>;
