#!/usr/bin/env node
// Scores a corrector's outputs on the learner-corpus development set. Node 20, no dependencies.
//
//   node score.mjs OUTPUTS.jsonl [DATA.jsonl]
//
// OUTPUTS.jsonl: one {"id": ..., "output": "corrected sentence"} per line. DATA.jsonl defaults to dev.jsonl
// next to this file. An item with no output line counts as returned unchanged (and is reported as missing).
// Prints: exact match, unchanged rate, false alarms on the sentences the annotators left unchanged, and
// edit-level precision, recall and F0.5, overall and per category. See README.md.
//
// Copied from the learner corpus (see README.md here: COWS-L2H, Apache License 2.0). Changed by Charla: scoreAll
// is exported, so npm run eval:corrector (scripts/eval-corrector.ts) scores in the same process. Nothing else differs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// ---- scoring core: tokens, word alignment, edits, P/R/F0.5
const TOKEN_RE = /[\p{L}\p{N}_]+(?:['\-][\p{L}\p{N}_]+)*|[^\p{L}\p{N}_\s]/gu;
/** What exact match compares: NFC, runs of whitespace collapsed to one space, trimmed. */
const norm = (s) => String(s ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
/** Words and punctuation marks, each its own token ("Mi", "hermano", "está", "."). */
const tokens = (s) => String(s ?? '').normalize('NFC').match(TOKEN_RE) || [];
const isPunct = (t) => !/^[\p{L}\p{N}_]/u.test(t);
const fold = (t) => t.toLowerCase().normalize('NFD').replace(/\p{Mn}/gu, '');

// Similarity of two words: 2 * matched characters / total characters, matched characters found as the
// longest common block, then recursively left and right of it.
function matchedChars(a, b) {
  const pos = new Map();
  for (let j = 0; j < b.length; j++) (pos.get(b[j]) || pos.set(b[j], []).get(b[j])).push(j);
  const longest = (alo, ahi, blo, bhi) => {
    let bi = alo, bj = blo, size = 0, j2len = new Map();
    for (let i = alo; i < ahi; i++) {
      const next = new Map();
      for (const j of pos.get(a[i]) || []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) || 0) + 1;
        next.set(j, k);
        if (k > size) { bi = i - k + 1; bj = j - k + 1; size = k; }
      }
      j2len = next;
    }
    return [bi, bj, size];
  };
  let total = 0;
  const queue = [[0, a.length, 0, b.length]];
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop();
    const [i, j, k] = longest(alo, ahi, blo, bhi);
    if (!k) continue;
    total += k;
    if (alo < i && blo < j) queue.push([alo, i, blo, j]);
    if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
  }
  return total;
}
const charRatio = (x, y) => {
  const a = [...fold(x)], b = [...fold(y)];
  return a.length + b.length ? (2.0 * matchedChars(a, b)) / (a.length + b.length) : 1.0;
};
const subCost = (x, y) => (x === y ? 0 : fold(x) === fold(y) ? 0.4 : 0.5 + 1.49 * (1.0 - charRatio(x, y)));

// Weighted word-level Levenshtein alignment: a case- or accent-only change costs 0.4, similar words
// substitute cheaply, a deletion or insertion costs 1.
function align(src, tgt) {
  const n = src.length, m = tgt.length;
  const cost = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(Infinity));
  const back = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(null));
  cost[0][0] = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const c = cost[i][j];
      if (c === Infinity) continue;
      if (i < n && j < m) {
        const sc = subCost(src[i], tgt[j]);
        const nc = c + sc;
        if (nc < cost[i + 1][j + 1] - 1e-9) { cost[i + 1][j + 1] = nc; back[i + 1][j + 1] = sc === 0 ? 'M' : 'S'; }
      }
      if (i < n && c + 1 < cost[i + 1][j] - 1e-9) { cost[i + 1][j] = c + 1; back[i + 1][j] = 'D'; }
      if (j < m && c + 1 < cost[i][j + 1] - 1e-9) { cost[i][j + 1] = c + 1; back[i][j + 1] = 'I'; }
    }
  }
  const ops = [];
  let i = n, j = m;
  while (i > 0 || j > 0) {
    const op = back[i][j];
    if (op === 'M' || op === 'S') { ops.push([op, i - 1, i, j - 1, j]); i--; j--; }
    else if (op === 'D') { ops.push(['D', i - 1, i, j, j]); i--; }
    else { ops.push(['I', i, i, j - 1, j]); j--; }
  }
  return ops.reverse();
}

const sortedFold = (ws) => ws.map(fold).sort();
const sameList = (a, b) => a.length === b.length && a.every((x, k) => x === b[k]);

/**
 * Edits from src to tgt as [start, end, replacement tokens], spans in source token indices. A run of
 * one-to-one substitutions is one edit per word; a run with an insertion or deletion is one edit; a word moved
 * within three tokens is one word-order edit.
 */
function edits(src, tgt) {
  if (sameList(src, tgt)) return [];
  const runs = [];
  let cur = [];
  for (const op of align(src, tgt)) {
    if (op[0] === 'M') { if (cur.length) { runs.push(cur); cur = []; } }
    else cur.push(op);
  }
  if (cur.length) runs.push(cur);
  const spans = [];
  for (const run of runs) {
    const i1 = run[0][1], i2 = run[run.length - 1][2], j1 = run[0][3], j2 = run[run.length - 1][4];
    const onlySubs = run.every((op) => op[0] === 'S');
    const sameWords = sameList(sortedFold(src.slice(i1, i2)), sortedFold(tgt.slice(j1, j2)));
    if (onlySubs && !(run.length > 1 && sameWords)) for (const op of run) spans.push([op[1], op[2], op[3], op[4]]);
    else spans.push([i1, i2, j1, j2]);
  }
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let a = 0; a < spans.length; a++) {
      for (let b = a + 1; b < spans.length; b++) {
        const A = spans[a], B = spans[b];
        if (B[0] - A[1] > 3) break;
        const inter = (x, y) => { const s = new Set(x.map(fold)); return y.some((t) => s.has(fold(t))); };
        const moved = inter(src.slice(A[0], A[1]), tgt.slice(B[2], B[3])) || inter(src.slice(B[0], B[1]), tgt.slice(A[2], A[3]));
        if (moved && sameList(sortedFold(src.slice(A[0], B[1])), sortedFold(tgt.slice(A[2], B[3])))) {
          spans[a] = [A[0], B[1], A[2], B[3]];
          spans.splice(b, 1);
          merged = true;
          break outer;
        }
      }
    }
  }
  return spans.map((s) => [s[0], s[1], tgt.slice(s[2], s[3])]);
}
const editKey = (e) => `${e[0]}:${e[1]}:${e[2].join('\u0001')}`;

/** Precision, recall and F-beta (beta 0.5: precision weighs twice as much as recall); 1.0 where nothing was due. */
function prf(tp, fp, fn, beta = 0.5) {
  const p = tp + fp ? tp / (tp + fp) : 1.0;
  const r = tp + fn ? tp / (tp + fn) : 1.0;
  const b2 = beta * beta;
  const f = p + r ? ((1 + b2) * p * r) / (b2 * p + r) : 0.0;
  return [p, r, f];
}
const greater = (a, b) => { for (let x = 0; x < a.length; x++) if (a[x] !== b[x]) return a[x] > b[x]; return false; };
const overlaps = ([s1, e1], [s2, e2]) => (s1 === e1 || s2 === e2 ? s1 <= e2 && s2 <= e1 : s1 < e2 && s2 < e1);

/**
 * Score a list of {item, output} in order. An item whose category is 'none' is a sentence the annotators left
 * unchanged (accept = [input]). Returns the totals and the per-category table (categories of reference 1).
 */
export function scoreAll(rows) {
  const t = { err: 0, ok: 0, exact: 0, untouched: 0, falseAlarms: 0, tp: 0, fp: 0, fn: 0, goldMismatch: 0 };
  const cats = {};
  const cat = (c) => (cats[c] ??= { gold: 0, tp: 0, fp: 0, fn: 0, sentences: 0, exact: 0 });
  const perItem = [];
  for (const { item, output } of rows) {
    const src = tokens(item.input), out = tokens(output);
    const unchangedItem = item.category === 'none';
    const refs = unchangedItem ? [src] : item.accept.map(tokens);
    const sys = edits(src, out);
    const sysKeys = new Set(sys.map(editKey));
    const changed = norm(output) !== norm(item.input);
    const exact = !unchangedItem && item.accept.some((a) => norm(a) === norm(output));
    // the reference giving the best running F0.5 (ties: more TP, fewer FP, fewer FN, earlier reference)
    let best = null;
    refs.forEach((ref, k) => {
      const gold = new Set(edits(src, ref).map(editKey));
      let tp = 0;
      for (const e of sysKeys) if (gold.has(e)) tp++;
      const fp = sysKeys.size - tp, fn = gold.size - tp;
      const f = prf(t.tp + tp, t.fp + fp, t.fn + fn)[2];
      const key = [f, tp, -fp, -fn, -k];
      if (!best || greater(key, best.key)) best = { key, tp, fp, fn };
    });
    t.tp += best.tp; t.fp += best.fp; t.fn += best.fn;
    if (unchangedItem) {
      t.ok++;
      if (changed) t.falseAlarms++;
      const c = cat('none');
      c.sentences++;
      c.fp += sys.length;
      if (!changed) c.exact++;
    } else {
      t.err++;
      if (exact) t.exact++;
      if (!changed) t.untouched++;
      // per category, against reference 1 (the categories belong to its edits)
      const gold1 = edits(src, refs[0]);
      const meta = item.edits || [];
      if (meta.length !== gold1.length || meta.some((g, x) => g.start !== gold1[x][0] || g.end !== gold1[x][1])) t.goldMismatch++;
      const catOf = gold1.map((g, x) => meta[x]?.category || 'unknown');
      const gold1Keys = gold1.map(editKey);
      gold1.forEach((g, x) => {
        const c = cat(catOf[x]);
        c.gold++;
        if (sysKeys.has(gold1Keys[x])) c.tp++;
        else c.fn++;
      });
      for (const e of sys) {
        if (gold1Keys.includes(editKey(e))) continue;
        const x = gold1.findIndex((g) => overlaps([e[0], e[1]], [g[0], g[1]]));
        cat(x >= 0 ? catOf[x] : '(outside the annotators\' edits)').fp++;
      }
      const c = cat(item.category);
      c.sentences++;
      if (exact) c.exact++;
    }
    perItem.push({ id: item.id, changed, exact, tp: best.tp, fp: best.fp, fn: best.fn });
  }
  const [p, r, f] = prf(t.tp, t.fp, t.fn);
  return { ...t, p, r, f, cats, perItem };
}
// ---- end of scoring core

const readJsonl = (path) =>
  readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l, k) => {
    try { return JSON.parse(l); } catch { throw new Error(`${path}:${k + 1}: not JSON`); }
  });
const pct = (k, n) => (n ? `${((100 * k) / n).toFixed(1)}%` : 'n/a');
const f3 = (x) => x.toFixed(3);

export function report(res, print = console.log) {
  print(`exact:        ${pct(res.exact, res.err).padStart(6)} of ${res.err} error pairs (the output is one of the accepted corrections)`);
  print(`unchanged:    ${pct(res.untouched, res.err).padStart(6)} of ${res.err} error pairs (the output is the input: the errors were missed)`);
  print(`false alarms: ${pct(res.falseAlarms, res.ok).padStart(6)} of ${res.ok} unchanged sentences (the annotators left them; the output differs)`);
  print(`edits:        P ${f3(res.p)}  R ${f3(res.r)}  F0.5 ${f3(res.f)}  (TP ${res.tp}, FP ${res.fp}, FN ${res.fn}; all ${res.err + res.ok} sentences)`);
  print('');
  print('per category: edits of the first reference by category (P, R, F0.5); sentences whose edits all fall in the category (exact)');
  print(`${'category'.padEnd(34)}${'gold'.padStart(6)}${'TP'.padStart(6)}${'FP'.padStart(6)}${'FN'.padStart(6)}${'P'.padStart(7)}${'R'.padStart(7)}${'F0.5'.padStart(7)}${'sentences'.padStart(11)}${'exact'.padStart(8)}`);
  const order = Object.entries(res.cats).sort((a, b) => (a[0] === 'none') - (b[0] === 'none') || b[1].gold - a[1].gold || a[0].localeCompare(b[0]));
  for (const [name, c] of order) {
    if (name === 'none') {
      print(`${'none (left unchanged)'.padEnd(34)}${'-'.padStart(6)}${'-'.padStart(6)}${String(c.fp).padStart(6)}${'-'.padStart(6)}${''.padStart(21)}${String(c.sentences).padStart(11)}${pct(c.exact, c.sentences).padStart(8)}  (exact = left unchanged)`);
      continue;
    }
    const [p, r, f] = prf(c.tp, c.fp, c.fn);
    const noGold = c.gold === 0;
    if (noGold && !c.fp) {
      print(`${name.padEnd(34)}${'-'.padStart(6)}${'-'.padStart(6)}${'-'.padStart(6)}${'-'.padStart(6)}${''.padStart(21)}${String(c.sentences).padStart(11)}${pct(c.exact, c.sentences).padStart(8)}`);
      continue;
    }
    print(`${name.padEnd(34)}${String(c.gold).padStart(6)}${String(c.tp).padStart(6)}${String(c.fp).padStart(6)}${String(c.fn).padStart(6)}${(c.tp + c.fp ? f3(p) : '-').padStart(7)}${(noGold ? '-' : f3(r)).padStart(7)}${(noGold ? '-' : f3(f)).padStart(7)}${String(c.sentences || '-').padStart(11)}${(c.sentences ? pct(c.exact, c.sentences) : '-').padStart(8)}`);
  }
  if (res.goldMismatch) print(`note: ${res.goldMismatch} items' stored edits do not line up with their first reference; their edits count as 'unknown'`);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const [outputsPath, dataPath = join(dirname(fileURLToPath(import.meta.url)), 'dev.jsonl')] = process.argv.slice(2);
  if (!outputsPath) {
    console.error('usage: node score.mjs OUTPUTS.jsonl [DATA.jsonl]   (OUTPUTS: one {"id", "output"} per line)');
    process.exit(2);
  }
  const items = readJsonl(dataPath);
  const outputs = new Map(readJsonl(outputsPath).map((o) => [o.id, o.output]));
  const known = new Set(items.map((it) => it.id));
  const missing = items.filter((it) => typeof outputs.get(it.id) !== 'string').length;
  const unknown = [...outputs.keys()].filter((id) => !known.has(id)).length;
  const res = scoreAll(items.map((item) => ({ item, output: outputs.get(item.id) ?? item.input })));
  console.log(`${dataPath}: ${res.err} error pairs, ${res.ok} unchanged sentences; outputs for ${items.length - missing} (missing ${missing}, counted as unchanged${unknown ? `; ${unknown} ids not in the data` : ''})`);
  report(res);
}
