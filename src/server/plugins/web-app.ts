import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Finds the built web app (dist/web) from wherever this module runs; null when it has not been built. */
export function findWebRoot(start = path.dirname(fileURLToPath(import.meta.url))): string | null {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'dist', 'web');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * Serves the built single-page app: hashed assets cached for a year, HTML never cached, and every
 * unknown non-API GET answered with index.html so the client router shows the screen (or its 404 page).
 */
export async function webAppPlugin(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    index: ['index.html'],
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
}
