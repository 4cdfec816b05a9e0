import type { z } from 'zod';

/**
 * Parses the files of content/tutor/ one by one and keeps every problem, each naming its file and place, so the one
 * CatalogueError its caller throws lists them all rather than the first.
 */
export function tutorFileParser(): {
  parse: <T extends z.ZodType>(file: string, schema: T, value: unknown) => z.infer<T> | undefined;
  problems: string[];
} {
  const problems: string[] = [];
  const parse = <T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> | undefined => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    problems.push(
      ...result.error.issues.map((issue) => `content/tutor/${file} ${issue.path.join('.')}: ${issue.message}`),
    );
    return undefined;
  };
  return { parse, problems };
}
