// A small filesystem of its own for the disk-full tests: a tmpfs mounted on a temporary directory. Mounting needs
// root (CI runs as root), and some containers refuse it even then, so where it cannot be made the tests are skipped
// with the reason, under CI too: nothing else can fill a disk without filling the machine's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallFilesystem {
  dir: string;
  unmount: () => void;
}

/** Mounts a tmpfs of sizeMb, or returns the one-line reason it cannot be done here. */
export function mountSmallFilesystem(sizeMb: number): SmallFilesystem | string {
  if (process.platform !== 'linux') return 'mounting a tmpfs needs Linux';
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-small-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { encoding: 'utf8' });
  if (mounted.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return `mount -t tmpfs failed here (${(mounted.stderr || mounted.error?.message || '').trim()})`;
  }
  return {
    dir,
    unmount: () => {
      spawnSync('umount', ['-l', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes a filler file that leaves about leaveBytes free on dir's filesystem; returns its path. */
export function fillDisk(dir: string, leaveBytes: number): string {
  const filler = path.join(dir, `filler-${process.pid}-${Date.now()}`);
  const stats = fs.statfsSync(dir);
  let remaining = stats.bavail * stats.bsize - leaveBytes;
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(filler, 'w');
  try {
    while (remaining > 0) {
      remaining -= fs.writeSync(fd, chunk, 0, Math.min(chunk.length, remaining));
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}
