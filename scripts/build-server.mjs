// Bundles the server's TypeScript into dist/server/server.js, and its entry dist/server/main.js, which holds V8's
// young generation small before it imports the server (src/server/built-entry.ts); npm packages stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

const OUTFILE = 'dist/server/server.js';
const ENTRY = 'dist/server/main.js';
const WORKER = 'dist/server/language-thread-worker.js';

await build({
  entryPoints: ['src/server/built-entry.ts'],
  outfile: ENTRY,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  charset: 'ascii',
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
});

// The server and the language thread's entry (src/server/language-thread), which the server starts from its
// own folder: dist/server/language-thread-worker.js.
await build({
  entryPoints: {
    server: 'src/server/main.ts',
    'language-thread-worker': 'src/server/language-thread/language-thread-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // V8 keeps every script's source in memory (docs/ARCHITECTURE.md#memory): without comments and indentation the
  // bundle's copy is half the size. Names stay, so stack traces read as before.
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  logLevel: 'warning',
  // The `@/` alias comes from tsconfig.json paths, which esbuild reads.
  tsconfig: 'tsconfig.json',
});

// A source with one character above U+00FF is held two bytes a character. esbuild escapes strings and names but
// leaves regular-expression literals as written, where `’`, `“` or `…` still occur; `\uXXXX` means the same there.
for (const file of [OUTFILE, WORKER]) {
  const source = fs.readFileSync(file, 'utf8');
  const escaped = source.replace(
    /[\u0100-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (escaped !== source) fs.writeFileSync(file, escaped);
}
console.log('server built: dist/server/main.js (entry), dist/server/server.js, dist/server/language-thread-worker.js');
