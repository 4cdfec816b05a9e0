import { useEffect, useId, useRef } from 'react';
import { ArrowRight, Flame, Lock, MapPin, RotateCcw, Trophy, Zap } from 'lucide-react';
import { Link } from 'wouter';
import type { LessonSummary } from '@/contract/lessons';
import { isMastered, needsReview } from '@/domain/score-tiers';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Progress } from '@/web/components/ui/progress';
import { cn } from '@/web/lib/utils';
import { LESSON_TYPE_ICONS, LESSON_TYPE_LABELS, LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { ScoreStars } from '@/web/components/score-stars';
import { screenPath } from '@/web/lib/screens';

export const LOCKED_LESSON_TEXT = 'Complete previous lessons to unlock';

/** `review` is the Review tab's card: a 'Needs Review' badge and a Practice Again action. */
export type LessonCardVariant = 'path' | 'review';

function actionLabel(lesson: LessonSummary, variant: LessonCardVariant): string {
  if (variant === 'review') return 'Practice Again';
  return lesson.progress.completed ? 'Review Lesson' : 'Start Lesson';
}

interface LessonCardProps {
  lesson: LessonSummary;
  streak: number;
  variant?: LessonCardVariant;
  /** Outside its level's section the card names the level next to the order number. */
  showLevel?: boolean;
  /** The learner's next lesson on the path: marked "Up next". */
  next?: boolean;
  /** The lesson a link named (`/lessons?lesson=<id>`): scrolled to, highlighted, its button focused. */
  focused?: boolean;
}

export const UP_NEXT_TEXT = 'Up next';
export const FOCUSED_LESSON_TEXT = 'Recommended for you';

/** Brings the named lesson into view and puts the keyboard on its button, once, when the card first shows. */
function useFocusOnArrival(focused: boolean) {
  const cardRef = useRef<HTMLElement>(null);
  const actionRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!focused) return;
    actionRef.current?.focus({ preventScroll: true });
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    cardRef.current?.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  }, [focused]);
  return { cardRef, actionRef };
}

export function LessonCard({
  lesson,
  streak,
  variant = 'path',
  showLevel = false,
  next = false,
  focused = false,
}: LessonCardProps) {
  const titleId = useId();
  const { cardRef, actionRef } = useFocusOnArrival(focused);
  const TypeIcon = LESSON_TYPE_ICONS[lesson.type];
  const { completed, score } = lesson.progress;
  const bestScore = score ?? 0;

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      data-focused={focused || undefined}
      className={cn(
        'flex w-full min-w-0 scroll-mt-24 flex-col rounded-xl border bg-card p-5 shadow-card transition-shadow',
        lesson.locked ? 'bg-muted/60' : 'hover:shadow-raised',
        next && 'border-primary/60',
        focused && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
      )}
    >
      {focused || next ? (
        <p className="mb-3 flex flex-wrap gap-2">
          {next ? (
            <Badge>
              <MapPin aria-hidden="true" />
              {UP_NEXT_TEXT}
            </Badge>
          ) : null}
          {focused ? <Badge variant="accent">{FOCUSED_LESSON_TEXT}</Badge> : null}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <Badge variant="soft">
          <TypeIcon aria-hidden="true" />
          {LESSON_TYPE_LABELS[lesson.type]}
        </Badge>
        <span className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
          {/* docs/product.md#level-floor: passed over by the placement test, open, no XP until taken. */}
          {lesson.placed ? <Badge variant="secondary">Placed</Badge> : null}
          {showLevel ? `${LEVEL_LABELS[lesson.level]} · ` : null}Lesson {lesson.order}
        </span>
      </div>

      <h3 id={titleId} className="mt-3 text-lg leading-snug font-semibold break-words">
        {lesson.title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{lesson.description}</p>

      <div className="mt-4 grid gap-2">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="inline-flex items-center gap-1 font-medium">
            <Zap aria-hidden="true" className="size-4 text-primary" />
            {lesson.experiencePoints} XP
          </span>
          <ScoreStars score={bestScore} />
        </div>
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>Best score</span>
          <span className="font-semibold text-foreground">{score === null ? 'Not attempted' : `${score}%`}</span>
        </div>
        <Progress value={bestScore} aria-label="Best score" className="h-1.5" />
      </div>

      <LessonCardMarks
        mastered={score !== null && isMastered(score)}
        needsReview={variant === 'review' && needsReview(bestScore)}
        streak={completed ? streak : 0}
      />

      <div className="mt-auto pt-5">
        {lesson.locked ? (
          <p className="flex items-center gap-2 rounded-md bg-secondary px-3 py-2.5 text-sm font-medium text-secondary-foreground">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            {LOCKED_LESSON_TEXT}
          </p>
        ) : (
          <Button asChild className="w-full" variant={completed && variant === 'path' ? 'outline' : 'default'}>
            <Link ref={actionRef} href={screenPath.lesson(lesson.id)} aria-describedby={titleId}>
              {variant === 'review' ? <RotateCcw aria-hidden="true" /> : null}
              {actionLabel(lesson, variant)}
              {variant === 'review' ? null : <ArrowRight aria-hidden="true" />}
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}

function LessonCardMarks({
  mastered,
  needsReview,
  streak,
}: {
  mastered: boolean;
  needsReview: boolean;
  streak: number;
}) {
  if (!mastered && !needsReview && streak <= 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {mastered ? (
        <Badge variant="accent">
          <Trophy aria-hidden="true" />
          Mastered
        </Badge>
      ) : null}
      {needsReview ? <Badge variant="outline">Needs Review</Badge> : null}
      {streak > 0 ? (
        <Badge variant="secondary">
          <Flame aria-hidden="true" />
          {streak} day streak
        </Badge>
      ) : null}
    </div>
  );
}
