import { useId, useState } from 'react';
import { ChevronDown, Lock } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import type { LessonSummary, LevelOverview } from '@/contract/lessons';
import { UNLOCK_THRESHOLD } from '@/domain/unlocking';
import { Button } from '@/web/components/ui/button';
import { Progress } from '@/web/components/ui/progress';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { LessonList } from './lesson-list';

export function levelLockedText(previousLevel: LevelOverview['previousLevel']): string {
  const percent = Math.round(UNLOCK_THRESHOLD * 100);
  const previous = previousLevel ? LEVEL_LABELS[previousLevel] : 'the previous';
  return `Complete ${percent}% of ${previous} level to unlock`;
}

export function LevelSection({
  level,
  lessons,
  streak,
  nextId,
  focusId,
}: {
  level: LevelOverview;
  lessons: readonly LessonSummary[];
  streak: number;
  nextId?: string;
  focusId?: string | null;
}) {
  const titleId = useId();
  const listId = useId();
  const label = LEVEL_LABELS[level.level];
  // A locked level starts folded: on a phone, 24 cards nobody can open yet would bury the open level. So does a level
  // the placement test passed over: the learner starts after it.
  // A level holding the lesson a link named opens, so the learner lands on it.
  const [expanded, setExpanded] = useState(
    (!level.locked && !level.placed) || lessons.some((lesson) => lesson.id === focusId),
  );
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="flex items-center gap-2 text-2xl font-bold">
            {level.locked ? <Lock aria-hidden="true" className="size-5 text-muted-foreground" /> : null}
            {label}
            {level.placed ? <Badge variant="secondary">Placed</Badge> : null}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {level.totalLessons} {level.totalLessons === 1 ? 'lesson' : 'lessons'} · {level.totalXp} XP ·{' '}
            {level.percentComplete}% complete
          </p>
        </div>
        <Progress value={level.percentComplete} aria-label={`${label} level progress`} className="sm:max-w-56" />
      </div>

      {level.placed ? (
        <p className="text-sm text-muted-foreground">
          Your placement test put you past this level: its lessons are open whenever you want them, and earn their XP
          when you take them.
        </p>
      ) : null}
      {level.locked ? (
        <div className="flex items-start gap-3 rounded-lg border border-dashed bg-secondary/60 px-4 py-3">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary-foreground" />
          <p className="text-sm text-secondary-foreground">
            <strong className="block font-semibold">Level Locked</strong>
            {levelLockedText(level.previousLevel)}
          </p>
        </div>
      ) : null}

      {lessons.length === 0 ? (
        <p className="text-sm text-muted-foreground">This level has no lessons.</p>
      ) : (
        <>
          {level.locked || level.placed ? (
            <Button
              variant="outline"
              className="justify-self-start"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
            >
              <ChevronDown
                aria-hidden="true"
                className={expanded ? 'rotate-180 transition-transform' : 'transition-transform'}
              />
              {expanded
                ? 'Hide lessons'
                : `${level.placed ? 'Show' : 'Preview'} ${lessons.length} ${lessons.length === 1 ? 'lesson' : 'lessons'}`}
            </Button>
          ) : null}
          {expanded ? (
            <div id={listId}>
              <LessonList lessons={lessons} streak={streak} nextId={nextId} focusId={focusId} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
