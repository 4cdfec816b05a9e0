import { useId, useState } from 'react';
import { ArrowRight, Check, ChevronDown, Circle, Lock, MapPin, Route, SkipForward } from 'lucide-react';
import { Link } from 'wouter';
import type { LessonSummary, LevelOverview } from '@/contract/lessons';
import type { LearningPathResponse } from '@/contract/progress';
import { SectionCard } from '@/web/components/section-card';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useLessons } from '@/web/lib/lessons/get-lessons';
import { inCourseOrder, nextLessonOf, pathStatus, type PathStatus } from '@/web/lib/lessons/lesson-path';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { cn } from '@/web/lib/utils';
import { NextLessonsCard } from './next-lessons-card';
import { screenPath } from '@/web/lib/screens';

export const PATH_TITLE = 'Your Path';

const STATUS: Record<PathStatus, { label: string; icon: typeof Check; className: string }> = {
  done: { label: 'Done', icon: Check, className: 'bg-primary text-primary-foreground' },
  next: { label: 'Up next', icon: MapPin, className: 'bg-primary text-primary-foreground ring-4 ring-primary/25' },
  open: { label: 'Open', icon: Circle, className: 'border-2 border-primary bg-card text-primary' },
  placed: { label: 'Placed', icon: SkipForward, className: 'bg-secondary text-secondary-foreground' },
  locked: { label: 'Locked', icon: Lock, className: 'bg-muted text-muted-foreground' },
};

/**
 * The Learning Path screen's path (docs/product.md#lesson-lists): the whole course in order, each lesson marked done,
 * up next, open, placed or locked, each open one linking to its lesson. The level holding the next lesson starts
 * unfolded. Until the course loads (or if it cannot), the learning path's available lessons stand in.
 */
export function PathCard({ fallback }: { fallback: LearningPathResponse['nextLessons'] }) {
  const { data: overview } = useLessons();
  if (!overview) return <NextLessonsCard lessons={fallback} />;
  const lessons = inCourseOrder(overview.lessons);
  const next = nextLessonOf(lessons);
  return (
    <SectionCard
      title={PATH_TITLE}
      icon={Route}
      description="Every lesson in order. Each level opens when you complete 80 % of the one before."
    >
      <div className="grid gap-4">
        {overview.levels.map((level) => (
          <PathLevel
            key={level.level}
            level={level}
            lessons={lessons.filter((lesson) => lesson.level === level.level)}
            nextId={next?.id}
            startOpen={next ? next.level === level.level : level.level === overview.summary.currentLevel}
          />
        ))}
      </div>
    </SectionCard>
  );
}

function PathLevel({
  level,
  lessons,
  nextId,
  startOpen,
}: {
  level: LevelOverview;
  lessons: readonly LessonSummary[];
  nextId: string | undefined;
  startOpen: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const listId = useId();
  const label = LEVEL_LABELS[level.level];
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        className="h-auto min-h-11 justify-between px-2 text-left whitespace-normal"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-base font-semibold">{label}</span>
          <span className="text-sm font-normal text-muted-foreground">
            {level.completedLessons} / {level.totalLessons} done
          </span>
          {level.locked ? <Badge variant="secondary">Locked</Badge> : null}
          {level.placed ? <Badge variant="secondary">Placed</Badge> : null}
        </span>
        <ChevronDown aria-hidden="true" className={cn('shrink-0 transition-transform', open && 'rotate-180')} />
      </Button>
      {open ? (
        <ol id={listId} aria-label={`${label} lessons`} className="grid">
          {lessons.map((lesson, index) => (
            <PathStep
              key={lesson.id}
              lesson={lesson}
              status={pathStatus(lesson, nextId)}
              last={index === lessons.length - 1}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function PathStep({ lesson, status, last }: { lesson: LessonSummary; status: PathStatus; last: boolean }) {
  const { label, icon: Icon, className } = STATUS[status];
  const title = (
    <span className="grid min-w-0 flex-1">
      <span className="text-xs text-muted-foreground">Lesson {lesson.order}</span>
      <span className={cn('font-medium break-words', status === 'locked' && 'text-muted-foreground')}>
        {lesson.title}
      </span>
    </span>
  );
  return (
    <li className="relative flex items-stretch gap-3" aria-current={status === 'next' ? 'step' : undefined}>
      <span aria-hidden="true" className="relative flex w-8 shrink-0 justify-center">
        {last ? null : <span className="absolute top-8 bottom-0 w-0.5 bg-border" />}
        <span className={cn('relative mt-2 flex size-7 items-center justify-center rounded-full', className)}>
          <Icon className="size-4" />
        </span>
      </span>
      <div className={cn('flex min-h-11 min-w-0 flex-1 items-center gap-3 py-1.5', !last && 'pb-3')}>
        {status === 'locked' ? (
          title
        ) : (
          <Link
            href={screenPath.lesson(lesson.id)}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-md px-2 hover:bg-secondary"
          >
            {title}
            {status === 'next' ? <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary" /> : null}
          </Link>
        )}
        <Badge variant={status === 'next' ? 'default' : 'secondary'} className="shrink-0">
          {label}
        </Badge>
      </div>
    </li>
  );
}
