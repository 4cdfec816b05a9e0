import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { correctSpanish } from './builtin-corrector';

/**
 * Precision on real, correct Spanish: every Spanish line the course ships (lesson sections, topic plans, the
 * partner's phrases) must come back unchanged. A rule that fires here would "correct" a learner who is right.
 */

const CONTENT = fileURLToPath(new URL('../../../../../content', import.meta.url));
const SPANISH_KEYS = new Set(['spanish', 'es', 'form']);

function spanishLines(value: unknown, where: string, key: string, out: { where: string; text: string }[]): void {
  if (typeof value === 'string') {
    if (SPANISH_KEYS.has(key)) out.push({ where, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => spanishLines(item, `${where}.${index}`, key, out));
  } else if (value && typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) spanishLines(item, `${where}.${child}`, child, out);
  }
}

function jsonFiles(dir: string): string[] {
  return readdirSync(join(CONTENT, dir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
}

describe('the built-in corrector on the course content', () => {
  it('leaves every Spanish line of the lessons, topics and tutor phrases unchanged', () => {
    const files = [
      ...['beginner', 'intermediate', 'advanced'].flatMap((level) => jsonFiles(join('lessons', level))),
      ...jsonFiles('topics'),
      ...jsonFiles('tutor'),
    ];
    const lines: { where: string; text: string }[] = [];
    for (const file of files) {
      const parsed = JSON.parse(readFileSync(join(CONTENT, file), 'utf8')) as { sections?: unknown };
      // Lesson exercises hold blanks and deliberately wrong options; only their sections are model Spanish.
      spanishLines(file.startsWith('lessons') ? parsed.sections : parsed, file, '', lines);
    }
    expect(lines.length).toBeGreaterThan(1000);
    const changed = lines
      .map(({ where, text }) => ({ where, text, changes: correctSpanish(text).changes }))
      .filter(({ changes }) => changes.length > 0)
      .map(
        ({ where, text, changes }) =>
          `${where}: "${text}" → ${changes.map((change) => `"${change.corrected}"`).join(', ')}`,
      );
    expect(changed).toEqual([]);
  }, 120_000); // Every line of 100 lessons through every rule: 10-20 s quiet, far more on a busy 2-core machine.
});
