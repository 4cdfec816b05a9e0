// npm run check:function-length [-- PATH ...]
//
// Lists every function in server logic with more than 60 lines of its own (nested functions, blank lines and
// comment-only lines not counted) and exits 1 when there is one. Without paths it checks all of src/server. Tests
// and testing/ folders are not logic and are not checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { longFunctions } from './function-length/function-length';

const LIMIT = 60;
const DEFAULT_ROOT = 'src/server';
const DEFAULT_EXCLUDED: string[] = [];

function isLogicFile(path: string): boolean {
  return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.d.ts');
}

function logicFiles(path: string, excluded: string[]): string[] {
  if (excluded.includes(path)) return [];
  if (!statSync(path).isDirectory()) return isLogicFile(path) ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && (entry.name === 'testing' || entry.name === 'node_modules')))
    .flatMap((entry) => logicFiles(join(path, entry.name), excluded));
}

const named = process.argv.slice(2).map((path) => relative('.', path).replace(/\/$/, ''));
const files =
  named.length > 0 ? named.flatMap((path) => logicFiles(path, [])) : logicFiles(DEFAULT_ROOT, DEFAULT_EXCLUDED);
const offenders = files.flatMap((file) =>
  longFunctions(file, readFileSync(file, 'utf8'), LIMIT).map((found) => ({ file, ...found })),
);
for (const { file, line, name, ownLines } of offenders.sort((a, b) => b.ownLines - a.ownLines)) {
  console.log(`${file}:${line}  ${name}  ${ownLines} lines`);
}
console.log(`${offenders.length} function(s) over ${LIMIT} lines of their own in ${files.length} files`);
if (offenders.length > 0) process.exitCode = 1;
