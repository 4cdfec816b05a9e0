import { TrendingUp } from 'lucide-react';
import type { Level } from '@/contract/common';
import { LEVEL_XP_BANDS, LEVELS, levelProgressPercent } from '@/domain/levels';
import { SectionCard } from '@/web/components/section-card';
import { Progress } from '@/web/components/ui/progress';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';

/** docs/product.md#levels: where the learner's XP sits in their level's band, with the band's ends and a percent. */
export function LevelProgressCard({ level, xp, className }: { level: Level; xp: number; className?: string }) {
  const { min, max } = LEVEL_XP_BANDS[level];
  const percent = Math.round(levelProgressPercent(xp, level));
  const label = LEVEL_LABELS[level];
  // The level after the learner's own, which a placement may have raised above their XP (docs/product.md#level-floor).
  const nextLevel = LEVELS[LEVELS.indexOf(level) + 1];
  const next = nextLevel ? { level: nextLevel, xp: Math.max(0, LEVEL_XP_BANDS[nextLevel].min - xp) } : null;
  return (
    <SectionCard title="Level Progress" icon={TrendingUp} className={className}>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-sm text-muted-foreground">
            <strong className="font-semibold text-foreground">{label}</strong> · {xp} XP
          </p>
          <p className="text-2xl font-bold">{percent}%</p>
        </div>
        <Progress value={percent} aria-label={`${label} level progress`} />
        <div className="flex justify-between gap-4 text-xs text-muted-foreground">
          <span>
            <span className="sr-only">Level starts at </span>
            {min} XP
          </span>
          <span>
            <span className="sr-only">Level ends at </span>
            {max} XP
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {next ? `${next.xp} XP to ${LEVEL_LABELS[next.level]}.` : `${label} is the top level.`}
        </p>
      </div>
    </SectionCard>
  );
}
