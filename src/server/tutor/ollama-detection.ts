import { z } from 'zod';
import type { AppConfig } from '@/server/config';

/** How long start-up waits for Ollama to answer before going on with the built-in partner. */
const DETECTION_TIMEOUT_MS = 1_500;

// GET /api/tags, Ollama's list of the models it has pulled.
const tagsSchema = z.object({
  models: z.array(
    z.object({ name: z.string().min(1), details: z.object({ family: z.string() }).partial().optional() }),
  ),
});

/** Models that only embed text (they cannot chat), by the names and families Ollama gives them. */
const EMBEDDING_ONLY = /embed|bert|bge|minilm/i;

export type OllamaFound = { baseURL: string; model: string };
export type OllamaDetection = OllamaFound | { missing: string };

/**
 * Asks a local Ollama which models it has: the configured one when it is among them, else the first that can chat.
 * Answers why not when Ollama is not there, answers something else, or has no chat model.
 */
export async function detectOllama(ollama: { url: string; model: string | undefined }): Promise<OllamaDetection> {
  let body: unknown;
  try {
    const response = await fetch(`${ollama.url}/api/tags`, { signal: AbortSignal.timeout(DETECTION_TIMEOUT_MS) });
    if (!response.ok) return { missing: `${ollama.url} answered ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { missing: `no Ollama at ${ollama.url} (${error instanceof Error ? error.message : String(error)})` };
  }
  const tags = tagsSchema.safeParse(body);
  if (!tags.success) return { missing: `${ollama.url} does not answer like Ollama` };
  const chat = tags.data.models.filter(
    (model) => !EMBEDDING_ONLY.test(model.name) && !EMBEDDING_ONLY.test(model.details?.family ?? ''),
  );
  const wanted = ollama.model;
  const model = wanted ? chat.find((m) => m.name === wanted || m.name === `${wanted}:latest`)?.name : chat[0]?.name;
  if (!model) {
    return {
      missing: wanted
        ? `Ollama at ${ollama.url} has no model ${wanted} (ollama pull ${wanted})`
        : `Ollama at ${ollama.url} has no chat model (ollama pull llama3.1)`,
    };
  }
  return { baseURL: `${ollama.url}/v1`, model };
}

/** The configuration with Ollama's OpenAI-compatible endpoint as the partner and the language helpers' model. */
export function withOllama(config: AppConfig, found: OllamaFound): AppConfig {
  const endpoint = { apiKey: undefined, baseURL: found.baseURL, model: found.model };
  return {
    ...config,
    tutor: { engine: 'openai', ...endpoint },
    language: { ...config.language, chat: endpoint },
  };
}
