import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which isolated modules cannot import).
const ARGON2ID = 2;

// OWASP's Argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the username does not exist, so an unknown user costs the same time as a
 * wrong password and the response time does not reveal which usernames exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('charla-dummy-password-for-timing');
  return dummyHash;
}
