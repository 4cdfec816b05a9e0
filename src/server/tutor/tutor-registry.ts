import type { FastifyBaseLogger } from 'fastify';
import type { TutorConfig } from '@/server/config';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { createBuiltinTutorEngine } from './builtin/builtin-tutor-engine';
import { createOpenAiTutorEngine } from './openai/openai-tutor-engine';
import type { TutorEngine } from './tutor-engine';

export interface TutorEngineDeps {
  topics: TopicCatalogue;
  lessons: Catalogue;
  log: FastifyBaseLogger;
}

type EngineFactory<C extends TutorConfig> = (config: C, deps: TutorEngineDeps) => TutorEngine;

/** Every engine the app can run, keyed by TutorConfig['engine']; the built-in one is the default entry. */
const engines: { [K in TutorConfig['engine']]: EngineFactory<Extract<TutorConfig, { engine: K }>> } = {
  builtin: (_config, deps) => createBuiltinTutorEngine({ topics: deps.topics, glossary: deps.lessons }),
  openai: (config, deps) =>
    createOpenAiTutorEngine({
      model: config.model,
      ...(config.apiKey ? { apiKey: config.apiKey } : {}),
      ...(config.baseURL ? { baseURL: config.baseURL } : {}),
      logger: deps.log,
    }),
};

export function createTutorEngine(config: TutorConfig, deps: TutorEngineDeps): TutorEngine {
  const factory = engines[config.engine] as EngineFactory<TutorConfig>;
  return factory(config, deps);
}
