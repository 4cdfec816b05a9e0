import { TextAnswer } from '@/web/features/lesson/components/text-answer';
import type { AnswerControlProps, ExerciseView } from '@/web/features/lesson/exercise-types/exercise-view';
import { checkTypedText } from '@/web/features/lesson/exercise-types/typed-text';
import { SentencePlayer } from './sentence-player';

function ListeningControl({ exercise, questionId, draft, checked, wrong }: AnswerControlProps<'listening'>) {
  return (
    <div className="grid gap-4">
      <SentencePlayer sentence={exercise.audio_text} revealed={checked} />
      <TextAnswer
        questionId={questionId}
        language="es"
        value={draft.text}
        onChange={draft.setText}
        checked={checked}
        wrong={wrong}
      />
    </div>
  );
}

/** A dictation (src/contract/exercise-types/listening.ts): its own player reads the sentence, so no Listen button. */
export const listeningView: ExerciseView<'listening'> = {
  label: 'Listening',
  instruction: () => 'Type the Spanish sentence you hear, word for word.',
  canSubmit: (answer) => answer.text.trim() !== '',
  check: checkTypedText,
  AnswerControl: ListeningControl,
  playsItsOwnAudio: true,
};
