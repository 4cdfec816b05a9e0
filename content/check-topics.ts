/**
 * Checks default topic files while writing them: `npm run content:check-topics [file-name-part]`.
 * Validates each file against the schema and the spell check; with no argument, also the whole set.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glossProblems } from '@/server/content/gloss-check';
import { parseTopicFile, topicCatalogueProblems } from '@/server/content/topic-catalogue';
import type { TopicFile } from '@/server/content/topic-file-schema';
import { createSpellChecker, topicStrings } from './spell-check';

const contentDir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
const dir = join(contentDir, 'topics');
const problems: string[] = [];
const topics: TopicFile[] = [];
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json') && (!filter || name.includes(filter)))
  .sort()) {
  const result = parseTopicFile(join(dir, file));
  if ('problems' in result) problems.push(...result.problems);
  else topics.push(result.topic);
}
if (!filter) problems.push(...topicCatalogueProblems(topics));
// A keyword glossed with the wrong kind of word (a verb as a noun) would be taught by the partner.
problems.push(
  ...glossProblems(
    topics.flatMap((topic) =>
      topic.plan.keywords.map((keyword, k) => ({
        where: `topics/${topic.id} keywords.${k}`,
        es: keyword.es,
        en: keyword.en,
      })),
    ),
  ),
);
const checker = createSpellChecker(join(contentDir, 'spelling-allowlist.json'));
for (const { where, word, text } of checker.check(topics.flatMap(topicStrings)))
  problems.push(`spelling ${where}: "${word}" in "${text}"`);

console.log(`${topics.length} topics checked`);
if (problems.length > 0) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
} else {
  console.log('No problems found.');
}
