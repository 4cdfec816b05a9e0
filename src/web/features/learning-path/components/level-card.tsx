import { useId } from 'react';
import { Lock, MapPin, Target, Zap } from 'lucide-react';
import type { LearningPathResponse } from '@/contract/progress';
import { UNLOCK_THRESHOLD, previousLevel } from '@/domain/unlocking';
import { Badge } from '@/web/components/ui/badge';
import { Progress } from '@/web/components/ui/progress';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { cn } from '@/web/lib/utils';

type LevelStanding = LearningPathResponse['levels'][number];

function levelSummaryText({ completedLessons, totalLessons, conversations }: LevelStanding): string {
  return `${completedLessons} / ${totalLessons} lessons • ${conversations} ${conversations === 1 ? 'conversation' : 'conversations'}`;
}

function unlockText(level: LevelStanding['level']): string {
  const before = previousLevel(level);
  return `Complete ${Math.round(UNLOCK_THRESHOLD * 100)}% of ${before ? LEVEL_LABELS[before] : 'the previous'} level to unlock`;
}

/** One level of the journey: lessons done, conversations held, XP earned and how well it went. */
export function LevelCard({ standing, current }: { standing: LevelStanding; current: boolean }) {
  const titleId = useId();
  const label = LEVEL_LABELS[standing.level];
  const progress = Math.round(standing.progress);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border p-5 shadow-card',
        standing.locked ? 'bg-muted/60' : 'bg-card',
        current && 'border-primary/50 ring-1 ring-primary/30',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          {standing.locked ? <Lock aria-hidden="true" className="size-4 text-muted-foreground" /> : null}
          {label}
        </h3>
        {standing.locked ? (
          <Badge variant="secondary">Locked</Badge>
        ) : standing.placed ? (
          <Badge variant="secondary">Placed</Badge>
        ) : current ? (
          <Badge>
            <MapPin aria-hidden="true" />
            Current level
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-muted-foreground">{levelSummaryText(standing)}</span>
          <span className="font-semibold">{progress}%</span>
        </div>
        <Progress value={progress} aria-label={`${label} level progress`} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="flex items-center gap-1 text-xs text-muted-foreground">
            <Zap aria-hidden="true" className="size-3.5 text-primary" />
            XP earned
          </dt>
          <dd className="font-semibold">{standing.xp} XP</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-xs text-muted-foreground">
            <Target aria-hidden="true" className="size-3.5 text-primary" />
            Average score
          </dt>
          <dd className="font-semibold">
            {standing.averageScore === null ? 'No scores yet' : `${Math.round(standing.averageScore)}%`}
          </dd>
        </div>
      </dl>
      {standing.locked ? <p className="text-sm text-secondary-foreground">{unlockText(standing.level)}</p> : null}
    </article>
  );
}
