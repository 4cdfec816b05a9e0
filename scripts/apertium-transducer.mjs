// Reads an Apertium transducer (a compiled .bin) as the build scripts use it: build-spanish-lexicon.mjs walks the
// Spanish analyser, build-glossary.mjs the English-Spanish bilingual dictionaries. Both print it with lt-print
// (lttoolbox-dev) as AT&T text and take every path through one of its sections as one entry.
import { execFileSync } from 'node:child_process';

/** The AT&T text's sections, each a map from state to its arcs [target, input, output] and a set of finals. */
export function readAtt(text) {
  const sections = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (line === '--' || current === null) {
      current = { arcs: new Map(), finals: new Set() };
      sections.push(current);
      if (line === '--') continue;
    }
    if (!line) continue;
    const parts = line.split('\t');
    if (parts.length >= 4 && parts[2] !== '' && parts[3] !== '') {
      const from = Number(parts[0]);
      let arcs = current.arcs.get(from);
      if (!arcs) current.arcs.set(from, (arcs = []));
      arcs.push([Number(parts[1]), parts[2], parts[3]]);
    } else {
      current.finals.add(Number(parts[0]));
    }
  }
  return sections;
}

/** The sections of the compiled transducer at `binPath`, printed by lt-print. */
export function transducerSections(binPath) {
  return readAtt(execFileSync('lt-print', [binPath], { encoding: 'utf8', maxBuffer: 1 << 30 }));
}

/**
 * Every path of a section as [input, output]; a path never revisits a state, so cycles end. An arc whose output is
 * `skippedOutput` is not followed (the lexicon leaves enclitic forms out by their `<enc>` arc).
 */
export function* paths({ arcs, finals }, { skippedOutput } = {}) {
  const stack = [[0, '', '', new Set([0])]];
  while (stack.length) {
    const [state, input, output, seen] = stack.pop();
    if (finals.has(state)) yield [input, output];
    for (const [to, a, b] of arcs.get(state) ?? []) {
      if (seen.has(to) || (skippedOutput !== undefined && b === skippedOutput)) continue;
      const next = new Set(seen);
      next.add(to);
      stack.push([to, input + (a === 'ε' ? '' : a), output + (b === 'ε' ? '' : b), next]);
    }
  }
}
