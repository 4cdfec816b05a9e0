// The embedded database writes into DATA_DIR, and PostgreSQL cannot finish a WAL write on a full disk (see
// database-fatal.ts). Free space is therefore watched before it runs out: readiness reports it below a warning
// level, so a load balancer or an operator sees it coming, and start-up refuses below a minimum.
import fs from 'node:fs/promises';
import path from 'node:path';

const MB = 1024 * 1024;

export class DiskSpaceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiskSpaceError';
  }
}

/** Free megabytes (for an unprivileged user) on the filesystem holding dir, or its nearest existing parent. */
export async function freeMegabytes(dir: string): Promise<number> {
  const stats = await fs.statfs(await nearestExisting(dir));
  return Math.floor((stats.bavail * stats.bsize) / MB);
}

/** Start-up check: throws a DiskSpaceError naming the directory and the setting when below the minimum. */
export async function assertStartupDiskSpace(dataDir: string, minMb: number): Promise<void> {
  const free = await freeMegabytes(dataDir);
  if (free < minMb) {
    throw new DiskSpaceError(
      `Not enough free disk space for the embedded database: ${free} MB free in ${dataDir}, ` +
        `and DISK_FREE_MIN_MB asks for at least ${minMb} MB. Free some space there (or move DATA_DIR) and start again.`,
    );
  }
}

/** Readiness check: the reason to report when free space is below the warning level, else null. */
export function lowDiskSpaceCheck(dataDir: string, warnMb: number): () => Promise<string | null> {
  return async () => {
    const free = await freeMegabytes(dataDir);
    return free < warnMb ? `low disk space: ${free} MB free in the data directory (warning below ${warnMb} MB)` : null;
  };
}

async function nearestExisting(dir: string): Promise<string> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      await fs.access(current);
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}
