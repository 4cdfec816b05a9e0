import { describe, expect, it } from 'vitest';
import type { TutorHistoryMessage, TutorTopic } from '@/server/tutor/tutor-engine';
import { buildTutorChatMessages, OPENING_TURN_INSTRUCTION } from './tutor-chat-messages';
import { buildTutorSystemPrompt } from './tutor-system-prompt';

const topic: TutorTopic = { title: 'Viajes', description: 'Talking about trips', prompt: 'You are a travel agent.' };
const base = { topic, difficulty: 'beginner' as const, requestFeedback: false };

/** A conversation as the app stores it: the partner's greeting first, then learner and partner in turn. */
function conversation(length: number): TutorHistoryMessage[] {
  return Array.from({ length }, (_, index) => ({
    role: index % 2 === 0 ? 'assistant' : 'user',
    text: `message ${index}`,
  }));
}

describe('buildTutorChatMessages', () => {
  it('starts with the system prompt', () => {
    const [system] = buildTutorChatMessages({ ...base, history: conversation(2) }, 16);
    expect(system).toEqual({ role: 'system', content: buildTutorSystemPrompt(base) });
  });

  it('asks the partner to open the conversation when there is no history', () => {
    const messages = buildTutorChatMessages({ ...base, history: [] }, 16);
    expect(messages.slice(1)).toEqual([{ role: 'user', content: OPENING_TURN_INSTRUCTION }]);
  });

  it('sends a short conversation whole, after the opening request that the greeting answered', () => {
    const history = conversation(4).slice(0, 2);
    expect(buildTutorChatMessages({ ...base, history }, 16).slice(1)).toEqual([
      { role: 'user', content: OPENING_TURN_INSTRUCTION },
      { role: 'assistant', content: 'message 0' },
      { role: 'user', content: 'message 1' },
    ]);
  });

  it('sends only the newest messages of a long conversation, starting with the learner', () => {
    const history = conversation(40);
    const sent = buildTutorChatMessages({ ...base, history }, 16).slice(1);
    // The newest 16 are 24..39; 24 is the partner's, answering a message outside the window.
    expect(sent).toEqual(history.slice(25).map(({ role, text }) => ({ role, content: text })));
  });

  it('keeps a window that already starts with the learner whole', () => {
    const history = conversation(41).slice(1); // learner first
    const sent = buildTutorChatMessages({ ...base, history }, 16).slice(1);
    expect(sent).toEqual(history.slice(-16).map(({ role, text }) => ({ role, content: text })));
  });

  it('merges consecutive messages of one role, since some chat templates require alternating roles', () => {
    const history: TutorHistoryMessage[] = [
      { role: 'user', text: 'Hola' },
      { role: 'user', text: '¿Estás ahí?' },
      { role: 'assistant', text: 'Sí, aquí estoy. ¿Qué tal?' },
      { role: 'user', text: 'Bien' },
    ];
    expect(buildTutorChatMessages({ ...base, history }, 16).slice(1)).toEqual([
      { role: 'user', content: 'Hola\n\n¿Estás ahí?' },
      { role: 'assistant', content: 'Sí, aquí estoy. ¿Qué tal?' },
      { role: 'user', content: 'Bien' },
    ]);
  });
});
