import { memo, useId } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ExerciseOf, ReadingQuestion } from '@/contract/lessons';
import { TappableWords } from '@/web/components/deck/tappable-words';
import { MultipleChoiceAnswer } from '@/web/features/lesson/components/multiple-choice-answer';
import type { AnswerResult, ExerciseAnswer } from '@/web/features/lesson/exercise-answer';
import type { AnswerControlProps, ExerciseView } from '@/web/features/lesson/exercise-types/exercise-view';

type Reading = ExerciseOf<'reading'>;

/** The text's paragraphs: a blank line starts a new one (a single line break stays inside, as in a sign-off). */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The text, in Spanish, under its title: read on the card, not heard; a word tapped shows what the app knows of it. */
// Memoised: choosing an option re-renders the questions, never the text's hundreds of word buttons.
const ReadingText = memo(function ReadingText({ exercise }: { exercise: Reading }) {
  const titleId = useId();
  return (
    <article
      lang="es"
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border bg-secondary/40 px-4 py-4 leading-relaxed sm:px-5"
    >
      <h3 id={titleId} className="text-lg font-semibold break-words">
        {exercise.audio_text}
      </h3>
      {paragraphsOf(exercise.text).map((paragraph, index) => (
        <p key={index} className="break-words whitespace-pre-line">
          <TappableWords text={paragraph} />
        </p>
      ))}
    </article>
  );
});

function QuestionControl({
  question,
  number,
  choice,
  onChoose,
  checked,
}: {
  question: ReadingQuestion;
  number: number;
  choice: number | null;
  onChoose: (option: number) => void;
  checked: boolean;
}) {
  const questionId = useId();
  return (
    <div className="grid gap-2">
      <h3 id={questionId} className="font-semibold break-words">
        {number}. {question.question}
      </h3>
      <MultipleChoiceAnswer
        exercise={question}
        questionId={questionId}
        choice={choice}
        onChoose={onChoose}
        checked={checked}
      />
    </div>
  );
}

function ReadingControl({ exercise, draft, checked }: AnswerControlProps<'reading'>) {
  return (
    <div className="grid gap-5">
      <ReadingText exercise={exercise} />
      {exercise.questions.map((question, index) => (
        <QuestionControl
          key={index}
          question={question}
          number={index + 1}
          choice={draft.choices[index] ?? null}
          onChoose={(option) => draft.setChoiceAt(index, option)}
          checked={checked}
        />
      ))}
    </div>
  );
}

/** After a miss: each question's verdict, and for a missed one its right answer and why. */
function ReadingResultDetails({ exercise, result }: { exercise: Reading; result: AnswerResult }) {
  if (result.correct || !result.questions) return null;
  return (
    <ol className="grid gap-2 text-sm text-foreground">
      {exercise.questions.map((question, index) =>
        result.questions?.[index] ? (
          <li key={index} className="flex items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            <span>Question {index + 1}: right.</span>
          </li>
        ) : (
          <li key={index} className="flex items-start gap-2">
            <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span className="grid gap-0.5">
              <span>
                Question {index + 1}: the answer is{' '}
                <strong lang={question.optionsLanguage} className="font-semibold">
                  {question.options[question.correct]}
                </strong>
                .
              </span>
              <span>
                <span className="font-medium">Why:</span> {question.why}
              </span>
            </span>
          </li>
        ),
      )}
    </ol>
  );
}

/** Every question is answered: the exercise is submitted whole. */
function everyQuestionAnswered(exercise: Reading, answer: ExerciseAnswer): boolean {
  return exercise.questions.every((_, index) => (answer.choices?.[index] ?? null) !== null);
}

/** Right when every question is (the exercise is one item of the lesson score: src/contract/exercise-types/reading.ts). */
export function checkReading(exercise: Reading, answer: ExerciseAnswer): AnswerResult {
  const questions = exercise.questions.map((question, index) => answer.choices?.[index] === question.correct);
  return { correct: questions.every(Boolean), accentsOnly: false, questions };
}

/** A text and its questions (src/contract/exercise-types/reading.ts). */
export const readingView: ExerciseView<'reading'> = {
  label: 'Reading',
  instruction: (exercise) =>
    `Read the text, then answer the ${exercise.questions.length} questions about it. All of them count as one answer.`,
  canSubmit: (answer, exercise) => everyQuestionAnswered(exercise, answer),
  check: checkReading,
  AnswerControl: ReadingControl,
  playsItsOwnAudio: true,
  explainsItsMisses: true,
  ResultDetails: ReadingResultDetails,
};
