import { MultipleChoiceAnswer } from '@/web/features/lesson/components/multiple-choice-answer';
import type { AnswerControlProps, ExerciseView } from './exercise-view';

function MultipleChoiceControl({ exercise, questionId, draft, checked }: AnswerControlProps<'multiple_choice'>) {
  return (
    <MultipleChoiceAnswer
      exercise={exercise}
      questionId={questionId}
      choice={draft.choice}
      onChoose={draft.setChoice}
      checked={checked}
    />
  );
}

export const multipleChoiceView: ExerciseView<'multiple_choice'> = {
  label: 'Multiple choice',
  instruction: () => 'Choose the correct answer.',
  canSubmit: (answer) => answer.choice !== null,
  check: (exercise, answer) => ({ correct: answer.choice === exercise.correct, accentsOnly: false }),
  AnswerControl: MultipleChoiceControl,
};
