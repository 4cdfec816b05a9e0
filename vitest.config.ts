import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testFilesIn } from './test-projects.config.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Each project's folders are stated in test-projects.config.ts; every test file is in exactly one.
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: testFilesIn('unit'),
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: testFilesIn('web'),
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup.ts'],
          // A whole screen rendered in jsdom takes seconds on a loaded 2-core machine; 5 s made CI flaky.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: testFilesIn('integration'),
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          // One migrated database per worker, shared by that worker's test files (see testing/test-db.ts).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
