import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'src/server/tutor/**/*.test.ts',
            'src/server/language/**/*.test.ts',
            'src/server/content/**/*.test.ts',
            'src/testing/**/*.test.ts',
            'content/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
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
          include: ['src/server/**/*.test.ts'],
          // The tutor engines, language helpers and content loaders need no database: they run once, in the unit project.
          exclude: ['src/server/tutor/**', 'src/server/language/**', 'src/server/content/**'],
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
