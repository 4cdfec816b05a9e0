// The progress contract's texts, without zod: the dashboard and learning path import these without
// downloading the schema library (see conversation-constants.ts).

/** 'Practice Speaking' links to /conversation; any other action to /lessons (docs/product.md#recommendations). */
export { PRACTICE_SPEAKING_ACTION } from '@/domain/progress-recommendations';
