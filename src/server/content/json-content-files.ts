import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/** Parses one content file with its schema; a problem names the file and the field, as the content check prints it. */
export function parseJsonContentFile<T>(path: string, schema: z.ZodType<T>): { data: T } | { problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { problems: [`${path}: ${(error as Error).message}`] };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  return { problems: parsed.error.issues.map((issue) => `${path} ${issue.path.join('.')}: ${issue.message}`) };
}

/**
 * Every `*.json` file of a content directory, in name order, parsed with its schema. Files that do not parse are
 * left out and their problems collected, so one run of the content check names them all.
 */
export function readJsonContentDir<T>(
  dir: string,
  schema: z.ZodType<T>,
): { files: { file: string; path: string; data: T }[]; problems: string[] } {
  const problems: string[] = [];
  const files: { file: string; path: string; data: T }[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    problems.push(`${dir}: missing`);
  }
  for (const file of names) {
    const path = join(dir, file);
    const result = parseJsonContentFile(path, schema);
    if ('problems' in result) problems.push(...result.problems);
    else files.push({ file, path, data: result.data });
  }
  return { files, problems };
}
