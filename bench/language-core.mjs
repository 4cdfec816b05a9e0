// Issue 28's budgets for the Spanish language core, measured in a process of its own (bench/language-core.ts):
// the corrector's median <= 1 ms and p99 <= 10 ms per sentence on the learner corpus's development part; the
// lexicon (with the tagger and the corrector's tables) adds <= 60 MB resident and <= 300 ms at its first use. The
// server reads it when a learner opens a conversation (ConversationService.prepare), not at start-up, so start-up
// pays nothing for it (`startup` measures that).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './support.mjs';

export async function languageCore() {
  const result = JSON.parse(
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--expose-gc', 'bench/language-core.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  return {
    name: 'language-core: the corrector per sentence, the lexicon at first use',
    target: 'median <= 1 ms, p99 <= 10 ms per sentence; first use <= 60 MB and <= 300 ms',
    figures: {
      'sentences timed (every 4th of the corpus development part)': result.sentences,
      'per sentence median / p99 / max ms': `${result.median.toFixed(2)} / ${result.p99.toFixed(2)} / ${result.max.toFixed(1)}`,
      'first use: resident memory added MB': result.firstUseMb.toFixed(1),
      'first use: time ms': result.firstUseMs.toFixed(0),
    },
    pass: result.median <= 1 && result.p99 <= 10 && result.firstUseMb <= 60 && result.firstUseMs <= 300,
  };
}
