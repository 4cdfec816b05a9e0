/**
 * Checks lesson files while writing them: `npm run content:check [level]`; without a level also the placement bank
 * (content/placement/*.json: schema, whole-bank rules and spelling).
 * Validates each file against the schema, the level's coverage rules, the spell check, the English glosses and the
 * grammar sequence (a lesson uses only points earlier lessons introduce: docs/recipes/add-a-lesson.md#grammar).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { levelSchema } from '@/contract/common';
import { LEVELS } from '@/domain/levels';
import { catalogueProblems } from '@/server/content/lesson-catalogue';
import { lessonFileSchema, type CatalogueLesson } from '@/server/content/lesson-file-schema';
import { placementBankProblems, readPlacementFiles } from '@/server/content/placement-bank';
import { glossProblems, grammarSequenceProblems, readGrammarPoints } from './grammar-check';
import { catalogueStrings, createSpellChecker, placementStrings } from './spell-check';

const contentDir = fileURLToPath(new URL('.', import.meta.url));
const levels = process.argv[2] ? [levelSchema.parse(process.argv[2])] : LEVELS;
const problems: string[] = [];
const lessons: CatalogueLesson[] = [];

for (const level of levels) {
  const dir = join(contentDir, 'lessons', level);
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const path = join('lessons', level, file);
    try {
      const parsed = lessonFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (parsed.success) lessons.push(parsed.data);
      else for (const issue of parsed.error.issues) problems.push(`${path} ${issue.path.join('.')}: ${issue.message}`);
    } catch (error) {
      problems.push(`${path}: ${(error as Error).message}`);
    }
  }
}
problems.push(...catalogueProblems(lessons).filter((problem) => levels.some((level) => problem.startsWith(level))));
const checker = createSpellChecker(join(contentDir, 'spelling-allowlist.json'));
for (const { where, word, text } of checker.check(lessons.flatMap(catalogueStrings))) {
  problems.push(`spelling ${where}: "${word}" in "${text}"`);
}

for (const lesson of lessons) problems.push(...glossProblems(lesson));
// The sequence is read over the whole course even when one level is checked: a level builds on the ones before it.
const course = levels.length === LEVELS.length ? lessons : readAllLessons();
const grammarPoints = readGrammarPoints(join(contentDir, 'grammar-points.json'));
problems.push(
  ...grammarSequenceProblems(course, grammarPoints).filter((problem) =>
    levels.some((level) => problem.startsWith(`${level}/`)),
  ),
);

// The placement bank (docs/product.md#placement) is checked with the whole course.
let placementItems = 0;
if (levels.length === LEVELS.length) {
  const placement = readPlacementFiles(contentDir);
  placementItems = placement.items.length;
  problems.push(...placement.problems, ...placementBankProblems(placement.items));
  for (const { where, word, text } of checker.check(placement.items.flatMap(placementStrings))) {
    problems.push(`spelling ${where}: "${word}" in "${text}"`);
  }
}

console.log(`${lessons.length} lessons checked (${levels.join(', ')})`);
if (placementItems > 0) console.log(`${placementItems} placement items checked`);
if (problems.length > 0) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
} else {
  console.log('No problems found.');
}

/** Every lesson that parses, for the sequence rule when only one level was asked for. */
function readAllLessons(): CatalogueLesson[] {
  return LEVELS.flatMap((level) => {
    const dir = join(contentDir, 'lessons', level);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((file) => {
        const parsed = lessonFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
        return parsed.success ? [parsed.data] : [];
      });
  });
}
