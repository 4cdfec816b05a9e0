import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import {
  clientFrameSchema,
  REPLY_FAILED_MESSAGE,
  START_FAILED_MESSAGE,
  type ClientFrame,
  type ServerFrame,
} from '@/contract/conversation';
import { storable } from '@/contract/common';
import { exceedsJsonNesting, TOO_DEEPLY_NESTED_MESSAGE } from '@/contract/json-nesting';
import { AppError, databaseErrorKind } from '@/server/errors';
import type { AppMetrics } from '@/server/metrics/app-metrics';
import { TutorUnavailableError } from '@/server/tutor/tutor-engine';
import { ConversationEndedError } from './conversations-repo';
import {
  DailyConversationLimitError,
  type ConversationService,
  type LiveConversation,
  type PartnerTurn,
} from './conversation-service';
import { CLOSE_TOO_MANY_MESSAGES } from './live-connections';
import { createFrameRateLimiter } from './frame-rate-limiter';

export const TOO_FAST_MESSAGE = "You're sending messages too fast. Please wait a moment.";
export const NO_SESSION_MESSAGE = 'Start a conversation first.';
/** What a learner reads when handling their frame failed in a way we did not foresee (logged with their id). */
export const UNEXPECTED_FRAME_FAILURE_MESSAGE = 'Something went wrong with that message. Please send it again.';
export const BUSY_MESSAGE = 'Please wait for your partner to answer before sending more.';
/** Frames waiting behind the one being handled; more means the client is not waiting for replies. */
const MAX_QUEUED_FRAMES = 3;
/** Rejected frames in a row after which the connection is closed as abusive. */
const MAX_REJECTED_IN_A_ROW = 20;

export interface LiveSessionOptions {
  socket: WebSocket;
  userId: string;
  conversations: ConversationService;
  log: FastifyBaseLogger;
  rate: { capacity: number; refillMs: number };
  /** Counts database errors, which never reach the HTTP error handler from a socket. */
  metrics: Pick<AppMetrics, 'databaseError'>;
}

const storableClientFrameSchema = storable(clientFrameSchema);

function describeInvalidFrame(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid message';
  if (issue.path[0] === 'type') return 'Unknown message type: send startSession, userMessage or resumeSession';
  // Messages written for people start with a capital; zod's own get the field named.
  return /^[A-Z]/.test(issue.message)
    ? issue.message
    : `Invalid ${issue.path.join('.') || 'message'}: ${issue.message}`;
}

/**
 * One live socket's conversation: parses every frame, handles them one at a time in arrival order, and
 * answers problems with an error frame while keeping the socket open.
 */
export function attachLiveSession(options: LiveSessionOptions): void {
  const { socket, userId, conversations, log } = options;
  const limiter = createFrameRateLimiter(options.rate);
  const inFlight = new AbortController();
  let live: LiveConversation | undefined;
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;
  let rejectedInARow = 0;

  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const sendTurn = (turn: PartnerTurn) => send({ type: 'transcript', ...turn });
  const stream = (id: string, text: string) => send({ type: 'transcript_delta', id, text });
  const reject = (message: string) => {
    send({ type: 'error', message });
    if (++rejectedInARow >= MAX_REJECTED_IN_A_ROW) socket.close(CLOSE_TOO_MANY_MESSAGES, 'Too many rejected messages');
  };

  function failure(error: unknown, fallback: string): string {
    const databaseError = error instanceof AppError ? null : databaseErrorKind(error);
    if (databaseError) options.metrics.databaseError(databaseError);
    if (error instanceof AppError && error.statusCode < 500) return error.message;
    if (error instanceof ConversationEndedError) return error.message;
    if (error instanceof TutorUnavailableError) log.warn({ err: error }, 'the tutor engine could not reply');
    else if (!inFlight.signal.aborted) log.error({ err: error }, 'live conversation frame failed');
    return fallback;
  }

  async function handle(frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case 'startSession': {
        try {
          const started = await conversations.start(userId, frame);
          live = started;
          send({ type: 'conversation_id', id: started.id });
          sendTurn(await conversations.open(started, { signal: inFlight.signal, onDelta: stream }));
        } catch (error) {
          // The code lets the practice screen offer an upgrade rather than only show the message.
          if (error instanceof DailyConversationLimitError)
            send({ type: 'error', message: error.message, code: 'daily_limit' });
          else send({ type: 'error', message: failure(error, START_FAILED_MESSAGE) });
        }
        return;
      }
      case 'resumeSession': {
        try {
          live = await conversations.resume(userId, frame.conversationId);
          send({ type: 'conversation_id', id: live.id });
        } catch (error) {
          live = undefined;
          send({ type: 'error', message: failure(error, START_FAILED_MESSAGE) });
        }
        return;
      }
      case 'userMessage': {
        if (!live) return reject(NO_SESSION_MESSAGE);
        try {
          const turn = await conversations.exchange(
            live,
            {
              text: frame.text,
              difficulty: frame.difficulty,
              requestFeedback: frame.requestFeedback ?? true,
              speakingMs: frame.speakingMs,
            },
            { signal: inFlight.signal, onDelta: stream },
          );
          sendTurn(turn);
        } catch (error) {
          // A first message over today's allowance (another tab used it up meanwhile): the same offer as at a start.
          if (error instanceof DailyConversationLimitError)
            send({ type: 'error', message: error.message, code: 'daily_limit' });
          else send({ type: 'error', message: failure(error, REPLY_FAILED_MESSAGE) });
        }
        return;
      }
    }
  }

  function receive(data: RawData, isBinary: boolean): void {
    if (!limiter.tryTake()) return reject(TOO_FAST_MESSAGE);
    if (isBinary) return reject('Send messages as JSON text');
    const text = textOf(data);
    // Refused before parsing, so no walk over the frame (validation, logging) can run out of stack.
    if (exceedsJsonNesting(text)) return reject(TOO_DEEPLY_NESTED_MESSAGE);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return reject('Invalid message: not JSON');
    }
    const parsed = storableClientFrameSchema.safeParse(raw);
    if (!parsed.success) return reject(describeInvalidFrame(parsed.error));
    if (queued >= MAX_QUEUED_FRAMES) return reject(BUSY_MESSAGE);
    rejectedInARow = 0;
    queued++;
    queue = queue
      .then(() => handle(parsed.data))
      .catch((error: unknown) => unexpected(error))
      .finally(() => {
        queued--;
      });
  }

  // Whatever one frame does wrong stays with that frame: an error frame for the learner, a log line for us, and
  // the socket and the process carry on.
  function unexpected(error: unknown): void {
    log.error({ err: error, userId }, 'live socket frame failed unexpectedly');
    send({ type: 'error', message: UNEXPECTED_FRAME_FAILURE_MESSAGE });
  }

  socket.on('message', (data, isBinary) => {
    try {
      receive(data, isBinary);
    } catch (error) {
      unexpected(error);
    }
  });

  socket.on('close', () => inFlight.abort());
}

/** A text frame's payload: ws hands over one Buffer by default, but its type also allows fragments and ArrayBuffers. */
function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}
