import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-lock-'));
  dataDir = path.join(root, 'pglite');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

const lockFile = () => `${dataDir}.lock`;
const owner = () => JSON.parse(fs.readFileSync(lockFile(), 'utf8')) as { pid: number; host: string };

describe('the data dir lock', () => {
  it('records the owner, refuses a second owner naming the directory and pid, and frees the dir on release', () => {
    const lock = lockDataDir(dataDir);
    expect(owner()).toMatchObject({ pid: process.pid, host: os.hostname() });

    const second = (() => {
      try {
        lockDataDir(dataDir);
      } catch (error) {
        return error;
      }
    })();
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(dataDir);
    expect((second as Error).message).toContain(`pid ${process.pid}`);

    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('takes over the lock of a process that died without releasing it', () => {
    const pid = deadPid();
    fs.writeFileSync(lockFile(), JSON.stringify({ pid, host: os.hostname(), startTime: '1' }));
    const lock = lockDataDir(dataDir);
    expect(owner().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (started later than the owner)', () => {
    // Our own parent is alive, but its start time is not the one recorded: the pid was reused.
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, host: os.hostname(), startTime: 'long ago' }));
    const lock = lockDataDir(dataDir);
    expect(owner().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock left half-written, and respects a lock held from another host', () => {
    fs.writeFileSync(lockFile(), '{"pi');
    lockDataDir(dataDir).release();

    fs.writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), host: 'another-machine', startTime: null }));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it('respects a live owner whose start time could not be read', () => {
    const live = { pid: process.ppid, host: os.hostname(), startTime: null };
    fs.writeFileSync(lockFile(), JSON.stringify(live));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(owner()).toMatchObject({ pid: process.ppid });
  });
});
