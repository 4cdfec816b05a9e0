import { createBuiltinCorrector } from '@/server/language/correction/builtin/builtin-corrector';
import type { ChatModelClient } from '@/server/language/chat-model/chat-model-client';
import type { SpanishCorrector } from './spanish-corrector';
import { createOpenAiCorrector } from './openai-corrector';

/**
 * The configured chat model corrects when there is one; otherwise the built-in rule corrector does (`builtin`: the
 * one on the language thread when the app runs one, else in-process).
 */
export function createCorrector({
  chat,
  builtin = createBuiltinCorrector(),
}: {
  chat: ChatModelClient | null;
  builtin?: SpanishCorrector;
}): SpanishCorrector {
  return chat ? createOpenAiCorrector(chat) : builtin;
}
