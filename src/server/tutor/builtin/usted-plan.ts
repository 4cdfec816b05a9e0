import type { BilingualLine } from '@/server/content/topic-file-schema';
import type { TutorHistoryMessage } from '@/server/tutor/tutor-engine';
import type { AddressingReader } from './addressing';
import { normaliseText } from './text-normalisation';
import { toUsted } from './to-usted';
import { indexQuestions, type PlannedQuestion, type QuestionChoice, type TutorPlan } from './tutor-plan';

/**
 * Whether the learner, the last time they addressed the partner, said "usted": the partner answers in kind, and goes
 * back to tú with a learner who does ("¿Usted compra libros?" … "¿Tienes algún libro…?").
 */
export function learnerSaysUsted(history: readonly TutorHistoryMessage[], addressing: AddressingReader): boolean {
  let formula = false;
  for (const message of [...history].reverse()) {
    if (message.role !== 'user') continue;
    const text = message.corrected ?? message.text;
    if (addressing.saysUsted(text)) return true;
    if (addressing.saysTu(text)) return false;
    // "¿Cuánto le debo?" is said to anyone serving: usted at a hotel's check-out, not after "¿Me pones un café?"
    formula ||= addressing.saysUstedFormula(text);
  }
  return formula;
}

const ustedPlans = new WeakMap<TutorPlan, TutorPlan>();

/**
 * The plan said to usted, for a learner who addresses the one serving them so ("Disculpe, ¿usted sabe…?"): its
 * questions and closing turned by the language core (a line it cannot turn for certain stays as it was), each
 * question still known by its tú wording, so one asked before the learner said "usted" is not asked again.
 */
export function planInUsted(plan: TutorPlan): TutorPlan {
  if (plan.register === 'usted') return plan;
  let adapted = ustedPlans.get(plan);
  if (adapted) return adapted;
  const turned = (line: BilingualLine): BilingualLine => ({ ...line, es: toUsted(line.es) ?? line.es });
  const questions = new Map<PlannedQuestion, PlannedQuestion>();
  const former = new Map<PlannedQuestion, readonly string[]>();
  const adaptQuestion = (question: PlannedQuestion): PlannedQuestion => {
    let found = questions.get(question);
    if (!found) {
      const es = toUsted(question.es) ?? question.es;
      const simpler = turned(question.simpler);
      found = {
        ...question,
        es,
        simpler,
        answer: question.answer,
        normalised: normaliseText(es),
        simplerNormalised: normaliseText(simpler.es),
        formerly: { normalised: question.normalised, simplerNormalised: question.simplerNormalised },
      };
      questions.set(question, found);
      former.set(found, [question.es, question.simpler.es]);
    }
    return found;
  };
  // a question the language core cannot turn to usted for certain is left out, never asked in tú once the
  // learner said usted ("¿Cómo sería tu desayuno ideal si no tuvieras…?" between usted replies)
  const order = (choices: readonly QuestionChoice[]) =>
    choices
      .filter((choice) => toUsted(choice.question.es) !== undefined && toUsted(choice.line.es) !== undefined)
      .map((choice) => ({ question: adaptQuestion(choice.question), line: turned(choice.line) }));
  const questionOrder = {
    beginner: order(plan.questionOrder.beginner),
    intermediate: order(plan.questionOrder.intermediate),
    advanced: order(plan.questionOrder.advanced),
  };
  adapted = {
    ...plan,
    register: 'usted',
    questionOrder,
    questionsByClause: indexQuestions(questionOrder, (question) => former.get(question) ?? []),
    closing: turned(plan.closing),
  };
  ustedPlans.set(plan, adapted);
  return adapted;
}
