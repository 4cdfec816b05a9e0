// npm run eval:partner [-- --set tuning…tuning-5|held-out|independent|independent-N] (default: every set in the folder) [-- --show failures|all|ids|none]
//
// Runs the partner probe sets (src/server/tutor/builtin/testing/evaluation/probes/*.jsonl) against the engine the
// configuration names (TUTOR_* variables; with none, a local Ollama when one answers, else the built-in partner)
// and prints, per set: how often the reply takes up what the learner said, questions put to the partner answered,
// goodbyes and bad news recognised, Spanish offered for English that is not right (invented glosses) and words of
// the other variety avoided. Operators compare models with it; tuning.jsonl is for building, held-out.jsonl is not.
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { MECHANISMS } from '@/server/language/correction/builtin/mechanisms';
import { CORRECTION_RULES } from '@/server/language/correction/builtin/rule-registry';
import { toMessageCheck } from '@/server/language/correction/message-check';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '@/server/config';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { detectOllama, withOllama } from '@/server/tutor/ollama-detection';
import { createTutorEngine } from '@/server/tutor/tutor-registry';
import {
  figuresOf,
  parseProbes,
  runProbe,
  type Figures,
  type ProbeResult,
} from '@/server/tutor/builtin/testing/evaluation/partner-probes';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const probesDir = fileURLToPath(new URL('../src/server/tutor/builtin/testing/evaluation/probes/', import.meta.url));
/** tuning, tuning-2…, held-out, independent, independent-2…: every set in the folder, a new one included. */
const setOrder = (name: string) => {
  const [, family = name, number = '1'] = /^(.*?)(?:-(\d+))?$/.exec(name) ?? [];
  return [['tuning', 'held-out', 'independent'].indexOf(family), Number(number)] as const;
};
const sets = option('set')
  ? [option('set')!]
  : readdirSync(probesDir)
      .filter((file) => file.endsWith('.jsonl'))
      .map((file) => file.replace(/\.jsonl$/, ''))
      .sort((a, b) => {
        const [familyA, numberA] = setOrder(a);
        const [familyB, numberB] = setOrder(b);
        return familyA - familyB || numberA - numberB;
      });
const show = option('show') ?? 'failures';

let config = loadConfig();
const ollama = config.ollama ? await detectOllama(config.ollama) : null;
if (ollama && 'model' in ollama) config = withOllama(config, ollama);
const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const topics = loadTopicCatalogue(contentDir);
const engine = createTutorEngine(config.tutor, {
  topics,
  lessons: loadCatalogue(contentDir),
  log: quietLogger(),
});
// Every learner line is checked before the partner answers, as in the app (the built-in corrector here).
const checkLine = async (text: string, topicText: string) =>
  toMessageCheck(correctSpanish(text, CORRECTION_RULES, MECHANISMS, { topicText }), 'builtin');
console.log(`engine: ${engine.name}${'model' in config.tutor ? ` (${String(config.tutor.model)})` : ''}`);

const percent = ([right, total]: [number, number]) =>
  total === 0 ? 'n/a' : `${((100 * right) / total).toFixed(0)} % (${right}/${total})`;

for (const set of sets) {
  const file = `${probesDir}${set}.jsonl`;
  const probes = parseProbes(readFileSync(file, 'utf8'), file);
  const results: ProbeResult[] = [];
  const started = performance.now();
  for (const probe of probes) results.push(await runProbe(engine, topics, probe, checkLine));
  const figures: Figures = figuresOf(results);
  console.log(`\n== ${set}: ${figures.probes} probes, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`takes up what was said   ${percent(figures.takesUp)}`);
  console.log(`questions answered       ${percent(figures.answered)}`);
  console.log(`goodbyes recognised      ${percent(figures.goodbyes)}`);
  console.log(`bad news recognised      ${percent(figures.badNews)}`);
  console.log(`invented glosses         ${figures.invented}`);
  console.log(`variety / avoid words    ${percent(figures.avoided)}`);
  // The same four figures on default and on custom topics apart: where the partner falls short.
  for (const [label, custom] of [
    ['default topics', false],
    ['custom topics ', true],
  ] as const) {
    const part = figuresOf(results.filter((result) => (typeof result.probe.topic !== 'string') === custom));
    const cells = [part.takesUp, part.answered, part.goodbyes, part.badNews].map(percent).join(' | ');
    console.log(`  ${label} (takes up | answered | goodbyes | bad news): ${cells}`);
  }
  for (const result of results) {
    const failed =
      result.takesUp === false ||
      result.answered === false ||
      result.goodbye === false ||
      result.badNews === false ||
      result.invented.length > 0 ||
      !result.avoided;
    // ids: which probes pass, without their text (to compare two runs on a held-out set without reading it).
    if (show === 'ids') console.log(`${failed ? '✗' : '✓'} ${result.probe.id}`);
    else if (show === 'all' || (failed && show !== 'none'))
      console.log(
        `${failed ? '✗' : '✓'} ${result.probe.id}: «${result.probe.say}» → «${result.reply}»` +
          (result.invented.length > 0 ? ` [invented: ${result.invented.join('; ')}]` : ''),
      );
  }
}

/** Warnings and errors only: the engines log through Fastify's logger interface. */
function quietLogger(): FastifyBaseLogger {
  const nothing = () => undefined;
  const logger = {
    level: 'warn',
    fatal: console.error,
    error: console.error,
    warn: console.warn,
    info: nothing,
    debug: nothing,
    trace: nothing,
    silent: nothing,
    child: () => logger,
  };
  return logger;
}
