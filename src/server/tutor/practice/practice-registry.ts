import type { ChatModelClient } from '@/server/language/chat-model/chat-model-client';
import { createBuiltinPracticeResponder, type BuiltinPracticeSources } from './builtin-practice-responder';
import { createOpenAiPracticeResponder } from './openai-practice-responder';
import type { PracticeResponder } from './practice-responder';

/** The configured chat model writes practice answers when there is one; otherwise the built-in responder does. */
export function createPracticeResponder({
  chat,
  sources,
}: {
  chat: ChatModelClient | null;
  sources: BuiltinPracticeSources;
}): PracticeResponder {
  return chat ? createOpenAiPracticeResponder(chat) : createBuiltinPracticeResponder(sources);
}
