import { History } from 'lucide-react';
import type { LessonsOverview } from '@/contract/lessons';
import { reviewLessons } from '@/domain/lesson-selection';
import { ReviewDueCard } from '@/web/components/deck/review-due-card';
import { EmptyState } from './empty-state';
import { LessonList } from './lesson-list';

export function ReviewTab({ overview }: { overview: LessonsOverview }) {
  const picks = reviewLessons(overview.lessons);
  if (picks.length === 0) {
    return (
      <div className="grid gap-4">
        <ReviewDueCard withSettings />
        <EmptyState icon={History} title="Nothing to review yet">
          Lessons you complete show up here, so you can practise them again and raise your score.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ReviewDueCard withSettings />
      <h2 className="sr-only">Lessons to review</h2>
      <p className="text-sm text-muted-foreground">
        Your completed lessons, best scores first. Practise again to reach Mastered.
      </p>
      <LessonList lessons={picks} streak={overview.summary.streak} showLevel variant="review" />
    </div>
  );
}
