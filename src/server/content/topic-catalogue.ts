import { join } from 'node:path';
import { DEFAULT_TOPIC_COUNT } from '@/contract/topics';
import { CatalogueError } from './catalogue-error';
import { parseJsonContentFile, readJsonContentDir } from './json-content-files';
import { topicFileSchema, type TopicFile } from './topic-file-schema';

/** The curated default topics shared by every learner, in file order. */
export interface TopicCatalogue {
  topics: readonly TopicFile[];
  byId: ReadonlyMap<string, TopicFile>;
}

/** Reads and validates content/topics/*.json; throws one CatalogueError naming every problem. */
export function loadTopicCatalogue(contentDir: string): TopicCatalogue {
  const { files, problems } = readJsonContentDir(join(contentDir, 'topics'), topicFileSchema);
  const topics: TopicFile[] = [];
  for (const { file, path, data: topic } of files) {
    if (!file.endsWith(`-${topic.id}.json`)) problems.push(`${path}: id ${topic.id} does not match the file name`);
    topics.push(topic);
  }
  problems.push(...topicCatalogueProblems(topics));
  if (problems.length > 0) throw new CatalogueError(`The default topics are invalid:\n- ${problems.join('\n- ')}`);
  return indexTopics(topics);
}

export function parseTopicFile(path: string): { topic: TopicFile } | { problems: string[] } {
  const result = parseJsonContentFile(path, topicFileSchema);
  return 'problems' in result ? result : { topic: result.data };
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
