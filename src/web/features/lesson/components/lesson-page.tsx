import { useParams } from 'wouter';
import { useLesson } from '@/web/features/lesson/api/get-lesson';
import { LessonHeader } from './lesson-header';
import { LessonLoadProblem } from './lesson-load-problem';
import { LessonPlayer } from './lesson-player';
import { LessonSkeleton } from './lesson-skeleton';

const COLUMN = 'mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12';

export default function LessonPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: lesson, error, isError, isFetching, refetch } = useLesson(id);

  // A failed background refresh (after completing) keeps the lesson on screen.
  if (lesson) {
    return (
      <div className={COLUMN}>
        <LessonHeader lesson={lesson} />
        {/* A new lesson id starts a new run through the lesson. */}
        <LessonPlayer key={id} lesson={lesson} />
      </div>
    );
  }
  if (isError) return <LessonLoadProblem error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <div className={COLUMN}>
      <LessonSkeleton />
    </div>
  );
}
