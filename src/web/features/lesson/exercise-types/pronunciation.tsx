import { PronunciationAnswer } from '@/web/features/lesson/components/pronunciation-answer';
import { PronunciationFeedback } from '@/web/features/lesson/components/pronunciation-feedback';
import type { AnswerControlProps, ExerciseView } from './exercise-view';

function PronunciationControl({ exercise, draft, checked, onSkip, skipLabel }: AnswerControlProps<'pronunciation'>) {
  return (
    <PronunciationAnswer
      exercise={exercise}
      recorder={draft.recorder}
      recognise={draft.recognise}
      checked={checked}
      scoring={draft.scoring}
      onSkip={onSkip}
      skipLabel={skipLabel}
    />
  );
}

/** Scored by the server (useExerciseAnswer sends the recording); `check` is the rule when there is no server result. */
export const pronunciationView: ExerciseView<'pronunciation'> = {
  label: 'Pronunciation',
  instruction: () => 'Listen first, then record yourself saying the phrase aloud and play it back to compare.',
  canSubmit: (answer) => answer.recorded,
  // docs/product.md#lesson-score: with no server result, a captured recording counts as correct.
  check: (_exercise, answer) => ({ correct: answer.recorded, accentsOnly: false }),
  AnswerControl: PronunciationControl,
  ResultDetails: ({ result }) => <PronunciationFeedback result={result} />,
};
