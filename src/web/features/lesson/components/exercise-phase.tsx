import type { Exercise } from '@/contract/lessons';
import type { AnswerResult } from '@/web/features/lesson/exercise-answer';
import { ExerciseCard } from './exercise-card';
import { StepProgress } from './step-progress';

interface ExercisePhaseProps {
  lessonId: string;
  exercises: readonly Exercise[];
  exerciseIndex: number;
  feedback: AnswerResult | null;
  completing: boolean;
  onSubmit: (result: AnswerResult) => void;
  onTryAgain: () => void;
  onNext: () => void;
  onSkip: () => void;
}

export function ExercisePhase({
  lessonId,
  exercises,
  exerciseIndex,
  feedback,
  completing,
  onSubmit,
  onTryAgain,
  onNext,
  onSkip,
}: ExercisePhaseProps) {
  const exercise = exercises[exerciseIndex];
  if (!exercise) return null;
  const total = exercises.length;
  return (
    <div className="grid gap-6">
      <StepProgress label="Exercises" unit="Question" current={exerciseIndex + 1} total={total} />
      {/* A fresh card per question: empty answer, hint closed, focus on its input. */}
      <ExerciseCard
        key={exerciseIndex}
        lessonId={lessonId}
        exercise={exercise}
        exerciseIndex={exerciseIndex}
        number={exerciseIndex + 1}
        total={total}
        feedback={feedback}
        isLast={exerciseIndex >= total - 1}
        completing={completing}
        onSubmit={onSubmit}
        onTryAgain={onTryAgain}
        onNext={onNext}
        onSkip={onSkip}
      />
    </div>
  );
}
