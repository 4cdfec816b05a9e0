import { CheckCircle2, CircleSlash, XCircle } from 'lucide-react';
import { ACCENTS_FEEDBACK } from '@/domain/answers';
import { answerLanguage, expectedAnswer, type Exercise } from '@/contract/lessons';
import { NOT_SCORED_TITLE, type AnswerResult } from '@/web/features/lesson/exercise-answer';
import { ExerciseResultDetails, exerciseView } from '@/web/features/lesson/exercise-types/exercise-views';
import { PronunciationFeedback } from './pronunciation-feedback';

/**
 * 'Correct!' or 'Not quite right', announced politely when it appears; a miss shows the right answer and, when the
 * exercise has one, the rule it tests ("Why: …").
 */
export function AnswerFeedback({
  exercise,
  result,
  isRetry,
}: {
  exercise: Exercise;
  result: AnswerResult | null;
  isRetry: boolean;
}) {
  const explainsItsMisses = exerciseView(exercise).explainsItsMisses === true;
  return (
    <div aria-live="polite" aria-atomic="true">
      {result?.unscored ? (
        // Never green: nothing was judged (docs/product.md#lesson-score).
        <div className="flex items-start gap-3 rounded-lg border bg-secondary px-4 py-3 text-secondary-foreground">
          <CircleSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="grid gap-0.5">
            <p className="font-semibold">{NOT_SCORED_TITLE}</p>
            <PronunciationFeedback result={result} />
          </div>
        </div>
      ) : result ? (
        result.correct ? (
          <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <div className="grid gap-0.5">
              <p className="font-semibold">Correct!</p>
              <ExerciseResultDetails exercise={exercise} result={result} />
              {isRetry ? <p className="text-sm">Good practice. Only first tries count toward your score.</p> : null}
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-3 rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-destructive">
            <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="grid gap-0.5">
              <p className="font-semibold">Not quite right</p>
              {result.accentsOnly ? <p className="text-sm font-medium">{ACCENTS_FEEDBACK}</p> : null}
              <ExerciseResultDetails exercise={exercise} result={result} />
              {explainsItsMisses ? null : (
                <p className="text-sm text-foreground">
                  Correct answer:{' '}
                  <strong lang={answerLanguage(exercise)} className="font-semibold">
                    {expectedAnswer(exercise)}
                  </strong>
                </p>
              )}
              {exercise.why && !explainsItsMisses ? (
                <p className="text-sm text-foreground">
                  <span className="font-medium">Why:</span> {exercise.why}
                </p>
              ) : null}
            </div>
          </div>
        )
      ) : null}
    </div>
  );
}
