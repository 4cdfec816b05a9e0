import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectsOf, testFilesIn } from '../test-projects.config';

const root = new URL('..', import.meta.url).pathname;

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the Vitest projects', () => {
  it('put every test file of the repository in exactly one project', () => {
    const files = ['src', 'content', 'scripts'].flatMap(testFiles);
    expect(files.length).toBeGreaterThan(100);
    const misplaced = files
      .map((file) => ({ file, projects: projectsOf(file) }))
      .filter(({ projects }) => projects.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it('state a folder without its subfolders, or with them', () => {
    expect(projectsOf('src/server/main.test.ts')).toEqual(['integration']);
    expect(projectsOf('src/server/tutor/builtin/partner-turn.test.ts')).toEqual(['unit']);
    expect(projectsOf('src/server/modules/review/review-routes.test.ts')).toEqual(['integration']);
    expect(projectsOf('src/server/new-folder/a.test.ts')).toEqual([]);
    expect(testFilesIn('integration')).toContain('src/server/*.test.{ts,tsx}');
    expect(testFilesIn('web')).toEqual(['src/web/**/*.test.{ts,tsx}']);
  });
});
