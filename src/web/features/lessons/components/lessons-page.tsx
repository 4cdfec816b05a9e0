import { BookOpen, CloudOff } from 'lucide-react';
import { useSearch } from 'wouter';
import { SCREEN_PARAMS, SCREENS } from '@/web/lib/screens';
import { PageContainer } from '@/web/components/page-container';
import { ProblemCard } from '@/web/components/problem-card';
import { Button } from '@/web/components/ui/button';
import { useLessons } from '@/web/lib/lessons/get-lessons';
import { EmptyState } from './empty-state';
import { LessonStats } from './lesson-stats';
import { LessonsSkeleton } from './lessons-skeleton';
import { LessonsTabs } from './lessons-tabs';

export const LESSONS_LOAD_FAILED = 'Failed to fetch lessons';

export default function LessonsPage() {
  const { data: overview, isError, isFetching, refetch } = useLessons();
  // `/lessons?lesson=<id>` (a recommendation's link) opens at that lesson.
  const focusId = new URLSearchParams(useSearch()).get(SCREEN_PARAMS.lessons.lesson);

  // A failed background refresh keeps showing the lessons already loaded.
  if (isError && !overview) {
    return (
      <ProblemCard
        icon={CloudOff}
        title={LESSONS_LOAD_FAILED}
        message="Your lessons could not be loaded. Please check your connection and try again."
        action={
          <Button onClick={() => void refetch()} pending={isFetching}>
            Try again
          </Button>
        }
      />
    );
  }

  return (
    <PageContainer {...SCREENS.lessons.heading}>
      {overview ? (
        <div className="grid gap-8">
          <LessonStats summary={overview.summary} />
          {overview.lessons.length === 0 ? (
            <EmptyState icon={BookOpen} title="No lessons available">
              The course could not be found on the server. Please try again later.
            </EmptyState>
          ) : (
            <LessonsTabs overview={overview} focusId={focusId} />
          )}
        </div>
      ) : (
        <LessonsSkeleton />
      )}
    </PageContainer>
  );
}
