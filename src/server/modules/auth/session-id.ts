import { createHash } from 'node:crypto';

/** Sessions are stored and announced by their id's hash: a leaked row or event cannot be replayed as a cookie. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}
