import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { vadAssets } from './scripts/vite-vad-assets.ts';

/** Web modules holding state in module scope (a store, a cache, listeners): they must exist once. */
const STATEFUL_MODULES =
  /src[\\/]web[\\/].*(voice-preferences|use-toast|use-spanish-voices|hands-free-preference|welcome-visit)\.tsx?$/;

const devApiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), vadAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 500,
    rollupOptions: {
      output: {
        // docs/ARCHITECTURE.md#performance: a screen is one request, not a dozen. The app shell is one chunk, and
        // the small modules screens share are copied into each screen's chunk rather than split into a file each:
        // a phone on a slow link pays a round trip per file. Modules that keep state in module scope are never
        // copied (two copies would disagree).
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 60_000, exclude: STATEFUL_MODULES },
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the web app with hot reload and forwards API and socket traffic.
    proxy: {
      '/api': { target: devApiTarget, changeOrigin: false },
      '/ws': { target: devApiTarget, ws: true },
    },
  },
});
