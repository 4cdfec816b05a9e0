/**
 * Hands-free voice mode (docs/product.md#hands-free) as a pure state machine, so every turn — the
 * microphone hearing the learner, the message going out, the reply read aloud, barge-in, pause — is
 * testable without a microphone, a model or a screen. The hook around it (use-hands-free.ts) does the effects.
 *
 * - idle: off. loading: the voice detector and its model are downloading, the microphone is being opened.
 * - listening: waiting for the learner to speak. hearing: the learner is speaking.
 * - thinking: the utterance is being transcribed, sent, and answered. speaking: the reply is being read.
 * - paused: the learner paused; nothing is heard or sent until they resume.
 */
export type HandsFreeStatus = 'idle' | 'loading' | 'listening' | 'hearing' | 'thinking' | 'speaking' | 'paused';

export interface HandsFreeState {
  status: HandsFreeStatus;
  /** What was heard last, shown while it is being sent (and put in the input when the learner paused). */
  heard: string | null;
  /** Why the mode stopped by itself (no microphone, the detector failed to load). */
  error: string | null;
  /**
   * Why the last turn went nowhere (nothing understood, the recogniser failed), with the next step: shown until the
   * learner speaks again, so a failing recogniser never loops "Listening → Hearing you" in silence.
   */
  notice: string | null;
}

export type HandsFreeEvent =
  | { type: 'start' }
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'speechStarted' }
  | { type: 'misfire' }
  | { type: 'speechEnded' }
  /** The utterance's words ('' when nothing was understood) and whether they went out to the partner. */
  | { type: 'transcribed'; text: string; sent: boolean }
  /** The utterance could not be turned into words: why, and what to do next. */
  | { type: 'notHeard'; message: string }
  /** The partner has answered (or the answer failed); `voiced` when the answer is being read aloud. */
  | { type: 'replied'; voiced: boolean }
  /** A reply started to be read aloud: the answer to this turn, or the opening while the learner waited. */
  | { type: 'playbackStarted' }
  | { type: 'playbackEnded' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' };

export const initialHandsFreeState: HandsFreeState = { status: 'idle', heard: null, error: null, notice: null };

export function handsFreeReducer(state: HandsFreeState, event: HandsFreeEvent): HandsFreeState {
  const { status } = state;
  switch (event.type) {
    case 'start':
      return status === 'idle' ? { ...initialHandsFreeState, status: 'loading' } : state;
    case 'ready':
      return status === 'loading' ? { ...state, status: 'listening' } : state;
    case 'failed':
      return { ...initialHandsFreeState, error: event.message };
    case 'speechStarted':
      // From 'speaking' this is barge-in: the hook has stopped the reply; the learner's turn begins.
      return status === 'listening' || status === 'speaking'
        ? { ...state, status: 'hearing', heard: null, notice: null }
        : state;
    case 'misfire':
      // Too short to be speech (a cough, a click): back to waiting, nothing is sent.
      return status === 'hearing' ? { ...state, status: 'listening' } : state;
    case 'speechEnded':
      return status === 'hearing' ? { ...state, status: 'thinking' } : state;
    case 'transcribed':
      if (status !== 'thinking' && status !== 'paused') return state;
      // Paused while it was transcribed: the words wait in the input for the learner to edit and send.
      if (status === 'paused') return { ...state, heard: event.text || null };
      // Nothing understood, or the message could not go out: listen for the next try.
      if (!event.sent) return { ...state, status: 'listening', heard: event.text || null };
      return { ...state, heard: event.text, notice: null };
    case 'notHeard':
      if (status === 'paused') return { ...state, notice: event.message };
      return status === 'thinking' ? { ...state, status: 'listening', heard: null, notice: event.message } : state;
    case 'replied':
      if (status !== 'thinking') return state;
      return { ...state, status: event.voiced ? 'speaking' : 'listening', heard: null };
    case 'playbackStarted':
      return status === 'listening' ? { ...state, status: 'speaking' } : state;
    case 'playbackEnded':
      return status === 'speaking' ? { ...state, status: 'listening' } : state;
    case 'pause':
      return status === 'idle' || status === 'loading' || status === 'paused' ? state : { ...state, status: 'paused' };
    case 'resume':
      return status === 'paused' ? { ...state, status: 'listening', heard: null } : state;
    case 'stop':
      return initialHandsFreeState;
  }
}

/** What the state is called on screen and announced to screen readers (once per change, not per frame). */
export const HANDS_FREE_LABELS: Record<HandsFreeStatus, string> = {
  idle: 'Hands-free is off',
  loading: 'Starting hands-free…',
  listening: 'Listening',
  hearing: 'Hearing you',
  thinking: 'Thinking',
  speaking: 'Partner speaking',
  paused: 'Paused',
};
