import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { vadAssets } from './scripts/vite-vad-assets';

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
  },
  server: {
    // `npm run dev`: Vite serves the web app with hot reload and forwards API and socket traffic.
    proxy: {
      '/api': { target: devApiTarget, changeOrigin: false },
      '/ws': { target: devApiTarget, ws: true },
    },
  },
});
