import { describe, expect, it } from 'vitest';
import { dailyLimitMessage } from '@/contract/billing-constants';
import { REPLY_FAILED_MESSAGE, START_FAILED_MESSAGE, type ServerFrame } from '@/contract/conversation';
import { endConversationResponse } from '@/web/testing/conversation-fixtures';
import {
  conversationReducer,
  dropInterrupts,
  errorFrameToast,
  initialConversationState,
  isDailyLimitFrame,
  learnerMessageCount,
  type ConversationAction,
  type ConversationState,
} from './conversation-state';

const CONVERSATION_ID = '0b6a3f0e-8d1c-4c55-9a57-2f3d4b5c6d7e';

function run(actions: ConversationAction[], from: ConversationState = initialConversationState): ConversationState {
  return actions.reduce(conversationReducer, from);
}

const frame = (value: ServerFrame): ConversationAction => ({ type: 'frameReceived', frame: value });

/** A started session whose partner has already opened the conversation. */
function openedSession(): ConversationState {
  return run([
    { type: 'topicSelected', topicId: 'restaurant' },
    { type: 'difficultySelected', difficulty: 'intermediate' },
    { type: 'started', at: 1_000 },
    frame({ type: 'conversation_id', id: CONVERSATION_ID }),
    frame({
      type: 'transcript',
      id: 'a1',
      text: '¡Hola! ¿Qué quieres comer?',
      translation: 'Hi! What do you want to eat?',
    }),
  ]);
}

describe('conversationReducer', () => {
  it('starts with beginner difficulty, no topic and no session', () => {
    expect(initialConversationState).toMatchObject({
      topicId: null,
      difficulty: 'beginner',
      phase: 'idle',
      messages: [],
    });
  });

  it('does not start without a topic', () => {
    expect(run([{ type: 'started', at: 5 }])).toBe(initialConversationState);
  });

  it('starts a session: messages cleared, timer started, waiting for the opening message', () => {
    const ended = run([{ type: 'ended', result: endConversationResponse() }], openedSession());
    const state = run([{ type: 'started', at: 9_000 }], ended);
    expect(state).toMatchObject({
      topicId: 'restaurant',
      difficulty: 'intermediate',
      phase: 'active',
      conversationId: null,
      messages: [],
      awaitingReply: true,
      startedAt: 9_000,
      result: null,
    });
  });

  it('keeps the pickers fixed while a session is active', () => {
    const state = run(
      [
        { type: 'topicSelected', topicId: 'travel' },
        { type: 'difficultySelected', difficulty: 'advanced' },
      ],
      openedSession(),
    );
    expect(state.topicId).toBe('restaurant');
    expect(state.difficulty).toBe('intermediate');
  });

  it('records the conversation id and shows the opening message with its translation', () => {
    const state = openedSession();
    expect(state.conversationId).toBe(CONVERSATION_ID);
    expect(state.messages).toEqual([
      { id: 'a1', role: 'assistant', text: '¡Hola! ¿Qué quieres comer?', translation: 'Hi! What do you want to eat?' },
    ]);
    expect(state.awaitingReply).toBe(false);
  });

  it('shows a sent message and waits for the reply', () => {
    const state = run(
      [
        { type: 'draftChanged', text: 'Quiero tacos' },
        { type: 'messageSent', text: 'Quiero tacos' },
      ],
      openedSession(),
    );
    expect(state.messages.at(-1)).toEqual({ id: 'local-1', role: 'user', text: 'Quiero tacos' });
    expect(state).toMatchObject({ awaitingReply: true, unansweredText: 'Quiero tacos', draft: '' });
    expect(learnerMessageCount(state)).toBe(1);
  });

  it('ignores a second send while the partner is still replying', () => {
    const waiting = run([{ type: 'messageSent', text: 'Uno' }], openedSession());
    expect(run([{ type: 'messageSent', text: 'Dos' }], waiting)).toBe(waiting);
  });

  it('grows a streamed reply chunk by chunk, then replaces it with the final transcript of the same id', () => {
    const waiting = run([{ type: 'messageSent', text: 'Quiero tacos' }], openedSession());
    const streaming = run(
      [
        frame({ type: 'transcript_delta', id: 'a2', text: '¡Qué ' }),
        frame({ type: 'transcript_delta', id: 'a2', text: 'rico!' }),
      ],
      waiting,
    );
    expect(streaming.messages.at(-1)).toEqual({ id: 'a2', role: 'assistant', text: '¡Qué rico!', streaming: true });
    expect(streaming.awaitingReply).toBe(true);

    const final = run(
      [
        frame({
          type: 'transcript',
          id: 'a2',
          text: '¡Qué rico! ¿Con qué salsa?',
          translation: 'Yum! With which sauce?',
          feedback: 'Great sentence.',
        }),
        // A chunk that arrives late changes nothing.
        frame({ type: 'transcript_delta', id: 'a2', text: ' extra' }),
      ],
      streaming,
    );
    expect(final.messages.map((message) => message.id)).toEqual(['a1', 'local-1', 'a2']);
    expect(final.messages.at(-1)).toEqual({
      id: 'a2',
      role: 'assistant',
      text: '¡Qué rico! ¿Con qué salsa?',
      translation: 'Yum! With which sauce?',
      feedback: 'Great sentence.',
    });
    expect(final).toMatchObject({ awaitingReply: false, unansweredText: null });
  });

  it('puts the check a reply carries on the learner message it answers, not on the reply', () => {
    const learnerCheck = {
      corrected: 'Quiero los tacos.',
      changes: [
        {
          category: 'articles' as const,
          original: 'las tacos',
          corrected: 'los tacos',
          explanation: 'Tacos is masculine.',
        },
      ],
      summary: 'Tacos is masculine.',
      checkedBy: 'builtin' as const,
    };
    const waiting = run([{ type: 'messageSent', text: 'Quiero las tacos.' }], openedSession());
    const answered = run([frame({ type: 'transcript', id: 'a2', text: '¿Los tacos?', learnerCheck })], waiting);
    expect(answered.messages.find((message) => message.role === 'user')?.check).toEqual(learnerCheck);
    expect(answered.messages.at(-1)).toEqual({ id: 'a2', role: 'assistant', text: '¿Los tacos?' });
  });

  it('ignores transcripts that arrive after a start but before its conversation id', () => {
    const starting = run([
      { type: 'topicSelected', topicId: 'travel' },
      { type: 'started', at: 1 },
    ]);
    const state = run(
      [
        frame({ type: 'transcript_delta', id: 'old', text: 'Lo ' }),
        frame({ type: 'transcript', id: 'old', text: 'Lo siento' }),
      ],
      starting,
    );
    expect(state.messages).toEqual([]);
    expect(state.awaitingReply).toBe(true);
  });

  it('gives the unanswered text back to the input when the reply fails, dropping the half-streamed reply', () => {
    const waiting = run(
      [
        { type: 'messageSent', text: 'Quiero tacos' },
        frame({ type: 'transcript_delta', id: 'a2', text: '¡Qué' }),
        { type: 'draftChanged', text: '' },
      ],
      openedSession(),
    );
    expect(errorFrameToast(waiting, '')).toEqual({ title: 'Error', description: REPLY_FAILED_MESSAGE });
    expect(errorFrameToast(waiting, 'The partner is busy')).toEqual({
      title: 'Error',
      description: 'The partner is busy',
    });

    const state = run([frame({ type: 'error', message: '' })], waiting);
    expect(state.messages.map((message) => message.id)).toEqual(['a1']);
    expect(state).toMatchObject({ awaitingReply: false, unansweredText: null, draft: 'Quiero tacos', phase: 'active' });
  });

  it('does the same when the connection drops while waiting for the reply', () => {
    const waiting = run([{ type: 'messageSent', text: 'Hola' }], openedSession());
    const state = run([{ type: 'connectionLost' }], waiting);
    expect(state).toMatchObject({ awaitingReply: false, draft: 'Hola' });
    expect(learnerMessageCount(state)).toBe(0);
    expect(dropInterrupts(waiting)).toBe(true);
    // Not waiting for anything: a dropped connection loses nothing, and the session resumes later.
    const idleInSession = openedSession();
    expect(dropInterrupts(idleInSession)).toBe(false);
    expect(run([{ type: 'connectionLost' }], idleInSession)).toBe(idleInSession);
  });

  it('returns to the pickers when the connection drops before the conversation exists', () => {
    const starting = run([
      { type: 'topicSelected', topicId: 'travel' },
      { type: 'started', at: 1 },
    ]);
    expect(dropInterrupts(starting)).toBe(true);
    expect(run([{ type: 'connectionLost' }], starting)).toMatchObject({
      phase: 'idle',
      topicId: 'travel',
      awaitingReply: false,
    });
  });

  it('leaves the session as it is on an error frame while nothing is awaited', () => {
    const state = openedSession();
    expect(run([frame({ type: 'error', message: 'Slow down' })], state)).toBe(state);
  });

  it('returns to the pickers when the start itself fails', () => {
    const starting = run([
      { type: 'topicSelected', topicId: 'travel' },
      { type: 'started', at: 1 },
    ]);
    expect(errorFrameToast(starting, '')).toEqual({ title: 'Error', description: START_FAILED_MESSAGE });
    const state = run([frame({ type: 'error', message: 'Choose a topic first' })], starting);
    expect(state).toMatchObject({ phase: 'idle', topicId: 'travel', awaitingReply: false, startedAt: null });
  });

  it('returns to the pickers with the upgrade offer when the daily limit refuses the start, until the next start', () => {
    const starting = run([
      { type: 'topicSelected', topicId: 'travel' },
      { type: 'started', at: 1 },
    ]);
    const limitFrame = { type: 'error', message: dailyLimitMessage(5), code: 'daily_limit' } as const;
    expect(isDailyLimitFrame(limitFrame)).toBe(true);
    expect(isDailyLimitFrame({ type: 'error', message: dailyLimitMessage(5) })).toBe(false);

    const refused = run([frame(limitFrame)], starting);
    expect(refused).toMatchObject({
      phase: 'idle',
      topicId: 'travel',
      awaitingReply: false,
      startedAt: null,
      dailyLimitMessage: dailyLimitMessage(5),
    });
    expect(run([{ type: 'started', at: 2 }], refused)).toMatchObject({ phase: 'active', dailyLimitMessage: null });
  });

  it('ends with the server result, then ignores further frames', () => {
    const result = endConversationResponse({ xpEarned: 6, duration: 95, messageCount: 2 });
    const ended = run([{ type: 'ended', result }], openedSession());
    expect(ended).toMatchObject({ phase: 'ended', result, conversationId: CONVERSATION_ID });
    expect(run([frame({ type: 'transcript', id: 'late', text: 'Adiós' })], ended)).toBe(ended);

    const dismissed = run([{ type: 'completionDismissed' }], ended);
    expect(dismissed).toMatchObject({ phase: 'ended', result: null, conversationId: CONVERSATION_ID });
    expect(dismissed.messages).toHaveLength(1);
  });

  it('New Topic clears the session and the active flag but keeps the pickers', () => {
    const ended = run([{ type: 'ended', result: endConversationResponse() }], openedSession());
    expect(run([{ type: 'newTopic' }], ended)).toEqual({
      ...initialConversationState,
      topicId: 'restaurant',
      difficulty: 'intermediate',
    });
  });

  it('Same Topic and Reset clear everything, the topic too, and difficulty returns to beginner', () => {
    expect(run([{ type: 'reset' }], openedSession())).toEqual(initialConversationState);
    const ended = run([{ type: 'ended', result: endConversationResponse() }], openedSession());
    expect(run([{ type: 'reset' }], ended)).toEqual(initialConversationState);
  });
});
