import { answerLanguage, typedAnswerOf, type Exercise, type ExerciseOf } from '@/contract/lessons';
import { checkTextAnswer } from '@/domain/answers';
import { TextAnswer } from '@/web/features/lesson/components/text-answer';
import type { AnswerResult, ExerciseAnswer } from '@/web/features/lesson/exercise-answer';
import type { AnswerControlProps, ExerciseView } from './exercise-view';

/** The types answered by typing the answer in one text box. */
type TypedTextType = 'translation' | 'conjugation' | 'fill_blank';

function TypedTextControl<T extends TypedTextType>({
  exercise,
  questionId,
  draft,
  checked,
  wrong,
}: AnswerControlProps<T>) {
  return (
    <TextAnswer
      questionId={questionId}
      language={answerLanguage(exercise)}
      value={draft.text}
      onChange={draft.setText}
      checked={checked}
      wrong={wrong}
    />
  );
}

/** A typed answer checked by the answer checker against what the exercise's type says it should be. */
export function checkTypedText(exercise: Exercise, answer: ExerciseAnswer): AnswerResult {
  const { expected, accepted, context } = typedAnswerOf(exercise);
  return checkTextAnswer(answer.text, expected, accepted, context);
}

/** A type answered in a text box and checked by the answer checker against the exercise's answer and its equivalents. */
export function typedTextView<T extends TypedTextType>(
  label: string,
  instruction: (exercise: ExerciseOf<T>) => string,
): ExerciseView<T> {
  return {
    label,
    instruction,
    canSubmit: (answer) => answer.text.trim() !== '',
    check: checkTypedText,
    AnswerControl: TypedTextControl,
  };
}
