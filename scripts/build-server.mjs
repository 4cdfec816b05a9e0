// Bundles the server's TypeScript into dist/server/main.js; npm packages stay external (installed by npm ci).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // The `@/` alias comes from tsconfig.json paths, which esbuild reads.
  tsconfig: 'tsconfig.json',
});
console.log('server built: dist/server/main.js');
