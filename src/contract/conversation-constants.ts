// The conversation contract's texts and limits, without zod: the web app imports these on its practice
// screen without downloading the schema library.
export const NOT_CONNECTED_MESSAGE = 'Not connected to the server. Please try again.';
export const NO_LEARNER_MESSAGES_MESSAGE = 'You need to submit at least one voice recording to earn experience points.';
export const REPLY_FAILED_MESSAGE = 'Failed to process the response. Please try again.';
export const START_FAILED_MESSAGE = 'Failed to start conversation. Please try again.';
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';
export const CONVERSATION_ENDED_MESSAGE = 'This conversation has ended. Start a new one to keep talking.';
export const NOTES_MAX_LENGTH = 2000;
export const MESSAGE_MAX_LENGTH = 2000;
/** Largest WebSocket frame the server accepts; bigger frames close the socket (1009). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Default difficulty (docs/product.md#conversations). */
export const DEFAULT_DIFFICULTY = 'beginner' as const;
