import type { Difficulty } from '@/contract/conversation';
import { wordCount, type BilingualLine } from '@/server/content/topic-file-schema';
import type { ReactionKind, TutorPhrases } from '@/server/content/tutor-content-schema';
import type { Glossary } from './glossary';
import type { LearnerMessage } from './learner-message-analysis';
import type { ReplyPart } from './reply-composer';
import { fillLine, pickVariant, sameInBoth, type Slots } from './templates';
import { normaliseText } from './text-normalisation';

export interface ReactionContext {
  difficulty: Difficulty;
  /** Moves by one each learner turn so the wording varies. */
  seed: number;
  phrases: TutorPhrases;
  glossary: Glossary;
}

interface Candidate {
  kind: ReactionKind;
  slots: Slots;
  /** A topic keyword's own reply replaces the generic wording. */
  fixed?: BilingualLine;
}

/** A second reaction is added only when both are this short ("¡Mucho gusto, Ana! ¿De Chile? ¡Qué interesante!"). */
const SHORT_REACTION_WORDS = 6;
const SALT: Readonly<Record<ReactionKind, number>> = {
  greeting: 0,
  thanks: 1,
  yes: 2,
  no: 0,
  dontKnow: 1,
  name: 2,
  placeFrom: 0,
  placeLive: 1,
  like: 2,
  love: 0,
  dislike: 1,
  hate: 2,
  prefer: 0,
  number: 1,
  keyword: 2,
  question: 0,
  acknowledge: 1,
};

/**
 * The partner's reaction to what it recognised: the most specific thing (a name, a place, a like, a number,
 * a topic word), optionally one more short one, and a greeting or "de nada" in front when the learner said so.
 */
export function reactionParts(message: LearnerMessage, context: ReactionContext): ReplyPart[] {
  const content = contentCandidates(message, context.glossary);
  const primary = content[0] ?? fallbackCandidate(message);
  const parts: ReplyPart[] = [];
  const primaryLine = variantLine(primary, context);
  const social = primary.kind === 'greeting' || primary.kind === 'thanks' ? undefined : socialKind(message);
  if (social) {
    // The shortest wording, and none at all when the reaction already says it ("¡Hola, Ana! Encantada.").
    const line = shortest(context.phrases.reactions[social][context.difficulty]);
    if (!normaliseText(primaryLine.es).startsWith(normaliseText(line.es))) parts.push({ line, dropRank: 2 });
  }
  parts.push({ line: primaryLine, shorter: allVariants(primary, context), dropRank: 1 });
  const second = content.slice(1).find((candidate) => candidate.kind !== 'keyword');
  if (second) {
    const secondLine = variantLine(second, context);
    if (wordCount(primaryLine.es) <= SHORT_REACTION_WORDS && wordCount(secondLine.es) <= SHORT_REACTION_WORDS) {
      parts.push({ line: secondLine, dropRank: 3 });
    }
  }
  return parts;
}

/** Content reactions, most specific first. */
function contentCandidates(message: LearnerMessage, glossary: Glossary): Candidate[] {
  const candidates: Candidate[] = [];
  if (message.name) candidates.push({ kind: 'name', slots: { name: sameInBoth(message.name.name) } });
  for (const { kind, place, bare } of message.places) {
    candidates.push({ kind: kind === 'from' ? 'placeFrom' : 'placeLive', slots: { place: { es: place, en: bare } } });
  }
  if (message.like) {
    const { kind, object, objectAsWritten, verb, subjunctive } = message.like;
    const english = glossary.translate(objectAsWritten) ?? `"${object}"`;
    candidates.push({
      kind,
      slots: { x: { es: object, en: english }, verb: sameInBoth(verb), subjunctive: sameInBoth(subjunctive) },
    });
  }
  if (message.number) candidates.push({ kind: 'number', slots: { number: message.number.echo } });
  if (message.keyword) {
    const { keyword } = message;
    candidates.push({
      kind: 'keyword',
      slots: { word: { es: keyword.es, en: keyword.en } },
      ...(keyword.reply ? { fixed: keyword.reply } : {}),
    });
  }
  return candidates;
}

function fallbackCandidate(message: LearnerMessage): Candidate {
  if (message.answer) return { kind: message.answer, slots: {} };
  if (message.isQuestion) return { kind: 'question', slots: {} };
  if (message.greeting) return { kind: 'greeting', slots: {} };
  if (message.thanks) return { kind: 'thanks', slots: {} };
  return { kind: 'acknowledge', slots: {} };
}

function socialKind(message: LearnerMessage): ReactionKind | undefined {
  if (message.greeting) return 'greeting';
  if (message.thanks) return 'thanks';
  return undefined;
}

function variantLine(candidate: Candidate, context: ReactionContext): BilingualLine {
  if (candidate.fixed) return candidate.fixed;
  const options = context.phrases.reactions[candidate.kind][context.difficulty];
  return fillLine(pickVariant(options, context.seed, SALT[candidate.kind]), candidate.slots);
}

function shortest(lines: readonly BilingualLine[]): BilingualLine {
  return lines.reduce((best, line) => (wordCount(line.es) < wordCount(best.es) ? line : best));
}

function allVariants(candidate: Candidate, context: ReactionContext): BilingualLine[] {
  return context.phrases.reactions[candidate.kind][context.difficulty].map((line) => fillLine(line, candidate.slots));
}
