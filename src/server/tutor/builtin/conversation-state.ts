import type { Difficulty } from '@/contract/conversation';
import type { TutorHistoryMessage } from '@/server/tutor/tutor-engine';
import { slotsAnsweredIn } from './answered-slots';
import { countedNounLemmas } from './counted-nouns';
import { normaliseText } from './text-normalisation';
import { memoisedByText } from './text-memo';
import { declinedStems } from './declined-alternatives';
import { qualitiesOffered } from './offered-alternatives';
import { factsToldIn, type ToldFactId } from './told-facts';
import { questionClauses, type PlannedQuestion, type QuestionChoice, type TutorPlan } from './tutor-plan';

/** The question the partner asked most recently, and whether it was already put in its simpler form. */
export interface LastQuestion {
  question: PlannedQuestion;
  shownSimpler: boolean;
}

/** What the history says, read again on every turn: the engine keeps no state of its own. */
export interface ConversationState {
  /** Every plan question found in the partner's messages, in any difficulty's wording or its simpler form. */
  asked: ReadonlySet<PlannedQuestion>;
  last?: LastQuestion;
  /** The learner's newest message, the one to answer; undefined on the opening turn. */
  learnerMessage?: string;
  /** The learner's message before this one, as meant: a story it set in the past goes on in the past. */
  previousLearnerMessage?: string;
  /** Everything the learner said before the newest message, as meant ("estoy embarazada" three turns ago). */
  earlierLearnerText: string;
  /** How many messages the learner has sent, this one included: it varies the wording from turn to turn. */
  learnerTurns: number;
  /** The partner's earlier messages, normalised, to avoid saying the same like twice. */
  partnerSaid: readonly string[];
  /** Personal facts the learner has given (name, age ...), whose questions are no longer asked. */
  told: ReadonlySet<ToldFactId>;
  /**
   * What the conversation has covered: the slots the learner's messages answer (`answered-slots.ts`) and those of
   * the questions already asked. A question with a covered slot is not asked.
   */
  coveredSlots: ReadonlySet<string>;
  /** The nouns the learner counted with a number ("para tres noches": "noche"), lemmas with accents folded. */
  countedNouns: ReadonlySet<string>;
  /** What the learner declined of a choice put to them ("trabaj-" for "Soy estudiante"): declined-alternatives.ts. */
  declined: ReadonlySet<string>;
}

export function readConversation(history: readonly TutorHistoryMessage[], plan: TutorPlan): ConversationState {
  const asked = new Set<PlannedQuestion>();
  const partnerSaid: string[] = [];
  let last: LastQuestion | undefined;
  const told = new Set<ToldFactId>();
  let learnerTurns = 0;
  const coveredSlots = new Set<string>();
  const declined = new Set<string>();
  const countedNouns = new Set<string>();
  for (const message of history) {
    if (message.role === 'user') {
      learnerTurns++;
      const meant = message.corrected ?? message.text;
      if (last) for (const stem of declinedStems(last.question.es, meant)) declined.add(stem);
      for (const fact of factsToldIn(` ${normaliseText(meant)} `)) told.add(fact);
      for (const slot of slotsAnsweredIn(meant)) coveredSlots.add(slot);
      // "Pequeños, por favor": a choice the plan offers ("¿…grandes o pequeños?"), named, stays answered
      for (const slot of slotsOfTheChoicesNamed(meant, plan)) coveredSlots.add(slot);
      for (const noun of countedNounLemmas(meant)) countedNouns.add(noun);
      continue;
    }
    const normalised = normaliseText(message.text);
    partnerSaid.push(normalised);
    // Later messages overwrite `last`: the final assistant message that asked something wins.
    const found = questionsAskedIn(message.text, plan);
    for (const { question } of found) {
      asked.add(question);
      if (question.slot) coveredSlots.add(question.slot);
    }
    const latest = found.at(-1);
    if (latest) last = { question: latest.question, shownSimpler: latest.simpler };
  }
  const newest = history.at(-1);
  const learnerMessages = history.filter((message) => message.role === 'user');
  const previous = newest?.role === 'user' ? learnerMessages.at(-2) : undefined;
  return {
    asked,
    last,
    learnerMessage: newest?.role === 'user' ? newest.text : undefined,
    ...(previous ? { previousLearnerMessage: previous.corrected ?? previous.text } : {}),
    earlierLearnerText: (newest?.role === 'user' ? learnerMessages.slice(0, -1) : learnerMessages)
      .map((message) => message.corrected ?? message.text)
      .join('\n'),
    learnerTurns,
    partnerSaid,
    told,
    coveredSlots,
    countedNouns,
    declined,
  };
}

interface FoundQuestion {
  question: PlannedQuestion;
  simpler: boolean;
  position: number;
}

/**
 * questionsIn for a partner message of the history, remembered per plan (plans are built once and never changed):
 * every turn reads every earlier partner message again.
 */
const askedByPlan = new WeakMap<TutorPlan, (text: string) => readonly FoundQuestion[]>();
function questionsAskedIn(text: string, plan: TutorPlan): readonly FoundQuestion[] {
  let read = askedByPlan.get(plan);
  if (!read) {
    read = memoisedByText((partnerText) => questionsIn(partnerText, normaliseText(partnerText), plan), 500);
    askedByPlan.set(plan, read);
  }
  return read(text);
}

/** The plan questions in one partner message, ordered by where they appear in it. */
export function questionsIn(raw: string, normalised: string, plan: TutorPlan): FoundQuestion[] {
  const found: FoundQuestion[] = [];
  for (const clause of questionClauses(raw)) {
    for (const question of plan.questionsByClause.get(clause) ?? []) {
      // a plan turned to usted knows its questions by their tú wording too
      const asked = Math.max(
        normalised.lastIndexOf(question.normalised),
        question.formerly ? normalised.lastIndexOf(question.formerly.normalised) : -1,
      );
      const simplerAt = Math.max(
        normalised.lastIndexOf(question.simplerNormalised),
        question.formerly ? normalised.lastIndexOf(question.formerly.simplerNormalised) : -1,
      );
      if (asked < 0 && simplerAt < 0) continue;
      // Where both match (a simpler form that contains the question), the later and longer one is what was shown.
      const simpler =
        simplerAt > asked || (simplerAt === asked && question.simplerNormalised.length > question.normalised.length);
      if (!found.some((entry) => entry.question === question))
        found.push({ question, simpler, position: Math.max(asked, simplerAt) });
    }
  }
  return found.sort((a, b) => a.position - b.position);
}

/**
 * The next question at this difficulty that has not been asked in any wording, nor asks for a fact the learner
 * already gave or a slot already covered; undefined when none is left.
 * Two questions sharing a wording share a clause key, so asking one marks both as asked.
 */
export function nextQuestion(
  plan: TutorPlan,
  difficulty: Difficulty,
  state: Pick<ConversationState, 'asked' | 'told' | 'coveredSlots'>,
  answeredAlready: (question: PlannedQuestion) => boolean = () => false,
): QuestionChoice | undefined {
  return plan.questionOrder[difficulty].find(
    ({ question }) =>
      !state.asked.has(question) &&
      !answeredAlready(question) &&
      !(question.about !== undefined && state.told.has(question.about)) &&
      !(question.slot !== undefined && state.coveredSlots.has(question.slot)),
  );
}

/** The slots of the plan's questions of a choice of qualities ("¿…grandes o pequeños?") the message names one of. */
function slotsOfTheChoicesNamed(message: string, plan: TutorPlan): string[] {
  const said = new Set(normaliseText(message).split(' '));
  const questions = Object.values(plan.questionOrder).flatMap((order) => order.map(({ question }) => question));
  return questions.flatMap((question) =>
    question.slot !== undefined && qualitiesOffered(question.es).some((word) => said.has(word)) ? [question.slot] : [],
  );
}
