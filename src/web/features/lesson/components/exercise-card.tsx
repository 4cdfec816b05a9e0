import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ArrowRight, Check, Lightbulb, RotateCcw } from 'lucide-react';
import type { Exercise } from '@/contract/lessons';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/web/components/ui/card';
import type { AnswerResult } from '@/web/features/lesson/exercise-answer';
import { ExerciseAnswerControl, exerciseView } from '@/web/features/lesson/exercise-types/exercise-views';
import { useExerciseAnswer } from '@/web/features/lesson/use-exercise-answer';
import { AnswerFeedback } from './answer-feedback';
import { SpeakButton } from './speak-button';

interface ExerciseCardProps {
  lessonId: string;
  exercise: Exercise;
  /** The exercise's index within the lesson's exercises. */
  exerciseIndex: number;
  number: number;
  total: number;
  feedback: AnswerResult | null;
  isLast: boolean;
  completing: boolean;
  onSubmit: (result: AnswerResult) => void;
  onTryAgain: () => void;
  onNext: () => void;
  onSkip: () => void;
}

/** The answer control a new question (or a Try Again) puts the keyboard on. */
function focusAnswerControl(container: HTMLElement | null): void {
  container
    ?.querySelector<HTMLElement>('[role="radio"], input:not([aria-hidden="true"]), button:not(:disabled)')
    ?.focus();
}

export function ExerciseCard({
  lessonId,
  exercise,
  exerciseIndex,
  number,
  total,
  feedback,
  isLast,
  completing,
  onSubmit,
  onTryAgain,
  onNext,
  onSkip,
}: ExerciseCardProps) {
  const questionId = useId();
  const hintId = useId();
  const [hintOpen, setHintOpen] = useState(false);
  const [submissions, setSubmissions] = useState(0);
  const draft = useExerciseAnswer(exercise, { lessonId, exerciseIndex });
  const view = exerciseView(exercise);
  const answerRef = useRef<HTMLDivElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const checked = feedback !== null;
  const nextLabel = isLast ? 'Complete Lesson' : 'Next Question';

  useEffect(() => {
    if (feedback) actionRef.current?.focus();
    else focusAnswerControl(answerRef.current);
  }, [feedback]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checked || !draft.canSubmit) return;
    setSubmissions((count) => count + 1);
    draft.submit(onSubmit);
  }

  function handleTryAgain() {
    draft.clear();
    onTryAgain();
  }

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-primary">
            Question {number} of {total}
          </p>
          <Badge variant="secondary">{view.label}</Badge>
        </div>
        <h2 id={questionId} className="text-xl leading-snug font-bold break-words sm:text-2xl">
          {exercise.question}
        </h2>
        <p className="text-sm text-muted-foreground">{view.instruction(exercise)}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={hintOpen}
            aria-controls={hintId}
            onClick={() => setHintOpen((open) => !open)}
          >
            <Lightbulb aria-hidden="true" />
            Hint
          </Button>
          {view.playsItsOwnAudio ? null : <SpeakButton text={exercise.audio_text} showLabel />}
        </div>
        <div id={hintId} hidden={!hintOpen} className="rounded-lg bg-accent px-4 py-3 text-sm text-accent-foreground">
          <span className="font-semibold">Hint: </span>
          {exercise.hint}
        </div>
      </CardHeader>

      <form noValidate onSubmit={handleSubmit}>
        <CardContent className="grid gap-4">
          <div ref={answerRef}>
            <ExerciseAnswerControl
              exercise={exercise}
              questionId={questionId}
              draft={draft}
              checked={checked}
              wrong={feedback?.correct === false}
              onSkip={onSkip}
              skipLabel={isLast ? 'Skip and complete lesson' : 'Skip question'}
            />
          </div>
          <AnswerFeedback exercise={exercise} result={feedback} isRetry={submissions > 1} />
        </CardContent>

        <CardFooter className="flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {feedback === null ? (
            <Button type="submit" className="w-full sm:w-auto" disabled={!draft.canSubmit} pending={draft.scoring}>
              <Check aria-hidden="true" />
              Submit Answer
            </Button>
          ) : (
            <>
              {feedback.correct ? null : (
                <Button ref={actionRef} variant="outline" className="w-full sm:w-auto" onClick={handleTryAgain}>
                  <RotateCcw aria-hidden="true" />
                  Try Again
                </Button>
              )}
              <Button
                ref={feedback.correct ? actionRef : undefined}
                className="w-full sm:w-auto"
                onClick={onNext}
                pending={isLast && completing}
              >
                {nextLabel}
                {isLast ? <Check aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
              </Button>
            </>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}
