/**
 * Cache keys that more than one feature reads, or that the shared invalidations in ./cache-invalidation refresh.
 * Each key is the URL it fetches (docs/ARCHITECTURE.md#web-app), so the key of a list is also the
 * prefix of the keys under it and one invalidation refreshes them all.
 */

/** The dashboard; also the prefix of its progress history (XP chart and streak calendar). */
export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;

export const LEARNING_PATH_QUERY_KEY = ['/api/learning-path'] as const;

/** The lessons overview; also the prefix of every single-lesson key. */
export const LESSONS_QUERY_KEY = ['/api/lessons'] as const;

/** The prefix of the past-conversations list and of every single-conversation key. */
export const CONVERSATIONS_QUERY_KEY = ['/api/conversations'] as const;

/** The topics of the learner's level; also the prefix of the all-levels key of the Manage Topics panel. */
export const TOPICS_QUERY_KEY = ['/api/conversation-topics'] as const;

/** The learner's subscription, shown in Settings (docs/product.md#plans). */
export const SUBSCRIPTION_QUERY_KEY = ['/api/billing/subscription'] as const;

/** What the free plan includes on this server, for the plan cards (open to visitors). */
export const PLANS_INFO_QUERY_KEY = ['/api/plans'] as const;

/** Today's conversations under the learner's plan (docs/product.md#daily-limits). */
export const CONVERSATION_ALLOWANCE_QUERY_KEY = ['/api/conversation/allowance'] as const;

export const TOPIC_RECOMMENDATIONS_QUERY_KEY = ['/api/conversation-recommendations'] as const;

/** The prefix of every review deck key: the queue, the summary, the card list and the settings. */
export const REVIEW_QUERY_KEY = ['/api/review'] as const;
/** The learner's settings: daily goal, Spanish variety, welcome done, placement (docs/product.md#settings). */
export const SETTINGS_QUERY_KEY = ['/api/settings'] as const;
