// PGlite takes no lock on its directory, and two processes writing one data dir each see only their own writes and
// corrupt its indexes. So the embedded database gets one owner: an exclusive lock file beside the directory
// (`<dir>.lock`, so PGlite's own directory stays as initdb wants it) holding the owner's pid, taken before PGlite
// opens and removed when it closes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A takeover guard older than this was left by a process that died while taking over. */
const ABANDONED_GUARD_MS = 10_000;
const ATTEMPTS = 20;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Charla process (pid ${ownerPid}). ` +
        'Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL for several processes).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  /** The kernel's start time of the process, so a reused pid is not mistaken for the owner. */
  startTime: string | null;
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Takes the data dir's lock, or throws DataDirLockedError naming the live owner. A dead owner's lock is taken over. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockPath = `${dataDir}.lock`;
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (tryCreate(lockPath, me)) return ownedLock(lockPath, me);
    const owner = readOwner(lockPath);
    if (owner && isAlive(owner)) throw new DataDirLockedError(dataDir, owner.pid);
    takeOverStale(lockPath, owner);
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands.`);
}

function tryCreate(lockPath: string, me: LockOwner): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, JSON.stringify(me));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function readOwner(lockPath: string): LockOwner | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number')
      return { pid: parsed.pid, host: String(parsed.host ?? ''), startTime: parsed.startTime ?? null };
  } catch {
    // A lock written halfway by a process that died at that moment: treated as abandoned below.
  }
  return null;
}

function isAlive(owner: LockOwner): boolean {
  // A lock from another machine (a shared network disk) cannot be checked, so it is respected.
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const startTime = processStartTime(owner.pid);
  return owner.startTime === null || startTime === null || startTime === owner.startTime;
}

/**
 * Removes a dead owner's lock. Two processes may find the same stale lock at once: a guard directory (mkdir is
 * atomic) lets one of them remove it, and only if it still holds the dead owner it saw, so a lock just taken by the
 * other is never deleted.
 */
function takeOverStale(lockPath: string, seen: LockOwner | null): void {
  const guard = `${lockPath}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    removeAbandonedGuard(guard);
    waitBriefly();
    return;
  }
  try {
    const current = readOwner(lockPath);
    const unchanged =
      current === null
        ? seen === null
        : seen !== null && current.pid === seen.pid && current.startTime === seen.startTime;
    if (unchanged) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

function removeAbandonedGuard(guard: string): void {
  try {
    if (Date.now() - fs.statSync(guard).mtimeMs > ABANDONED_GUARD_MS)
      fs.rmSync(guard, { recursive: true, force: true });
  } catch {
    // Already gone.
  }
}

function waitBriefly(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
}

function ownedLock(lockPath: string, me: LockOwner): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    const owner = readOwner(lockPath);
    if (owner?.pid === me.pid && owner.startTime === me.startTime) fs.rmSync(lockPath, { force: true });
  };
  // Also on process.exit() without a close: a lock left behind would only be taken over, but is noise.
  process.on('exit', release);
  return { path: lockPath, release };
}

/** Field 22 of /proc/<pid>/stat (Linux); null where there is no /proc. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
