// The placement test's texts, without zod (see conversation-constants.ts).
import { PLACEMENT_MAX_ITEMS, PLACEMENT_MIN_ITEMS } from '@/domain/placement';

export { PLACEMENT_MAX_ITEMS, PLACEMENT_MIN_ITEMS };

export const PLACEMENT_NOT_FOUND_MESSAGE = 'Placement test not found';
export const PLACEMENT_FINISHED_MESSAGE = 'This placement test is already finished';
export const PLACEMENT_WRONG_ITEM_MESSAGE = 'Answer the question the test is showing';
export const PLACEMENT_CHOICE_MESSAGE = 'Choose one of the answers';

/** The learner took a test less than a week ago (docs/product.md#placement). */
export function placementRetakeMessage(allowedAt: Date): string {
  return `You can take the placement test again from ${allowedAt.toISOString().slice(0, 10)}.`;
}

/** "Move down a level" with no placement to move (docs/product.md#placement). */
export const PLACEMENT_NOTHING_TO_LOWER_MESSAGE = 'You already start at the beginning of the course';
