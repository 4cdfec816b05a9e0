import { useEffect, useReducer, useState } from 'react';
import { isReviewable, type LessonDetail } from '@/contract/lessons';
import { Button } from '@/web/components/ui/button';
import { stopSpeaking } from '@/web/lib/speech';
import { addReviewCard } from '@/web/lib/deck';
import { useCompleteLesson } from '@/web/features/lesson/api/complete-lesson';
import {
  correctAtFirstTry,
  scoredExerciseCount,
  flowScore,
  initialLessonFlow,
  isLastExercise,
  lessonFlowReducer,
} from '@/web/features/lesson/lesson-flow';
import { CompletionError } from './completion-error';
import { ExercisePhase } from './exercise-phase';
import { LessonResult } from './lesson-result';
import { ReadingPhase } from './reading-phase';
import { LessonVarietyContext } from './lesson-variety';

/** Runs one lesson: reading sections, exercises, then the result once the score is saved. */
export function LessonPlayer({ lesson }: { lesson: LessonDetail }) {
  const { sections, exercises } = lesson.content;
  const [flow, dispatch] = useReducer(
    lessonFlowReducer,
    { sectionCount: sections.length, exerciseCount: exercises.length },
    initialLessonFlow,
  );
  const [restarted, setRestarted] = useState(false);
  const completion = useCompleteLesson(lesson.id);

  // Leaving the lesson silences anything still being read aloud.
  useEffect(() => stopSpeaking, []);

  function complete() {
    completion.mutate({ score: flowScore(flow) });
  }

  function retry() {
    completion.reset();
    dispatch({ type: 'restart' });
    setRestarted(true);
  }

  if (completion.isSuccess) {
    return (
      <LessonResult
        score={completion.variables.score}
        correctAtFirstTry={correctAtFirstTry(flow)}
        totalExercises={scoredExerciseCount(flow)}
        experienceGained={completion.data.experienceGained}
        nextLessonId={completion.data.nextLessonId}
        completed={completion.data.completed}
        onRetry={retry}
      />
    );
  }

  const nothingToDo = sections.length === 0 && exercises.length === 0;
  return (
    <LessonVarietyContext value={lesson.variety}>
      <div className="grid gap-6">
        {nothingToDo ? (
          <div className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6">
            <p className="text-muted-foreground">This lesson has no sections or exercises.</p>
            <Button onClick={complete} pending={completion.isPending}>
              Complete Lesson
            </Button>
          </div>
        ) : flow.phase === 'reading' ? (
          <ReadingPhase
            sections={sections}
            sectionIndex={flow.sectionIndex}
            hasExercises={exercises.length > 0}
            completing={completion.isPending}
            focusOnMount={restarted}
            onPrevious={() => dispatch({ type: 'previousSection' })}
            onNext={() => dispatch({ type: 'nextSection' })}
            onStartExercises={() => dispatch({ type: 'startExercises' })}
            onComplete={complete}
          />
        ) : (
          <ExercisePhase
            lessonId={lesson.id}
            exercises={exercises}
            exerciseIndex={flow.exerciseIndex}
            feedback={flow.feedback}
            completing={completion.isPending}
            onSubmit={(result) => {
              // Missed at the first try: the exercise joins the review deck (docs/product.md#review-deck). Quietly: a
              // failure to save it must not interrupt the lesson.
              const index = flow.exerciseIndex;
              const exercise = exercises[index];
              if (!result.correct && !(index in flow.firstTry) && exercise && isReviewable(exercise))
                addReviewCard({ kind: 'exercise', lessonId: lesson.id, exerciseIndex: index }).catch(() => undefined);
              dispatch({ type: 'submit', result });
            }}
            onTryAgain={() => dispatch({ type: 'tryAgain' })}
            onNext={() => (isLastExercise(flow) ? complete() : dispatch({ type: 'nextExercise' }))}
            onSkip={() => {
              dispatch({ type: 'skip' });
              // A skipped question is never right, so the score is the same before and after it.
              if (isLastExercise(flow)) complete();
            }}
          />
        )}
        {completion.isError ? <CompletionError onRetry={complete} /> : null}
      </div>
    </LessonVarietyContext>
  );
}
