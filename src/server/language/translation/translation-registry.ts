import type { ChatModelClient } from '@/server/language/chat-model/chat-model-client';
import { createApertiumTranslator } from './apertium-translator';
import { createKnownTranslator, type KnownTranslations } from './known-translations';
import { createOpenAiTranslator } from './openai-translator';
import { createTranslatorChain, type TranslationLogger, type Translator, type TranslatorChain } from './translator';

export interface TranslationDeps {
  /** The curated translations, or how to build them on first use. */
  known: KnownTranslations | (() => KnownTranslations);
  /** The configured chat model, or null when the AI helpers are off. */
  chat: ChatModelClient | null;
  /** The Apertium command, or null when APERTIUM_COMMAND=off. */
  apertiumCommand: string | null;
  logger?: TranslationLogger;
}

/** Curated text first (exact and free), then the AI model when configured, then Apertium when installed. */
export function createTranslation({ known, chat, apertiumCommand, logger }: TranslationDeps): TranslatorChain {
  const translators: Translator[] = [createKnownTranslator(known)];
  if (chat) translators.push(createOpenAiTranslator(chat));
  if (apertiumCommand)
    translators.push(createApertiumTranslator({ command: apertiumCommand, ...(logger ? { logger } : {}) }));
  return createTranslatorChain(translators, logger);
}
