import type { Difficulty } from '@/contract/conversation';
import type { MessageCheck } from '@/contract/corrections';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { toMessageCheck } from '@/server/language/correction/message-check';
import type { TutorEngine, TutorHistoryMessage, TutorTopic, TutorTurn } from '@/server/tutor/tutor-engine';

/**
 * Scripted conversation probes: a topic, a difficulty and what the learner says, turn by turn, with named checks on
 * what the partner answered. Each learner message is checked by the built-in corrector first, as the conversation
 * service does, so the partner sees the same check it sees in production. The probe tables measure the partner
 * (docs/product.md#message-checks); a failed check is a finding, not a test to be silenced.
 */
export interface ConversationProbe {
  id: string;
  topic: TutorTopic;
  difficulty: Difficulty;
  /** The learner's messages in order; the partner opens first and answers each. */
  learner: readonly string[];
  checks: readonly ProbeCheck[];
}

/** One learner turn and the partner's answer to it. */
export interface ProbeTurn {
  learner: string;
  check: MessageCheck;
  reply: TutorTurn;
}

export interface ProbeRun {
  opening: TutorTurn;
  turns: readonly ProbeTurn[];
  /** The last turn: most checks are about the answer to the last message. */
  last: ProbeTurn;
}

export interface ProbeCheck {
  /** What is checked, in a few words ("recasts 'simpática'"). */
  name: string;
  /** An explanation of the failure, or null when the check passes. */
  verify(run: ProbeRun): string | null;
}

/** Plays a probe's conversation through `engine`, with feedback requested on every learner message. */
export async function runProbe(engine: TutorEngine, probe: ConversationProbe): Promise<ProbeRun> {
  const history: TutorHistoryMessage[] = [];
  const opening = await engine.reply({
    topic: probe.topic,
    difficulty: probe.difficulty,
    history: [],
    requestFeedback: false,
  });
  history.push({ role: 'assistant', text: opening.text });
  const turns: ProbeTurn[] = [];
  for (const learner of probe.learner) {
    history.push({ role: 'user', text: learner });
    const check = toMessageCheck(correctSpanish(learner), 'builtin');
    const reply = await engine.reply({
      topic: probe.topic,
      difficulty: probe.difficulty,
      history: [...history],
      requestFeedback: true,
      learnerCheck: check,
    });
    history.push({ role: 'assistant', text: reply.text });
    turns.push({ learner, check, reply });
  }
  if (turns.length === 0) throw new Error(`Probe ${probe.id} has no learner message`);
  return { opening, turns, last: turns.at(-1)! };
}

export interface ProbeResult {
  probe: ConversationProbe;
  run: ProbeRun;
  failures: { check: string; why: string }[];
}

export async function evaluateProbes(
  engine: TutorEngine,
  probes: readonly ConversationProbe[],
): Promise<{ results: ProbeResult[]; checks: number; passed: number }> {
  const results: ProbeResult[] = [];
  let checks = 0;
  let passed = 0;
  for (const probe of probes) {
    const run = await runProbe(engine, probe);
    const failures: ProbeResult['failures'] = [];
    for (const check of probe.checks) {
      checks += 1;
      const why = check.verify(run);
      if (why === null) passed += 1;
      else failures.push({ check: check.name, why });
    }
    results.push({ probe, run, failures });
  }
  return { results, checks, passed };
}

// ---- Checks most probes use ----

const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The answer to the last message contains `text` (case-insensitive; accents count). */
export const replyIncludes = (text: string): ProbeCheck => ({
  name: `reply includes «${text}»`,
  verify: ({ last }) =>
    last.reply.text.toLowerCase().includes(text.toLowerCase()) ? null : `reply was «${last.reply.text}»`,
});

/** The answer to the last message does not contain `text` (case- and accent-insensitive). */
export const replyExcludes = (text: string): ProbeCheck => ({
  name: `reply avoids «${text}»`,
  verify: ({ last }) => (folded(last.reply.text).includes(folded(text)) ? `reply was «${last.reply.text}»` : null),
});

/** No answer in the whole conversation says "no lo sé" (the partner answers predictable questions in character). */
export const neverNoLoSe: ProbeCheck = {
  name: 'never answers «no lo sé»',
  verify: ({ turns }) => {
    const bad = turns.find((turn) => /no lo s[eé]/i.test(turn.reply.text));
    return bad ? `to «${bad.learner}» it said «${bad.reply.text}»` : null;
  },
};

/** The feedback on the last message names the corrected fragment (and so does not praise the error). */
export const feedbackCorrects = (corrected: string): ProbeCheck => ({
  name: `feedback corrects to «${corrected}»`,
  verify: ({ last }) =>
    last.reply.feedback?.includes(corrected) ? null : `feedback was «${last.reply.feedback ?? '(none)'}»`,
});

/** The reply to the last message uses the corrected form (a recast). */
export const recasts = (corrected: string): ProbeCheck => ({
  name: `recasts «${corrected}»`,
  verify: ({ last }) =>
    last.reply.text.toLowerCase().includes(corrected.toLowerCase()) ? null : `reply was «${last.reply.text}»`,
});

/** Nothing the partner says repeats the learner's error (the wrong fragment of any change). */
export const neverEchoesErrors: ProbeCheck = {
  name: 'never repeats a learner error',
  verify: ({ turns }) => {
    for (const turn of turns) {
      for (const change of turn.check.changes) {
        if (change.original.split(/\s+/).length < 2 && change.original.length < 5) continue;
        // as whole words: "gustan" does not repeat "gusta"
        const escaped = change.original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(turn.reply.text))
          return `«${change.original}» repeated in «${turn.reply.text}»`;
      }
    }
    return null;
  },
};

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

/** No sentence (question or reaction) is said twice in the conversation. */
export const noSentenceRepeated: ProbeCheck = {
  name: 'no sentence said twice',
  verify: ({ opening, turns }) => {
    const seen = new Set<string>();
    for (const reply of [opening, ...turns.map((turn) => turn.reply)]) {
      for (const sentence of sentences(reply.text)) {
        // Short fillers ("¡Vale!", "Sí.") may come back; whole lines may not.
        if (sentence.split(/\s+/).length < 3) continue;
        if (seen.has(sentence)) return `«${sentence}» said twice`;
        seen.add(sentence);
      }
    }
    return null;
  },
};

/** Feedback never praises a message the corrector changed. */
export const noPraiseForErrors: ProbeCheck = {
  name: 'no praise for a message with a mistake',
  verify: ({ turns }) => {
    const praised = turns.find(
      (turn) =>
        turn.check.changes.length > 0 && /\b(good|great|well done|nice|excellent)\b/i.test(turn.reply.feedback ?? ''),
    );
    return praised ? `«${praised.learner}» got «${praised.reply.feedback}»` : null;
  },
};
