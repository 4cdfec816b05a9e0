import { UNSCORED_PRONUNCIATION_NOTE, type AnswerResult } from '@/web/features/lesson/exercise-answer';

/** How close a pronunciation attempt was, as the server judged it, or why it could not be judged. */
export function PronunciationFeedback({ result }: { result: AnswerResult }) {
  if (result.unscored) {
    return (
      <>
        <p className="text-sm">{UNSCORED_PRONUNCIATION_NOTE}</p>
        {result.unscored.reason ? <p className="text-sm opacity-80">{result.unscored.reason}</p> : null}
        <p className="text-sm">Play your recording back and compare it with Listen.</p>
      </>
    );
  }
  if (!result.pronunciation) return null;
  const { similarity, feedback, transcribed } = result.pronunciation;
  return (
    <>
      <p className="text-sm">
        <span className="font-medium">Similarity: </span>
        <span className="tabular-nums">{Math.round(similarity * 100)}%</span>
      </p>
      {feedback ? <p className="text-sm">{feedback}</p> : null}
      {transcribed ? (
        <p className="text-sm break-words">
          <span className="font-medium">We heard: </span>
          <span lang="es">{transcribed}</span>
        </p>
      ) : null}
    </>
  );
}
