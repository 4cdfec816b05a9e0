import { z } from 'zod';
import type { MessageCheck } from '@/contract/corrections';
import { difficultySchema } from '@/contract/conversation';
import { SPANISH_VARIETIES } from '@/contract/settings-constants';
import type { TutorEngine, TutorHistoryMessage, TutorTopic } from '@/server/tutor/tutor-engine';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { normaliseText } from '@/server/tutor/builtin/text-normalisation';

/**
 * One probe of `npm run eval:partner`: a conversation so far (`before`, the learner's lines; the engine's own
 * replies are generated), one learner line, and what a fitting reply holds. Engine-neutral: any TutorEngine runs it.
 */
export const partnerProbeSchema = z.strictObject({
  id: z.string().min(1),
  /** A default topic id, or a custom topic as a learner writes it. */
  topic: z.union([
    z.string().regex(/^[a-z][a-z0-9-]*$/),
    z.strictObject({ title: z.string().min(1), description: z.string(), prompt: z.string() }),
  ]),
  variety: z.enum(SPANISH_VARIETIES).default('latam'),
  difficulty: difficultySchema.default('beginner'),
  before: z.array(z.string().min(1)).default([]),
  say: z.string().min(1),
  kind: z.enum(['statement', 'question', 'goodbye', 'badNews', 'gloss']),
  /** Words (any inflection: matched as the start of a word) of which a reply that takes up the line holds one. */
  expect: z.array(z.string().min(1)).default([]),
  /** Words a reply must not hold: the other variety's words, a price for an item not ordered… */
  avoid: z.array(z.string().min(1)).default([]),
  /** For gloss probes: each English word or phrase the reply may gloss, with the Spanish that is right for it here. */
  glosses: z.record(z.string(), z.array(z.string())).default({}),
});
export type PartnerProbe = z.infer<typeof partnerProbeSchema>;

export function parseProbes(jsonl: string, file: string): PartnerProbe[] {
  return jsonl
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line.length > 0 && !line.startsWith('//'))
    .map(({ line, index }) => {
      const parsed = partnerProbeSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${index + 1}: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    });
}

export interface ProbeResult {
  probe: PartnerProbe;
  reply: string;
  takesUp?: boolean;
  answered?: boolean;
  goodbye?: boolean;
  badNews?: boolean;
  /** Spanish the reply offered for an English word that is not among the right ones. */
  invented: string[];
  avoided: boolean;
}

// Word edges by letters, not \b: without the u flag "¡Ánimo!" has no \b before its "Á" and was not counted.
const SYMPATHY =
  /(?<!\p{L})(siento|lamento|pena|l[aá]stima|vaya|qu[eé] mal|[aá]nimo|qu[eé] horror|qu[eé] rabia|uf)(?!\p{L})/iu;
const CHEER = /(?<!\p{L})(qu[eé] bien|genial|estupendo|qu[eé] interesante|fant[aá]stico|me alegro)(?!\p{L})/iu;
const FAREWELL =
  /(?<!\p{L})(adi[oó]s|hasta|vuelve|vuelva|nos vemos|buen d[ií]a|que te vaya|que le vaya|cu[ií]date|cu[ií]dese|chao)(?!\p{L})/iu;
const EVASION = /\bdepende\b/i;
/** «thinking» es «creer»; se dice «la hierba». */
const GLOSS_PAIR = /«([^»]+)»\s+(?:es|se dice)\s+«([^»]+)»/g;
const SE_DICE = /se dice\s+«([^»]+)»/g;

const ARTICLE = /^(?:el|la|los|las|un|una) /;
const withoutArticle = (spanish: string) => normaliseText(spanish).replace(ARTICLE, '');

/** Whether the normalised reply holds a word beginning with the normalised cue ("recicl" finds "reciclo"). */
function holds(reply: string, cue: string): boolean {
  return ` ${normaliseText(reply)}`.includes(` ${normaliseText(cue)}`);
}

export function judge(probe: PartnerProbe, reply: string): ProbeResult {
  const expected = probe.expect.length > 0 ? probe.expect.some((cue) => holds(reply, cue)) : undefined;
  const result: ProbeResult = {
    probe,
    reply,
    invented: [],
    avoided: !probe.avoid.some((cue) => holds(reply, cue)),
  };
  if (probe.kind === 'statement' || probe.kind === 'question') result.takesUp = expected ?? false;
  if (probe.kind === 'question') result.answered = (expected ?? false) && !EVASION.test(reply);
  if (probe.kind === 'goodbye') result.goodbye = FAREWELL.test(reply) && !reply.trim().endsWith('?');
  if (probe.kind === 'badNews') {
    result.badNews = SYMPATHY.test(reply) && !CHEER.test(reply);
    result.takesUp = result.badNews && (expected ?? true);
  }
  if (probe.kind === 'gloss') {
    // "la maleta" and "maleta" are one gloss: the article is compared only when both name one
    const rightFor = new Map(
      Object.entries(probe.glosses).map(([en, es]) => [normaliseText(en), es.map(withoutArticle)]),
    );
    const offered: [string | undefined, string][] = [...reply.matchAll(GLOSS_PAIR)].map((m) => [m[1], m[2]!]);
    if (offered.length === 0)
      offered.push(...[...reply.matchAll(SE_DICE)].map((m): [undefined, string] => [undefined, m[1]!]));
    for (const [english, spanish] of offered) {
      const right = english ? rightFor.get(normaliseText(english)) : rightFor.get('*');
      // An English word the probe does not list is not judged ("I'm" -> "soy / estoy").
      if (!right) continue;
      const options = spanish.split('/').map(withoutArticle);
      if (!options.some((option) => right.includes(option))) result.invented.push(`${english ?? '*'} = ${spanish}`);
    }
  }
  return result;
}

/** Runs a probe through the engine: the learner's earlier lines with the engine's own replies, then the probed line. */
/**
 * Runs one probe as the app runs a conversation: each learner line is checked first (`check`, the app's message
 * checker) and the engine answers with the check in hand, so what it says back is read from the corrected line.
 */
export async function runProbe(
  engine: TutorEngine,
  topics: TopicCatalogue,
  probe: PartnerProbe,
  /** The app's message check, given the topic's text as the app gives it (its own words are never respelled). */
  check?: (text: string, topicText: string) => Promise<MessageCheck>,
): Promise<ProbeResult> {
  const topic = tutorTopic(topics, probe);
  const history: TutorHistoryMessage[] = [];
  const ask = async (learnerCheck?: MessageCheck) => {
    const turn = await engine.reply({
      topic,
      difficulty: probe.difficulty,
      history: [...history],
      requestFeedback: false,
      variety: probe.variety,
      ...(learnerCheck ? { learnerCheck } : {}),
    });
    history.push({ role: 'assistant', text: turn.text });
    return turn.text;
  };
  const say = async (text: string) => {
    const learnerCheck = check ? await check(text, `${topic.title}\n${topic.description}\n${topic.prompt}`) : undefined;
    const changed = learnerCheck && learnerCheck.changes.length > 0;
    history.push(changed ? { role: 'user', text, corrected: learnerCheck.corrected } : { role: 'user', text });
    return ask(learnerCheck);
  };
  await ask();
  for (const line of probe.before) await say(line);
  return judge(probe, await say(probe.say));
}

function tutorTopic(topics: TopicCatalogue, probe: PartnerProbe): TutorTopic {
  if (typeof probe.topic !== 'string') return probe.topic;
  const topic = topics.topics.find((candidate) => candidate.id === probe.topic);
  if (!topic) throw new Error(`probe ${probe.id}: no default topic ${probe.topic}`);
  return { title: topic.title, description: topic.description, prompt: topic.prompt, defaultTopicId: topic.id };
}

export interface Figures {
  probes: number;
  takesUp: [number, number];
  answered: [number, number];
  goodbyes: [number, number];
  badNews: [number, number];
  invented: number;
  avoided: [number, number];
}

export function figuresOf(results: readonly ProbeResult[]): Figures {
  const count = (pick: (result: ProbeResult) => boolean | undefined): [number, number] => {
    const judged = results.map(pick).filter((value) => value !== undefined);
    return [judged.filter(Boolean).length, judged.length];
  };
  return {
    probes: results.length,
    takesUp: count((result) => result.takesUp),
    answered: count((result) => result.answered),
    goodbyes: count((result) => result.goodbye),
    badNews: count((result) => result.badNews),
    invented: results.reduce((sum, result) => sum + result.invented.length, 0),
    avoided: count((result) => (result.probe.avoid.length > 0 ? result.avoided : undefined)),
  };
}
