import { fileURLToPath } from 'node:url';

/** Where the shipped course lives: two folders up from both src/server/ and dist/server/. */
export function defaultContentDir(fromUrl: string): string {
  return fileURLToPath(new URL('../../content', fromUrl));
}
