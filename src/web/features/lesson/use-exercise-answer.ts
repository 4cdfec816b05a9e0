import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Exercise } from '@/contract/lessons';
import { capabilitiesQueryOptions } from '@/web/lib/queries/capabilities';
import { getServerMessage } from '@/web/lib/api-client';
import { useVoiceCapture } from '@/web/lib/use-voice-capture';
import { checkPronunciation } from './api/check-pronunciation';
import {
  scoredPronunciation,
  unscoredPronunciation,
  type AnswerResult,
  type ExerciseAnswer,
  type ExerciseAnswerDraft,
} from './exercise-answer';
import { canSubmitAnswer, checkExercise } from './exercise-check';

interface ExercisePlace {
  lessonId: string;
  /** The exercise's index within the lesson's exercises. */
  exerciseIndex: number;
}

/** The learner's draft answer to one exercise: an option, typed text or a recording. */
export function useExerciseAnswer(exercise: Exercise, { lessonId, exerciseIndex }: ExercisePlace): ExerciseAnswerDraft {
  const [choice, setChoice] = useState<number | null>(null);
  const [choices, setChoices] = useState<readonly (number | null)[]>([]);
  const [text, setText] = useState('');
  const pronunciation = exercise.type === 'pronunciation';
  const { data: capabilities } = useQuery({ ...capabilitiesQueryOptions, enabled: pronunciation });
  // Only a server without speech recognition needs to hear what the browser recognised.
  const recognise = pronunciation && capabilities?.speechToText === 'browser';
  const recorder = useVoiceCapture({ recognise });
  const [scoring, setScoring] = useState(false);
  const scoringRef = useRef(false);
  const answer: ExerciseAnswer = { choice, choices, text, recorded: recorder.recording !== null };

  async function scoreRecording(audio: Blob, targetText: string): Promise<AnswerResult> {
    const transcript = recognise ? (await recorder.finalTranscript()).trim() : '';
    try {
      return scoredPronunciation(
        await checkPronunciation(lessonId, { audio, exerciseIndex, targetText, transcript: transcript || undefined }),
      );
    } catch (error) {
      return unscoredPronunciation(getServerMessage(error) ?? null);
    }
  }

  function submit(onResult: (result: AnswerResult) => void) {
    if (exercise.type !== 'pronunciation' || !recorder.recording) {
      onResult(checkExercise(exercise, answer));
      return;
    }
    if (scoringRef.current) return;
    scoringRef.current = true;
    setScoring(true);
    void scoreRecording(recorder.recording.blob, exercise.answer)
      .then(onResult)
      .finally(() => {
        scoringRef.current = false;
        setScoring(false);
      });
  }

  return {
    choice,
    setChoice,
    choices,
    setChoiceAt: (question, option) =>
      setChoices((chosen) =>
        Array.from({ length: Math.max(chosen.length, question + 1) }, (_, at) =>
          at === question ? option : (chosen[at] ?? null),
        ),
      ),
    text,
    setText,
    recorder,
    recognise,
    scoring,
    canSubmit: canSubmitAnswer(exercise, answer) && !scoring,
    submit,
    clear: () => {
      setChoice(null);
      setChoices([]);
      setText('');
      recorder.discard();
    },
  };
}
