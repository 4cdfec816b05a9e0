// Which Vitest project runs a test file, stated by the folder it sits in (docs/ARCHITECTURE.md#tests):
// `folder/**` is the folder and everything below it, `folder/*` its own files only. vitest.config.ts builds each
// project's include from this table, and test-projects.test.ts checks that every test file is in exactly one.

export type TestProject = 'unit' | 'web' | 'integration';

export const TEST_PROJECT_FOLDERS: Record<TestProject, readonly string[]> = {
  // Pure code and in-memory engines: no database, run once.
  unit: [
    'src/domain/**',
    'src/contract/**',
    'src/server/tutor/**',
    'src/server/language/**',
    'src/server/content/**',
    'src/testing/**',
    'content/**',
    'scripts/**',
  ],
  // Components and screens in jsdom.
  web: ['src/web/**'],
  // The server on a real database (PGlite, or DATABASE_URL).
  integration: [
    'src/server/*',
    'src/server/db/**',
    'src/server/fuzz/**',
    'src/server/language-thread/**',
    'src/server/limits/**',
    'src/server/metrics/**',
    'src/server/modules/**',
    'src/server/payments/**',
    'src/server/plugins/**',
    'src/server/session-events/**',
    'src/server/testing/**',
  ],
};

/** A project's include globs: its folders' `*.test.ts` and `*.test.tsx` files. */
export function testFilesIn(project: TestProject): string[] {
  return TEST_PROJECT_FOLDERS[project].map((folder) =>
    folder.endsWith('/**') ? `${folder}/*.test.{ts,tsx}` : `${folder.slice(0, -2)}/*.test.{ts,tsx}`,
  );
}

/** Whether a repository-relative path sits in one of the folders of the table's form. */
export function isInFolder(path: string, folder: string): boolean {
  if (folder.endsWith('/**')) return path.startsWith(folder.slice(0, -2));
  return path.slice(0, path.lastIndexOf('/') + 1) === folder.slice(0, -1);
}

/** The projects whose folders hold a test file: exactly one for every test file. */
export function projectsOf(path: string): TestProject[] {
  return (Object.keys(TEST_PROJECT_FOLDERS) as TestProject[]).filter((project) =>
    TEST_PROJECT_FOLDERS[project].some((folder) => isInFolder(path, folder)),
  );
}
