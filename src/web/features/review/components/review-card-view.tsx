import { markDifferingWords } from '@/domain/word-diff';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { GradeReviewCardResponse, ReviewCard, ReviewRating } from '@/contract/review';
import { typedAnswerOf } from '@/contract/lessons';
import type { TypedAnswer } from '@/domain/answers';
import { checkReviewAnswer, correctionAnswer, type ReviewAnswerCheck } from '@/domain/review-rules';
import { CorrectionChange } from '@/web/components/correction-change';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';

const RATING_LABELS: Record<ReviewRating, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };
const RATING_KEYS: Record<string, ReviewRating> = { '1': 'again', '2': 'hard', '3': 'good', '4': 'easy' };

/** The typed answer a card is checked against, or null for a recall card (a saved word). */
function typedItem(card: ReviewCard): TypedAnswer | null {
  if (card.content.kind === 'correction') return correctionAnswer(card.content.corrected);
  if (card.content.kind === 'exercise') return typedAnswerOf(card.content.exercise);
  return null;
}

function CardFront({ card }: { card: ReviewCard }) {
  const { content } = card;
  if (content.kind === 'correction')
    return (
      <>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Fix it</p>
        <p lang="es" className="text-xl font-semibold break-words">
          {content.original}
        </p>
        <p className="text-sm text-muted-foreground">You wrote this in a conversation. Type it correctly.</p>
      </>
    );
  if (content.kind === 'word')
    return (
      <>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">What does it mean?</p>
        <p lang="es" className="text-2xl font-semibold break-words">
          {content.spanish}
        </p>
      </>
    );
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">From “{content.lessonTitle}”</p>
      <p className="text-lg font-semibold break-words">{content.exercise.question}</p>
    </>
  );
}

function CardBack({
  card,
  check,
  given,
  acceptedByServer,
}: {
  card: ReviewCard;
  check: ReviewAnswerCheck | null;
  /** What the learner typed, to show which words of the answer differ. */
  given: string;
  /** The server found the answer another correct way of saying it ("Estoy contenta" for "Estoy contento"). */
  acceptedByServer: boolean;
}) {
  const { content } = card;
  const right = check !== null && (check.correct || acceptedByServer);
  return (
    <div className="grid gap-2 rounded-lg border bg-secondary/40 p-4">
      {check ? (
        <p className={cn('flex items-center gap-2 font-semibold', right ? 'text-emerald-700' : 'text-red-700')}>
          {right ? (
            <CheckCircle2 aria-hidden="true" className="size-5" />
          ) : (
            <XCircle aria-hidden="true" className="size-5" />
          )}
          {check.correct
            ? 'Right!'
            : acceptedByServer
              ? 'Right! That is another correct way to say it.'
              : check.accentsOnly
                ? 'Almost! Check your accents.'
                : 'Not quite.'}
        </p>
      ) : null}
      {content.kind === 'word' ? (
        <p className="text-lg">{content.english}</p>
      ) : (
        <p>
          <span className="text-sm text-muted-foreground">Answer: </span>
          <span lang="es" className="font-semibold">
            {check && !right && content.kind === 'correction' ? (
              <MarkedAnswer expected={check.expected} given={given} />
            ) : (
              check?.expected
            )}
          </span>
        </p>
      )}
      {content.kind === 'correction' ? (
        <ul className="grid gap-1 text-sm">
          {content.changes.map((change, index) => (
            <li key={index}>
              <CorrectionChange change={change} />
            </li>
          ))}
        </ul>
      ) : null}
      {content.kind === 'exercise' && content.exercise.hint ? (
        <p className="text-sm text-muted-foreground">Hint: {content.exercise.hint}</p>
      ) : null}
    </div>
  );
}

/** The corrected sentence with the words the learner's answer lacks marked, so they see what to change. */
function MarkedAnswer({ expected, given }: { expected: string; given: string }) {
  const words = markDifferingWords(expected, given);
  return (
    <>
      {words.map((word, index) => (
        <span key={index}>
          {index > 0 ? ' ' : null}
          {word.differs ? <mark className="rounded bg-amber-200 px-0.5 text-foreground">{word.text}</mark> : word.text}
        </span>
      ))}
    </>
  );
}

/**
 * One card of a review session, keyboard first: type and press Enter (typed cards) or press Space to show the answer
 * (recall cards); then 1-4 grade (again, hard, good, easy), Enter takes the suggested grade. A wrong typed answer is
 * graded "again" at once; Hard and Easy are offered after a right one.
 */
export function ReviewCardView({
  card,
  grading,
  onGrade,
  graded,
  onContinue,
}: {
  card: ReviewCard;
  grading: boolean;
  onGrade: (input: { answer?: string; rating?: ReviewRating }) => void;
  /** The server's answer once this card is graded. */
  graded: GradeReviewCardResponse | null;
  onContinue: () => void;
}) {
  const item = typedItem(card);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState('');
  const [revealed, setRevealed] = useState(false);
  const [check, setCheck] = useState<ReviewAnswerCheck | null>(null);

  // The session renders each card afresh (keyed by id and reps), so its state starts empty; the input takes focus.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // After the answer shows, keys grade it; focus moves to the grade buttons so Enter and Tab reach them.
  useEffect(() => {
    if (revealed) actionsRef.current?.querySelector<HTMLButtonElement>('[data-suggested]')?.focus();
  }, [revealed, graded]);

  const ratingsOffered: ReviewRating[] = graded
    ? []
    : item
      ? check?.correct
        ? ['hard', 'good', 'easy']
        : []
      : ['again', 'hard', 'good', 'easy'];

  function submitTyped(text: string) {
    if (!item || text.trim() === '' || grading) return;
    const result = checkReviewAnswer(item, text);
    setCheck(result);
    setRevealed(true);
    // A wrong answer grades itself: again.
    if (!result.correct) onGrade({ answer: text });
  }

  function grade(rating: ReviewRating) {
    if (grading || graded) return;
    onGrade(item ? { answer, rating } : { rating });
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.target instanceof HTMLInputElement) return;
    const rating = RATING_KEYS[event.key];
    if (rating && ratingsOffered.includes(rating)) {
      event.preventDefault();
      grade(rating);
    } else if (!item && !revealed && (event.key === ' ' || event.key === 'Enter')) {
      event.preventDefault();
      setRevealed(true);
    }
  }

  const choices =
    card.content.kind === 'exercise' && card.content.exercise.type === 'multiple_choice'
      ? card.content.exercise.options
      : null;

  return (
    <div className="grid gap-4 outline-none" onKeyDown={onKeyDown} tabIndex={-1}>
      <div className="grid gap-2">
        <CardFront card={card} />
      </div>
      {item && !revealed ? (
        choices ? (
          <div className="grid gap-2" role="group" aria-label="Options">
            {choices.map((option, index) => (
              <Button
                key={option}
                type="button"
                variant="outline"
                className="h-auto min-h-11 justify-start whitespace-normal text-left"
                onClick={() => {
                  setAnswer(option);
                  submitTyped(option);
                }}
              >
                <span aria-hidden="true" className="text-muted-foreground">
                  {index + 1}.
                </span>{' '}
                {option}
              </Button>
            ))}
          </div>
        ) : (
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              submitTyped(answer);
            }}
          >
            <label htmlFor={inputId} className="text-sm font-medium">
              Your answer
            </label>
            <div className="flex gap-2">
              <Input
                id={inputId}
                ref={inputRef}
                lang={item.context.language}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
              />
              <Button type="submit" disabled={answer.trim() === ''}>
                Check
              </Button>
            </div>
          </form>
        )
      ) : null}
      {!item && !revealed ? (
        <Button type="button" variant="outline" onClick={() => setRevealed(true)} autoFocus>
          Show answer <span className="text-xs text-muted-foreground">(Space)</span>
        </Button>
      ) : null}
      <div aria-live="polite">
        {revealed ? (
          <CardBack card={card} check={check} given={answer} acceptedByServer={graded?.correct === true} />
        ) : null}
      </div>
      {revealed ? (
        <div ref={actionsRef} className="flex flex-wrap gap-2">
          {ratingsOffered.map((rating) => (
            <Button
              key={rating}
              type="button"
              variant={rating === 'good' ? 'default' : 'outline'}
              className="min-w-20 flex-1 sm:flex-none"
              disabled={grading}
              data-suggested={rating === 'good' ? '' : undefined}
              onClick={() => grade(rating)}
            >
              {RATING_LABELS[rating]}
              <span className="text-xs opacity-70">
                {Object.keys(RATING_KEYS).find((key) => RATING_KEYS[key] === rating)}
              </span>
            </Button>
          ))}
          {graded ? (
            <Button type="button" data-suggested="" onClick={onContinue}>
              Continue
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
