import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TOPIC_COUNT } from '@/contract/topics';
import { CatalogueError } from './catalogue-error';
import { topicFileSchema, type TopicFile } from './topic-file-schema';

/** The curated default topics shared by every learner, in file order. */
export interface TopicCatalogue {
  topics: readonly TopicFile[];
  byId: ReadonlyMap<string, TopicFile>;
}

/** Reads and validates content/topics/*.json; throws one CatalogueError naming every problem. */
export function loadTopicCatalogue(contentDir: string): TopicCatalogue {
  const dir = join(contentDir, 'topics');
  const problems: string[] = [];
  const topics: TopicFile[] = [];
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    problems.push(`${dir}: missing`);
  }
  for (const file of files) {
    const path = join(dir, file);
    const result = parseTopicFile(path);
    if ('problems' in result) problems.push(...result.problems);
    else {
      if (!file.endsWith(`-${result.topic.id}.json`))
        problems.push(`${path}: id ${result.topic.id} does not match the file name`);
      topics.push(result.topic);
    }
  }
  problems.push(...topicCatalogueProblems(topics));
  if (problems.length > 0) throw new CatalogueError(`The default topics are invalid:\n- ${problems.join('\n- ')}`);
  return indexTopics(topics);
}

export function parseTopicFile(path: string): { topic: TopicFile } | { problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { problems: [`${path}: ${(error as Error).message}`] };
  }
  const parsed = topicFileSchema.safeParse(raw);
  if (parsed.success) return { topic: parsed.data };
  return { problems: parsed.error.issues.map((issue) => `${path} ${issue.path.join('.')}: ${issue.message}`) };
}

export function topicCatalogueProblems(topics: readonly TopicFile[]): string[] {
  const problems: string[] = [];
  if (topics.length !== DEFAULT_TOPIC_COUNT)
    problems.push(`${topics.length} default topics, the product has ${DEFAULT_TOPIC_COUNT}`);
  const seen = new Set<string>();
  for (const topic of topics) {
    if (seen.has(topic.id)) problems.push(`duplicate topic id ${topic.id}`);
    seen.add(topic.id);
    if (topic.id.startsWith('custom-')) problems.push(`${topic.id}: default topic ids must not start with custom-`);
  }
  return problems;
}

export function indexTopics(topics: TopicFile[]): TopicCatalogue {
  return { topics, byId: new Map(topics.map((topic) => [topic.id, topic])) };
}
