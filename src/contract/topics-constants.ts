// The topics contract's texts and limits, without zod (see conversation-constants.ts).
export const TOPIC_FIELDS_REQUIRED_MESSAGE = 'Please fill in all fields';
export const TOPIC_NOT_FOUND_MESSAGE = 'Topic not found';
export const TOPIC_LIMITS = { title: 80, description: 300, prompt: 1000 } as const;
/** Custom topics one learner may keep; generous for real use, bounded so a script cannot fill the table. */
export const MAX_CUSTOM_TOPICS_PER_USER = 100;
/** docs/product.md#topics: every learner gets 14 curated default topics. */
export const DEFAULT_TOPIC_COUNT = 14;
