// Issue 19: Charla side by side with the template stack (Express 5 + express-session/connect-pg-simple +
// passport-local + Drizzle/pg + helmet) serving the same JSON, in one run of the shared driver
// (bench/peers/bench-side-by-side.mjs, vendored from the shared peers folder: it is copied to a temp dir and its own
// dependencies installed there, never into this repository's node_modules). Targets: GET /api/auth/user >= 3.0x, GET /api/lessons >= 2.0x, GET /api/health >= 4.0x the
// peer's median req/s, Charla's RSS after warm-up <= the peer's + 20 MB, and both apps answering the same bodies.
// Rounds and duration: BENCH_PEER_ROUNDS (2), BENCH_PEER_DURATION (6 s); another copy of the peer: CHARLA_PEERS_DIR.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './support.mjs';

const TARGETS = { '/api/auth/user': 3.0, '/api/lessons': 2.0, '/api/health': 4.0 };
const RSS_MARGIN_MB = 20;
const NAME = 'template-peer: Charla vs the express-template peer, side by side';
const TARGET = Object.entries(TARGETS)
  .map(([endpoint, ratio]) => `GET ${endpoint} >= ${ratio.toFixed(1)}x`)
  .concat(`RSS after warm-up <= peer + ${RSS_MARGIN_MB} MB`, 'identical bodies')
  .join(', ');

function peersSource() {
  return process.env.CHARLA_PEERS_DIR ?? path.resolve(ROOT, 'bench', 'peers');
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (${result.status})`);
}

/**
 * A copy of the peers with their dependencies installed, kept in the temp dir by the hash of the sources and lock
 * files, so a second run does not install again.
 */
function installedPeers(source) {
  const hash = createHash('sha256');
  const files = ['package-lock.json', 'bench-side-by-side.mjs', 'express-template/package-lock.json'];
  for (const file of files) hash.update(fs.readFileSync(path.join(source, file)));
  for (const file of fs.readdirSync(path.join(source, 'express-template', 'src')).sort()) {
    hash.update(fs.readFileSync(path.join(source, 'express-template', 'src', file)));
  }
  const dir = path.join(os.tmpdir(), `charla-template-peer-${hash.digest('hex').slice(0, 12)}`);
  const ready = path.join(dir, '.installed');
  if (fs.existsSync(ready)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(source, dir, { recursive: true, filter: (from) => !from.split(path.sep).includes('node_modules') });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  run(npm, ['ci', '--no-audit', '--no-fund'], dir);
  run(npm, ['ci', '--no-audit', '--no-fund'], path.join(dir, 'express-template'));
  fs.writeFileSync(ready, new Date().toISOString());
  return dir;
}

function runDriver(peersDir, outFile) {
  const rounds = process.env.BENCH_PEER_ROUNDS ?? '2';
  const duration = process.env.BENCH_PEER_DURATION ?? '6';
  const args = [
    path.join(peersDir, 'bench-side-by-side.mjs'),
    '--charla-dir',
    ROOT,
    '--rounds',
    rounds,
    '--duration',
    duration,
    '--out',
    outFile,
  ];
  return new Promise((resolve, reject) => {
    // The driver stops both servers by PID and drops its databases itself, also on SIGINT/SIGTERM.
    const child = spawn(process.execPath, args, { cwd: peersDir, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the side-by-side driver exited ${code}`)),
    );
  });
}

export async function templatePeer() {
  const source = peersSource();
  if (!fs.existsSync(path.join(source, 'bench-side-by-side.mjs'))) {
    return {
      name: NAME,
      skipped: `no peer at ${source} (bench/peers is missing; CHARLA_PEERS_DIR names another copy)`,
      figures: {},
      pass: true,
      target: TARGET,
    };
  }
  if (!fs.existsSync(path.join(ROOT, 'dist', 'server', 'main.js'))) throw new Error('Build first: npm run build');
  const peersDir = installedPeers(source);
  // The driver's raw figures (every round, CPU of the load generator too) stay in the temp dir for a closer look.
  const outFile = path.join(os.tmpdir(), `charla-template-peer-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await runDriver(peersDir, outFile);
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));

  const figures = {};
  let pass = true;
  for (const row of report.summary) {
    const target = TARGETS[row.endpoint];
    const bad = row.charlaBad + row.peerBad;
    figures[`GET ${row.endpoint}`] =
      `${Math.round(row.charlaRps)} vs ${Math.round(row.peerRps)} req/s = ${row.ratio.toFixed(2)}x (target ${target.toFixed(1)}x); ` +
      `CPU/request ${Math.round(row.charlaCpuUs)} vs ${Math.round(row.peerCpuUs)} µs, PostgreSQL ${Math.round(row.charlaPgCpuUs)} vs ${Math.round(row.peerPgCpuUs)} µs` +
      (bad > 0 ? `; ${bad} failed requests` : '');
    pass &&= row.ratio >= target && bad === 0;
  }
  const rss = report.rssAfterWarmup;
  figures['RSS after warm-up'] =
    `Charla ${rss.charla.toFixed(1)} MB, peer ${rss.peer.toFixed(1)} MB (target <= ${(rss.peer + RSS_MARGIN_MB).toFixed(1)} MB)`;
  pass &&= rss.charla <= rss.peer + RSS_MARGIN_MB;
  const differing = Object.entries(report.bodies).filter(([, body]) => !body.identical);
  figures['identical bodies'] = differing.length === 0 ? 'yes' : `NO: ${differing.map(([p]) => p).join(', ')}`;
  pass &&= differing.length === 0;
  figures['raw figures'] = outFile;
  figures.rounds = `${report.options.rounds} x ${report.options.duration} s, ${report.options.connections} connections, ${os.cpus().length} cores`;
  return { name: NAME, figures, pass, target: TARGET };
}
