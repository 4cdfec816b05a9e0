import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Level } from '@/contract/common';
import { EXERCISE_TYPES, exerciseTypesOfLevel, lessonTypeSchema } from '@/contract/lessons';
import { LEVELS } from '@/domain/levels';
import { CatalogueError } from './catalogue-error';
import { lessonFileSchema, MIN_LESSONS_PER_LEVEL, type CatalogueLesson } from './lesson-file-schema';

/** The course, ordered by level then order, with lookups the lessons service needs. */
export interface Catalogue {
  lessons: readonly CatalogueLesson[];
  byId: ReadonlyMap<string, CatalogueLesson>;
  byLevel: Readonly<Record<Level, readonly CatalogueLesson[]>>;
}

/** Reads and validates every lesson file; throws one CatalogueError naming every problem found. */
export function loadCatalogue(contentDir: string): Catalogue {
  const problems: string[] = [];
  const lessons: CatalogueLesson[] = [];
  for (const level of LEVELS) {
    const dir = join(contentDir, 'lessons', level);
    let files: string[];
    try {
      files = readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort();
    } catch {
      problems.push(`${dir}: missing`);
      continue;
    }
    for (const file of files) {
      const path = join(dir, file);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        problems.push(`${path}: ${(error as Error).message}`);
        continue;
      }
      const parsed = lessonFileSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push(`${path} ${issue.path.join('.')}: ${issue.message}`);
        continue;
      }
      if (parsed.data.level !== level)
        problems.push(`${path}: level is ${parsed.data.level} but the file is in ${level}/`);
      if (!file.startsWith(`${String(parsed.data.order).padStart(2, '0')}-`))
        problems.push(`${path}: order ${parsed.data.order} does not match the file name`);
      lessons.push(parsed.data);
    }
  }
  problems.push(...catalogueProblems(lessons));
  if (problems.length > 0) throw new CatalogueError(`The lesson catalogue is invalid:\n- ${problems.join('\n- ')}`);
  return indexCatalogue(lessons);
}

/** Whole-course rules: unique ids, contiguous order, and each level covering every lesson, section and exercise type. */
export function catalogueProblems(lessons: readonly CatalogueLesson[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const lesson of lessons) {
    if (seen.has(lesson.id)) problems.push(`duplicate lesson id ${lesson.id}`);
    seen.add(lesson.id);
  }
  for (const level of LEVELS) {
    const inLevel = lessons.filter((lesson) => lesson.level === level);
    if (inLevel.length < MIN_LESSONS_PER_LEVEL)
      problems.push(`${level}: ${inLevel.length} lessons, at least ${MIN_LESSONS_PER_LEVEL} needed`);
    const orders = inLevel.map((lesson) => lesson.order).sort((a, b) => a - b);
    if (orders.some((order, index) => order !== index + 1))
      problems.push(`${level}: lesson orders must run 1..${inLevel.length}, found ${orders.join(',')}`);
    const missing = (kind: string, wanted: readonly string[], found: Set<string>) => {
      const absent = wanted.filter((value) => !found.has(value));
      if (absent.length > 0) problems.push(`${level}: no ${kind} of type ${absent.join(', ')}`);
    };
    missing('lesson', lessonTypeSchema.options, new Set(inLevel.map((lesson) => lesson.type)));
    missing(
      'section',
      lessonTypeSchema.options,
      new Set(inLevel.flatMap((lesson) => lesson.sections.map((section) => section.type))),
    );
    const exerciseTypes = new Set(inLevel.flatMap((lesson) => lesson.exercises.map((exercise) => exercise.type)));
    const levelTypes = exerciseTypesOfLevel(level);
    missing('exercise', levelTypes, exerciseTypes);
    const outOfLevel = EXERCISE_TYPES.filter((type) => exerciseTypes.has(type) && !levelTypes.includes(type));
    if (outOfLevel.length > 0)
      problems.push(`${level}: exercises of type ${outOfLevel.join(', ')} belong to other levels`);
  }
  return problems;
}

export function indexCatalogue(lessons: CatalogueLesson[]): Catalogue {
  const levelRank = (level: Level) => LEVELS.indexOf(level);
  const ordered = [...lessons].sort((a, b) => levelRank(a.level) - levelRank(b.level) || a.order - b.order);
  const byLevel = Object.fromEntries(
    LEVELS.map((level) => [level, ordered.filter((lesson) => lesson.level === level)]),
  ) as Record<Level, CatalogueLesson[]>;
  return { lessons: ordered, byId: new Map(ordered.map((lesson) => [lesson.id, lesson])), byLevel };
}
