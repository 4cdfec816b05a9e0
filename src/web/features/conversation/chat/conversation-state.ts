import type { Difficulty, EndConversationResponse, ServerFrame } from '@/contract/conversation';
import { DEFAULT_DIFFICULTY, REPLY_FAILED_MESSAGE, START_FAILED_MESSAGE } from '@/contract/conversation-constants';
import type { MessageCheck } from '@/contract/corrections';

/**
 * The conversation screen's session state (docs/product.md#conversations) as a pure reducer, so every
 * transition — start, the live frames, sending, ending, New Topic, Same Topic / Reset — is testable
 * without a socket or a screen.
 */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  translation?: string;
  feedback?: string;
  correction?: string;
  /** A learner message's check by the corrector (docs/product.md#message-checks). */
  check?: MessageCheck;
  /** An assistant reply still arriving in transcript_delta chunks. */
  streaming?: boolean;
  /** A learner message that was spoken: its text is what the speech recognition heard. */
  spoken?: boolean;
  /** A reply to the learner's goodbye: the screen offers to end the conversation. */
  farewell?: boolean;
}

export type SessionPhase = 'idle' | 'active' | 'ended';

export interface ConversationState {
  topicId: string | null;
  difficulty: Difficulty;
  phase: SessionPhase;
  conversationId: string | null;
  messages: ChatMessage[];
  /** Waiting for the partner: the opening message after a start, or the reply to a sent message. */
  awaitingReply: boolean;
  /** The learner's message the partner has not answered yet; it goes back to the input if the reply fails. */
  unansweredText: string | null;
  /** The message input's text. */
  draft: string;
  /** Epoch ms when the session started; drives the timer and the duration sent on End. */
  startedAt: number | null;
  /** The server's account of the ended conversation, shown in the completion dialog. */
  result: EndConversationResponse | null;
  /** Why the last start was refused: the learner has used their plan's conversations for today. */
  dailyLimitMessage: string | null;
  /** Ids for the learner's own messages, which the server does not number. */
  nextLocalId: number;
}

export type ConversationAction =
  | { type: 'topicSelected'; topicId: string | null }
  | { type: 'difficultySelected'; difficulty: Difficulty }
  | { type: 'started'; at: number }
  | { type: 'frameReceived'; frame: ServerFrame }
  | { type: 'draftChanged'; text: string }
  | { type: 'messageSent'; text: string; spoken?: boolean }
  | { type: 'connectionLost' }
  | { type: 'ended'; result: EndConversationResponse }
  | { type: 'completionDismissed' }
  | { type: 'newTopic' }
  /** `difficulty`: the learner's default difficulty, their level (beginner when absent). */
  | { type: 'reset'; difficulty?: Difficulty };

export const initialConversationState: ConversationState = {
  topicId: null,
  difficulty: DEFAULT_DIFFICULTY,
  phase: 'idle',
  conversationId: null,
  messages: [],
  awaitingReply: false,
  unansweredText: null,
  draft: '',
  startedAt: null,
  result: null,
  dailyLimitMessage: null,
  nextLocalId: 1,
};

/** Everything about the last session goes; the topic and difficulty pickers keep their choices. */
function clearedSession(state: ConversationState): ConversationState {
  return { ...initialConversationState, topicId: state.topicId, difficulty: state.difficulty };
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'topicSelected':
      return state.phase === 'active' ? state : { ...state, topicId: action.topicId };
    case 'difficultySelected':
      return state.phase === 'active' ? state : { ...state, difficulty: action.difficulty };
    case 'started':
      if (!state.topicId) return state;
      return { ...clearedSession(state), phase: 'active', awaitingReply: true, startedAt: action.at };
    case 'frameReceived':
      return applyFrame(state, action.frame);
    case 'draftChanged':
      return { ...state, draft: action.text };
    case 'messageSent': {
      if (state.phase !== 'active' || state.awaitingReply) return state;
      const message: ChatMessage = {
        id: `local-${state.nextLocalId}`,
        role: 'user',
        text: action.text,
        ...(action.spoken ? { spoken: true } : {}),
      };
      return {
        ...state,
        messages: [...state.messages, message],
        awaitingReply: true,
        unansweredText: action.text,
        draft: '',
        nextLocalId: state.nextLocalId + 1,
      };
    }
    case 'connectionLost':
      if (state.phase !== 'active') return state;
      // A start whose conversation never arrived cannot be resumed: back to the pickers to start again.
      if (!state.conversationId) return clearedSession(state);
      // A reply in flight on the old socket will not arrive; the learner gets their text back to resend.
      return state.awaitingReply ? withdrawUnanswered(state) : state;
    case 'ended':
      return state.phase === 'active'
        ? { ...state, phase: 'ended', awaitingReply: false, result: action.result }
        : state;
    case 'completionDismissed':
      return { ...state, result: null };
    case 'newTopic':
      // docs/product.md#conversations: New Topic clears everything and the active flag.
      return clearedSession(state);
    case 'reset':
      // docs/product.md#conversations: Same Topic and Reset clear everything including the topic; the difficulty returns
      // to its default, the learner's level.
      return { ...initialConversationState, difficulty: action.difficulty ?? DEFAULT_DIFFICULTY };
  }
}

/*
 * Transcript frames carry no conversation id, so frames that arrive after a new start but before its
 * conversation_id may belong to the conversation before it: they are ignored (the server sends the id first).
 */
function applyFrame(state: ConversationState, frame: ServerFrame): ConversationState {
  if (state.phase !== 'active') return state;
  switch (frame.type) {
    case 'conversation_id':
      return { ...state, conversationId: frame.id };
    case 'transcript_delta':
      return state.conversationId ? appendDelta(state, frame.id, frame.text) : state;
    case 'transcript': {
      if (!state.conversationId) return state;
      const { type: _type, learnerCheck, ...message } = frame;
      const final: ChatMessage = { ...message, role: 'assistant' };
      const exists = state.messages.some((entry) => entry.id === frame.id);
      let messages = exists
        ? state.messages.map((entry) => (entry.id === frame.id ? final : entry))
        : [...state.messages, final];
      // The reply carries the check of the learner message it answers: the newest one without a check.
      if (learnerCheck) {
        const answered = messages.findLastIndex((entry) => entry.role === 'user');
        if (answered >= 0 && !messages[answered]!.check) {
          messages = messages.map((entry, index) => (index === answered ? { ...entry, check: learnerCheck } : entry));
        }
      }
      return { ...state, messages, awaitingReply: false, unansweredText: null };
    }
    case 'error':
      // The plan's conversations for today are used up: back to the pickers, with the upgrade offer.
      if (isDailyLimitFrame(frame)) return { ...clearedSession(state), dailyLimitMessage: frame.message };
      // Before the conversation exists the error is a failed start: back to the pickers to try again.
      if (!state.conversationId) return clearedSession(state);
      return state.awaitingReply ? withdrawUnanswered(state) : state;
  }
}

/** A streamed chunk extends its reply's bubble, or opens it. */
function appendDelta(state: ConversationState, id: string, text: string): ConversationState {
  const existing = state.messages.find((entry) => entry.id === id);
  if (!existing) {
    return { ...state, messages: [...state.messages, { id, role: 'assistant', text, streaming: true }] };
  }
  // A late chunk of a reply that has already arrived in full changes nothing.
  if (!existing.streaming) return state;
  return {
    ...state,
    messages: state.messages.map((entry) => (entry.id === id ? { ...entry, text: entry.text + text } : entry)),
  };
}

/** The unanswered message leaves the list (it was never answered) and its text returns to the input. */
function withdrawUnanswered(state: ConversationState): ConversationState {
  const { unansweredText } = state;
  let messages = state.messages.filter((entry) => !entry.streaming);
  if (unansweredText !== null) {
    const lastLearner = messages.findLastIndex((entry) => entry.role === 'user');
    if (lastLearner >= 0) messages = messages.filter((_, index) => index !== lastLearner);
  }
  return {
    ...state,
    messages,
    awaitingReply: false,
    unansweredText: null,
    draft: unansweredText ?? state.draft,
  };
}

/** The server refused a start because the learner is over their plan's daily conversations. */
export function isDailyLimitFrame(frame: ServerFrame): boolean {
  return frame.type === 'error' && frame.code === 'daily_limit';
}

/** Whether losing the connection now interrupts something the learner is waiting for. */
export function dropInterrupts(state: ConversationState): boolean {
  return state.phase === 'active' && state.awaitingReply;
}

/**
 * How the learner hears about an error frame, judged by the state it arrived in (before the reducer ran):
 * the server's message when it sent one, else the catalogue's text for a failed start or a failed reply.
 */
export function errorFrameToast(state: ConversationState, message: string): { title: string; description: string } {
  const startFailed = state.phase === 'active' && !state.conversationId;
  return { title: 'Error', description: message || (startFailed ? START_FAILED_MESSAGE : REPLY_FAILED_MESSAGE) };
}

/** The learner's own messages: what the server counts as the conversation's messageCount. */
export function learnerMessageCount(state: Pick<ConversationState, 'messages'>): number {
  return state.messages.filter((message) => message.role === 'user').length;
}

/** Whether the partner's newest reply answered the learner's goodbye, with nothing said since. */
export function saidGoodbye(state: ConversationState): boolean {
  const last = state.messages.at(-1);
  return state.phase === 'active' && !state.awaitingReply && last?.role === 'assistant' && last.farewell === true;
}
