import { PartyPopper } from 'lucide-react';
import type { LessonsOverview } from '@/contract/lessons';
import { todaysPractice } from '@/domain/lesson-selection';
import { EmptyState } from './empty-state';
import { LessonList } from './lesson-list';

export function TodaysPracticeTab({ overview }: { overview: LessonsOverview }) {
  const picks = todaysPractice(overview.lessons, overview.summary.currentLevel);
  if (picks.length === 0) {
    return (
      <EmptyState icon={PartyPopper} title="All caught up!">
        You have finished every open lesson at your level. Review a past lesson or keep going on your learning path.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">Today&apos;s Practice</h2>
      <p className="text-sm text-muted-foreground">
        The next lessons waiting for you at your level and below. A few minutes a day keeps your streak going.
      </p>
      <LessonList lessons={picks} streak={overview.summary.streak} showLevel />
    </div>
  );
}
