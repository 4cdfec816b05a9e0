import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { TutorHistoryMessage, TutorTurnRequest } from '@/server/tutor/tutor-engine';
import { buildTutorSystemPrompt } from './tutor-system-prompt';

/** Sent as the learner's message on the opening turn, and before a history that starts with the partner. */
export const OPENING_TURN_INSTRUCTION =
  'Start the conversation: greet me warmly and ask me your first question about the topic.';

type ChatTurnMessage = { role: 'user' | 'assistant'; content: string };

/**
 * The chat messages for one turn: the system prompt, then at most `historyWindow` of the newest history messages.
 *
 * Some local chat templates (Mistral, Gemma) reject a conversation whose roles do not alternate or whose first
 * message after the system prompt is the assistant's, so the window is shaped to always start with the learner
 * and consecutive messages of one role are merged.
 */
export function buildTutorChatMessages(
  request: Pick<TutorTurnRequest, 'topic' | 'difficulty' | 'history' | 'requestFeedback' | 'learnerCheck'>,
  historyWindow: number,
): ChatCompletionMessageParam[] {
  const system: ChatCompletionMessageParam = { role: 'system', content: buildTutorSystemPrompt(request) };
  return [system, ...windowedHistory(request.history, historyWindow)];
}

function windowedHistory(history: readonly TutorHistoryMessage[], historyWindow: number): ChatTurnMessage[] {
  const start = Math.max(0, history.length - historyWindow);
  let window = mergeConsecutiveRoles(history.slice(start));
  if (window[0]?.role === 'assistant') {
    window =
      start === 0
        ? // The whole conversation fits: it began with the partner's greeting, which the learner asked for.
          [{ role: 'user', content: OPENING_TURN_INSTRUCTION }, ...window]
        : // A cut conversation: the partner message at the cut lost the learner message it answered, so it goes too.
          window.slice(1);
  }
  return window.length > 0 ? window : [{ role: 'user', content: OPENING_TURN_INSTRUCTION }];
}

function mergeConsecutiveRoles(messages: readonly TutorHistoryMessage[]): ChatTurnMessage[] {
  const merged: ChatTurnMessage[] = [];
  for (const { role, text } of messages) {
    const previous = merged.at(-1);
    if (previous?.role === role) previous.content = `${previous.content}\n\n${text}`;
    else merged.push({ role, content: text });
  }
  return merged;
}
