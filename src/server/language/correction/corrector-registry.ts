import { createBuiltinCorrector } from '@/server/language/correction/builtin/builtin-corrector';
import type { ChatModelClient } from '@/server/language/chat-model/chat-model-client';
import type { SpanishCorrector } from './spanish-corrector';
import { createOpenAiCorrector } from './openai-corrector';

/** The configured chat model corrects when there is one; otherwise the built-in rule corrector does. */
export function createCorrector({ chat }: { chat: ChatModelClient | null }): SpanishCorrector {
  return chat ? createOpenAiCorrector(chat) : createBuiltinCorrector();
}
