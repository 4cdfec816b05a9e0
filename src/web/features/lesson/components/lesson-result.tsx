import { useEffect, useRef } from 'react';
import { ArrowRight, Lightbulb, List, RotateCcw, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { COMPLETION_SCORE, PASSING_SCORE, scoreTier, showsTip, type ScoreTierName } from '@/domain/score-tiers';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { ScoreStars } from '@/web/components/score-stars';
import { screenPath } from '@/web/lib/screens';

const TIER_MESSAGES: Record<ScoreTierName, string> = {
  Mastered: '¡Excelente! You have mastered this lesson.',
  Completed: '¡Muy bien! You completed this lesson. A little more practice and you will master it.',
  Passed: '¡Bien! You passed this lesson. Review it again to strengthen what you learned.',
  'Needs Review': 'Keep going! This lesson needs another look before it sticks.',
};

const TIER_BADGES: Record<ScoreTierName, 'default' | 'soft' | 'secondary' | 'outline'> = {
  Mastered: 'default',
  Completed: 'soft',
  Passed: 'secondary',
  'Needs Review': 'outline',
};

interface LessonResultProps {
  score: number;
  correctAtFirstTry: number;
  totalExercises: number;
  experienceGained: number;
  nextLessonId: string | null;
  /** Whether the lesson now counts as completed (this or an earlier attempt scored 50 or more). */
  completed: boolean;
  onRetry: () => void;
}

export function LessonResult({
  score,
  correctAtFirstTry,
  totalExercises,
  experienceGained,
  nextLessonId,
  completed,
  onRetry,
}: LessonResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tier = scoreTier(score);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="h-2 bg-linear-to-r from-primary via-amber-400 to-primary" />
      <CardContent className="flex flex-col items-center gap-5 p-6 text-center sm:p-10">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Trophy aria-hidden="true" className="size-8" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold focus:outline-none">
          Lesson Complete!
        </h2>

        <div className="flex flex-col items-center gap-2">
          <p className="text-6xl font-extrabold tracking-tight text-primary tabular-nums">
            <span className="sr-only">Score: </span>
            {score}%
          </p>
          <div className="flex items-center gap-2">
            <Badge variant={TIER_BADGES[tier.name]} className="px-3 py-1 text-sm">
              {tier.name}
            </Badge>
            <ScoreStars score={score} className="[&_svg]:size-5" />
          </div>
        </div>

        <p className="max-w-md text-lg">{TIER_MESSAGES[tier.name]}</p>
        <p className="text-xl font-bold text-primary-soft-foreground">+{experienceGained} XP earned</p>
        {experienceGained === 0 ? (
          <p className="-mt-3 max-w-md text-sm text-muted-foreground">
            You already earned the XP for this score. Beat your best score to earn more.
          </p>
        ) : null}

        <div className="w-full max-w-md rounded-lg bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          {totalExercises > 0 ? (
            <>
              <p className="font-semibold">
                You got {correctAtFirstTry} of {totalExercises} questions right the first time.
              </p>
              <p className="mt-1">
                Answers fixed with Try Again are good practice, but only first tries count toward your score.
              </p>
            </>
          ) : (
            <p>This lesson has no exercises, so reading it through counts as a full score.</p>
          )}
        </div>

        {showsTip(score) ? (
          <div className="flex w-full max-w-md items-start gap-3 rounded-lg border border-amber-300 bg-accent px-4 py-3 text-left text-sm text-accent-foreground">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong>Tip:</strong> Read through the lesson content again and use Hint and Listen on the questions you
              missed. A score of {PASSING_SCORE}% or more passes the lesson.
            </p>
          </div>
        ) : null}

        {completed ? null : (
          <p role="note" className="max-w-md text-sm font-semibold">
            Score {COMPLETION_SCORE}% or more to complete this lesson and unlock the next one.
          </p>
        )}

        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button variant={completed ? 'outline' : 'default'} size="lg" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Retry Lesson
          </Button>
          {nextLessonId ? (
            <Button asChild size="lg" variant={completed ? 'default' : 'outline'}>
              <Link href={screenPath.lesson(nextLessonId)}>
                Next Lesson
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link href={screenPath.lessons()}>
                <List aria-hidden="true" />
                View All Lessons
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
