// The conversation contract's texts and limits, without zod: the web app imports these on its practice
// screen without downloading the schema library.
export const NOT_CONNECTED_MESSAGE = 'Not connected to the server. Please try again.';
export const NO_LEARNER_MESSAGES_MESSAGE = 'You need to submit at least one voice recording to earn experience points.';
export const REPLY_FAILED_MESSAGE = 'Failed to process the response. Please try again.';
export const START_FAILED_MESSAGE = 'Failed to start conversation. Please try again.';
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';
export const CONVERSATION_ENDED_MESSAGE = 'This conversation has ended. Start a new one to keep talking.';
/** DELETE /api/conversations/:id on a conversation the learner has spoken in: it counts, so it is kept. */
export const CONVERSATION_HAS_MESSAGES_MESSAGE =
  'This conversation has your messages, so it stays in your history and counts as one of today’s conversations.';
/** The practice screen's count before a start (docs/product.md#daily-limits). */
export function conversationsLeftText(left: number, limit: number): string {
  return `${left} of ${limit} ${limit === 1 ? 'conversation' : 'conversations'} left today`;
}
export const NOTES_MAX_LENGTH = 2000;
export const MESSAGE_MAX_LENGTH = 2000;
/**
 * The longest speaking time one spoken message may carry (ms): ten minutes, far beyond any turn (a recording is at
 * most 10 MiB), so only a broken or tampered client is refused (docs/product.md#conversation-report).
 */
export const SPEAKING_MS_MAX = 600_000;
export const SPEAKING_MS_INVALID_MESSAGE = `Speaking time must be a whole number of milliseconds from 0 to ${SPEAKING_MS_MAX}`;
/** Largest WebSocket frame the server accepts; bigger frames close the socket (1009). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Default difficulty (docs/product.md#conversations). */
export const DEFAULT_DIFFICULTY = 'beginner' as const;

/**
 * Close codes of the live socket the web client tells apart (4000-4999 are the application's own). The client
 * reconnects and resumes on SERVICE_RESTART and PLAN_CHANGED; after SIGNED_OUT and TOO_MANY_SOCKETS it stops.
 */
export const LIVE_CLOSE_CODES = {
  /** Another process is taking over (graceful shutdown): reconnect, the load balancer picks a live one. */
  SERVICE_RESTART: 1012,
  SIGNED_OUT: 4001,
  /** The learner opened more live sockets than allowed; the oldest is closed. */
  TOO_MANY_SOCKETS: 4002,
  /** The learner's plan changed: reconnect so the new plan applies. */
  PLAN_CHANGED: 4003,
} as const;
/** Live sockets one learner may hold at once by default (LIVE_SOCKETS_PER_LEARNER). */
export const DEFAULT_LIVE_SOCKETS_PER_LEARNER = 5;
export const TOO_MANY_SOCKETS_MESSAGE =
  'This conversation was closed because you opened another one elsewhere. Reconnect to continue here.';
export const SIGNED_OUT_SOCKET_MESSAGE = 'You have been signed out. Sign in again to keep talking.';
