// docs/ARCHITECTURE.md#performance: initial route JS <= 150 KB gzip; no chunk over 500 kB. Reads the built dist/web.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './support.mjs';

const KB = 1024;

export async function webBundle() {
  const webRoot = path.join(ROOT, 'dist', 'web');
  const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  // What the browser must fetch before the first screen: the entry script and its preloaded imports.
  const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const initialGzip = initial.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(webRoot, file))).length,
    0,
  );
  const chunks = fs.readdirSync(path.join(webRoot, 'assets')).filter((file) => file.endsWith('.js'));
  const largest = chunks
    .map((file) => ({ file, bytes: fs.statSync(path.join(webRoot, 'assets', file)).size }))
    .sort((a, b) => b.bytes - a.bytes)[0];
  return {
    name: 'web bundle: initial route JS and largest chunk',
    figures: {
      'initial JS files': initial.join(', '),
      'initial JS gzip KB': (initialGzip / KB).toFixed(1),
      'largest chunk': `${largest.file} ${(largest.bytes / 1000).toFixed(1)} kB`,
      chunks: chunks.length,
    },
    pass: initialGzip <= 150 * KB && largest.bytes <= 500_000,
    target: 'initial JS <= 150 KB gzip, every chunk <= 500 kB',
  };
}
