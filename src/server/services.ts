import { DEFAULT_FREE_DAILY_CONVERSATIONS } from '@/domain/plans';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { PlacementBank } from '@/server/content/placement-bank';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import type { Clock } from './clock';
import type { BillingConfig, LanguageConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
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
import { createLearnerSettingsService, createVarietyLookup } from './modules/learner-settings/learner-settings-service';
import { createPlacementRepo } from './modules/placement/placement-repo';
import { createPlacementService } from './modules/placement/placement-service';
import { createConversationService } from './modules/conversation/conversation-service';
import { createConversationsRepo } from './modules/conversation/conversations-repo';
import { createTopicPractice } from './modules/conversation/topic-practice';
import { createLanguageHelp } from './modules/language-help/language-help-providers';
import { createConversationReportService } from './modules/review/conversation-report-service';
import { partnerDictionary } from './modules/review/partner-dictionary';
import { createReviewConversationFeed } from './modules/review/review-conversation-feed';
import { createReviewRepo } from './modules/review/review-repo';
import { createReviewService } from './modules/review/review-service';
import { createSpeechService } from './modules/speech/speech-service';
import { createCustomTopicsRepo } from './modules/topics/custom-topics-repo';
import { createTopicsService } from './modules/topics/topics-service';
import { createMetrics, type AppMetrics } from './metrics/app-metrics';
import { createPayments } from './payments/payment-providers';
import type { SessionEvents } from './session-events/session-events';
import type { TutorEngine } from './tutor/tutor-engine';
import { createChatModelClient } from './language/chat-model/chat-model-client';
import { createBuiltinCorrector } from './language/correction/builtin/builtin-corrector';
import { isCorrectionVariant } from './language/correction/correction-variants';
import { createCorrector } from './language/correction/corrector-registry';
import type { SpanishCorrector } from './language/correction/spanish-corrector';
import { createMessageChecker } from './language/correction/message-checker';
import { createSpeechToText } from './language/transcription/speech-to-text-registry';
import { createServerVoice } from './language/voice/server-voice-registry';

type ServicesLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface ServicesDeps {
  db: Database;
  /** Which database `db` is; PGlite runs one statement at a time, which some repos use. PostgreSQL when absent. */
  databaseKind?: DatabaseHandle['kind'];
  clock: Clock;
  catalogue: Catalogue;
  topicCatalogue: TopicCatalogue;
  placementBank: PlacementBank;
  tutor: TutorEngine;
  /** The built-in corrector: on the language thread when the app runs one (app.ts), else in-process. */
  builtinCorrector?: SpanishCorrector;
  /**
   * The language helpers' providers; without it they are the built-in ones, Apertium is off and there is no server
   * transcription or voice.
   */
  language?: Pick<LanguageConfig, 'chat' | 'apertium'> & Partial<Pick<LanguageConfig, 'transcription' | 'speech'>>;
  /** Plans, checkout and the daily conversation limit. */
  billing?: BillingConfig;
  log?: ServicesLog;
  /** Where the services record turns and latencies; the app passes the one it serves at /metrics. */
  metrics?: AppMetrics;
  /** Where plan changes, password changes and deletions are announced to the live sockets of every process. */
  sessionEvents?: Pick<SessionEvents, 'publish'>;
}

/** ServicesDeps with every default filled in. */
type Wiring = Required<Omit<ServicesDeps, 'language' | 'sessionEvents'>> &
  Pick<ServicesDeps, 'sessionEvents'> & {
    language: NonNullable<ServicesDeps['language']> | undefined;
  };

const SILENT_LOG: ServicesLog = { info() {}, warn() {}, error() {} };
/** Without billing configuration: the demo checkout and the default free allowance. */
const EMBEDDED_BILLING: BillingConfig = {
  freeDailyConversations: DEFAULT_FREE_DAILY_CONVERSATIONS,
  publicUrl: undefined,
  stripe: null,
};

function accountServices({ db, clock, billing }: Wiring) {
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(db);
  const throttle = createLoginThrottle({ repo: createAuthFailuresRepo(db), clock });
  const auth = createAuthService({ users, throttle, clock, freeDailyConversations: billing.freeDailyConversations });
  return { users, sessions, settings: createSettingsRepo(db), throttle, auth };
}

function learningServices({ db, clock, catalogue, topicCatalogue, placementBank, builtinCorrector }: Wiring) {
  const lessonProgressRepo = createLessonProgressRepo(db);
  const reviewRepo = createReviewRepo(db);
  const learnerSettingsRepo = createLearnerSettingsRepo(db);
  return {
    lessonProgressRepo,
    reviewRepo,
    learnerSettingsRepo,
    lessons: createLessonsService({ catalogue, progress: lessonProgressRepo, clock }),
    review: createReviewService({
      repo: reviewRepo,
      catalogue,
      clock,
      isCorrectionVariant: (expected, given) => isCorrectionVariant(expected, given, builtinCorrector),
    }),
    progress: createProgressService({ catalogue, topicCatalogue, repo: createProgressRepo(db), clock }),
    learnerSettings: createLearnerSettingsService({ repo: learnerSettingsRepo, clock }),
    placement: createPlacementService({
      bank: placementBank,
      catalogue,
      repo: createPlacementRepo(db),
      settings: learnerSettingsRepo,
      clock,
    }),
  };
}

function conversationServices(
  wiring: Wiring,
  { users, learning }: { users: ReturnType<typeof createUsersRepo>; learning: ReturnType<typeof learningServices> },
) {
  const { db, clock, catalogue, topicCatalogue, tutor, builtinCorrector, language, log, metrics } = wiring;
  const conversationsRepo = createConversationsRepo(db, { statementsRunAlone: wiring.databaseKind === 'pglite' });
  const topics = createTopicsService({
    catalogue: topicCatalogue,
    customTopics: createCustomTopicsRepo(db),
    users,
    practice: createTopicPractice(conversationsRepo),
    clock,
  });
  const chat = language?.chat ? createChatModelClient(language.chat, { logger: log }) : null;
  const corrector = createCorrector({ chat, builtin: builtinCorrector });
  const conversations = createConversationService({
    repo: conversationsRepo,
    topics,
    tutor,
    checker: createMessageChecker({ corrector, fallback: builtinCorrector, metrics, log }),
    clock,
    freeDailyConversations: wiring.billing.freeDailyConversations,
    metrics,
    endedConversations: createReviewConversationFeed({ review: learning.review, log }),
    varietyOf: createVarietyLookup(learning.learnerSettingsRepo),
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
  const conversationReports = createConversationReportService({
    conversations,
    catalogue,
    lessonProgress: learning.lessonProgressRepo,
    review: learning.reviewRepo,
    dictionary: partnerDictionary({ lessons: catalogue, topics: topicCatalogue }),
  });
  return { topics, conversations, languageHelp, conversationReports };
}

function paymentServices({ db, clock, billing, log, sessionEvents }: Wiring) {
  const repo = createBillingRepo(db);
  const payments = createPayments(billing, {
    saveCustomer: (...args) => repo.saveStripeCustomer(...args),
    insertSession: (...args) => repo.insertCheckoutSession(...args),
    clock,
  });
  const { provider } = payments;
  const planChanged = sessionEvents
    ? { planChanged: (userId: string) => sessionEvents.publish({ type: 'plan-changed', userId }) }
    : {};
  const fulfilment = createPlanFulfilment({ clock, ...planChanged });
  const { publicUrl, freeDailyConversations } = billing;
  const paid = { repo, provider, fulfilment, clock, publicUrl, log };
  return {
    billingRepo: repo,
    provider,
    billing: createBillingService(paid),
    demoCheckout: createDemoCheckoutService({ repo, fulfilment, clock }),
    subscriptions: createSubscriptionService({ ...paid, freeDailyConversations }),
    stripeWebhook: createStripeWebhookService({
      stripe: payments.stripe,
      config: billing.stripe,
      repo,
      fulfilment,
      clock,
      log,
    }),
  };
}

/** Every repo and service, wired once: handlers receive only the service they call. */
export function createServices(deps: ServicesDeps) {
  const wiring: Wiring = {
    ...deps,
    databaseKind: deps.databaseKind ?? 'postgres',
    builtinCorrector: deps.builtinCorrector ?? createBuiltinCorrector(),
    billing: deps.billing ?? EMBEDDED_BILLING,
    log: deps.log ?? SILENT_LOG,
    metrics: deps.metrics ?? createMetrics(),
    language: deps.language,
  };
  const { db, clock, sessionEvents, language } = wiring;
  const { users, sessions, settings, throttle, auth } = accountServices(wiring);
  const learning = learningServices(wiring);
  const { lessons, review, progress, learnerSettings, placement } = learning;
  const { billingRepo, provider, ...paid } = paymentServices(wiring);
  const account = createAccountService({
    repo: createAccountRepo(db),
    publish: async (event) => {
      await sessionEvents?.publish(event);
    },
    payments: provider,
    log: wiring.log,
  });
  const speech = createSpeechService({
    speechToText: createSpeechToText(language?.transcription ?? null),
    serverVoice: createServerVoice(language?.speech ?? null),
    lessons,
    languageHelp: language?.chat ? 'ai' : 'builtin',
  });
  return {
    repos: { users, sessions, settings },
    auth,
    lessons,
    progress,
    review,
    learnerSettings,
    placement,
    account,
    speech,
    ...conversationServices(wiring, { users, learning }),
    ...paid,
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
