import { useEffect, useId, useRef, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { PlacementProgress, PlacementResult } from '@/contract/placement';
import { PLACEMENT_MAX_ITEMS } from '@/contract/placement-constants';
import { FormAlert } from '@/web/components/form-alert';
import { PageContainer } from '@/web/components/page-container';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Progress } from '@/web/components/ui/progress';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { Spinner } from '@/web/components/ui/spinner';
import { getServerMessage } from '@/web/lib/api-client';
import { ListeningPlayer } from './listening-player';
import { useAnswerPlacement } from '@/web/features/placement/api/answer-placement';
import { useFinishPlacement } from '@/web/features/placement/api/finish-placement';
import { useStartPlacement } from '@/web/features/placement/api/start-placement';
import { screenPath } from '@/web/lib/screens';

export const PLACEMENT_FAILED = 'The placement test could not be loaded. Please try again.';
const SKILL_LABELS = { grammar: 'Grammar', vocabulary: 'Vocabulary', reading: 'Reading', listening: 'Listening' };

/** The placement test (docs/product.md#placement): one question at a time, then where the learner starts. */
export default function PlacementPage() {
  const start = useStartPlacement();
  const answer = useAnswerPlacement();
  const finish = useFinishPlacement();
  const [test, setTest] = useState<PlacementProgress | null>(null);
  const [result, setResult] = useState<PlacementResult | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(undefined, { onSuccess: setTest });
  }, [start]);

  const end = (attemptId: string) => finish.mutate(attemptId, { onSuccess: setResult });
  useEffect(() => {
    if (test && test.question === null && !finish.isPending && !result && !finish.isError) end(test.attemptId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- finishing once, when the last answer came back.
  }, [test]);

  const error = start.error ?? answer.error ?? finish.error;
  return (
    <PageContainer
      title="Find your level"
      description="Answer what you can; a right answer brings a harder question, a wrong one an easier one."
      className="max-w-3xl"
    >
      {error ? (
        <div className="mb-4 grid gap-3">
          <FormAlert id="placement-error" message={getServerMessage(error) ?? PLACEMENT_FAILED} />
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link href={screenPath.settings()}>Settings</Link>
            </Button>
            <Button asChild>
              <Link href={screenPath.home()}>Go to your dashboard</Link>
            </Button>
          </div>
        </div>
      ) : null}
      {result ? (
        <PlacementOutcome result={result} />
      ) : test?.question ? (
        <QuestionCard
          key={test.question.id}
          test={test}
          busy={answer.isPending || finish.isPending}
          onAnswer={(choice) =>
            answer.mutate({ attemptId: test.attemptId, itemId: test.question!.id, choice }, { onSuccess: setTest })
          }
          onStop={() => end(test.attemptId)}
        />
      ) : error ? null : (
        <Spinner label="Loading the test" className="w-full py-16" />
      )}
    </PageContainer>
  );
}

function QuestionCard({
  test,
  busy,
  onAnswer,
  onStop,
}: {
  test: PlacementProgress;
  busy: boolean;
  onAnswer: (choice: number) => void;
  onStop: () => void;
}) {
  const question = test.question!;
  const id = useId();
  const [choice, setChoice] = useState<string>('');
  const number = test.answered + 1;
  return (
    <SectionCard
      title={`Question ${number}`}
      description={`${SKILL_LABELS[question.skill]} · up to ${PLACEMENT_MAX_ITEMS} questions`}
    >
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (choice !== '') onAnswer(Number(choice));
        }}
      >
        <Progress value={(test.answered / PLACEMENT_MAX_ITEMS) * 100} aria-label="Questions answered" />
        <p id={`${id}-question`} className="text-lg font-semibold">
          {question.question}
        </p>
        {question.text ? (
          <p lang="es" className="rounded-lg bg-secondary p-4 text-lg">
            {question.text}
          </p>
        ) : null}
        {question.audio ? <ListeningPlayer key={question.id} audio={question.audio} /> : null}
        <RadioGroup aria-labelledby={`${id}-question`} value={choice} onValueChange={setChoice} className="grid gap-2">
          {question.options.map((option, index) => (
            <Label
              key={option}
              htmlFor={`${id}-${index}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-base has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`${id}-${index}`} value={String(index)} />
              <span lang={question.skill === 'grammar' || /[ñáéíóú¿¡]/i.test(option) ? 'es' : undefined}>{option}</span>
            </Label>
          ))}
        </RadioGroup>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="button" variant="ghost" disabled={busy} onClick={onStop}>
            Stop the test
          </Button>
          <Button type="submit" disabled={busy || choice === ''}>
            Next
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

const LEVEL_NAMES = { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced' } as const;

function PlacementOutcome({ result }: { result: PlacementResult }) {
  const placedAbove = result.level !== 'beginner';
  return (
    <SectionCard title="Your result" icon={CircleCheck}>
      <div className="grid gap-4">
        <p className="text-2xl font-bold">You start at the {LEVEL_NAMES[result.level]} level.</p>
        <p className="text-muted-foreground">
          {placedAbove
            ? `The levels before it are marked as placed: open whenever you want them, without XP until you take them.`
            : `You start with the first lessons of the course.`}{' '}
          You answered {result.answered} {result.answered === 1 ? 'question' : 'questions'}; you can take the test again
          in a week.
        </p>
        <div className="flex flex-wrap gap-3">
          {result.lessonId ? (
            <Button asChild>
              <Link href={screenPath.lesson(result.lessonId)}>Start &lsquo;{result.lessonTitle}&rsquo;</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link href={screenPath.home()}>Go to your dashboard</Link>
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
