// The lessons contract's texts, without zod (see conversation-constants.ts).
export const LESSON_NOT_FOUND_MESSAGE = 'Lesson not found';
export const LESSON_LOCKED_MESSAGE = 'This lesson is locked. Complete the previous lessons to unlock it.';
export const LESSON_SCORE_MESSAGE = 'Score must be a whole number from 0 to 100';
