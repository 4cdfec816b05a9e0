import { useState } from 'react';
import type { Exercise } from '@/contract/lessons';
import { useAudioRecorder } from '@/web/lib/use-audio-recorder';
import { canSubmitAnswer, checkExercise, type ExerciseAnswer } from './exercise-check';

/** The learner's draft answer to one exercise: an option, typed text or a recording. */
export function useExerciseAnswer(exercise: Exercise) {
  const [choice, setChoice] = useState<number | null>(null);
  const [text, setText] = useState('');
  const recorder = useAudioRecorder();
  const answer: ExerciseAnswer = { choice, text, recorded: recorder.recording !== null };

  return {
    choice,
    setChoice,
    text,
    setText,
    recorder,
    canSubmit: canSubmitAnswer(exercise, answer),
    check: () => checkExercise(exercise, answer),
    clear: () => {
      setChoice(null);
      setText('');
      recorder.discard();
    },
  };
}

export type ExerciseAnswerDraft = ReturnType<typeof useExerciseAnswer>;
