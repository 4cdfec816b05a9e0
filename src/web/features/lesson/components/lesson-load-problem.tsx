import { CloudOff, Lock, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { LESSON_LOCKED_MESSAGE } from '@/contract/lessons-constants';
import { ProblemCard } from '@/web/components/problem-card';
import { Button } from '@/web/components/ui/button';
import { ApiError, getServerMessage } from '@/web/lib/api-client';
import { screenPath } from '@/web/lib/screens';

export const LESSON_NOT_FOUND_TITLE = 'Lesson not found';
export const LESSON_LOAD_FAILED = 'Failed to fetch lesson';

function BackLink() {
  return (
    <Button asChild variant="outline">
      <Link href={screenPath.lessons()}>Back to Lessons</Link>
    </Button>
  );
}

/** Why a lesson cannot be shown: it does not exist (404), it is locked (403), or loading failed. */
export function LessonLoadProblem({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404) {
    return (
      <ProblemCard
        icon={SearchX}
        title={LESSON_NOT_FOUND_TITLE}
        message="This lesson does not exist. It may have been moved or removed."
        action={<BackLink />}
      />
    );
  }
  if (status === 403) {
    return (
      <ProblemCard
        icon={Lock}
        title="Lesson locked"
        message={getServerMessage(error) ?? LESSON_LOCKED_MESSAGE}
        action={<BackLink />}
      />
    );
  }
  return (
    <ProblemCard
      icon={CloudOff}
      title={LESSON_LOAD_FAILED}
      message="The lesson could not be loaded. Please check your connection and try again."
      action={
        <div className="flex flex-wrap gap-3">
          <Button onClick={onRetry} pending={retrying}>
            Try again
          </Button>
          <BackLink />
        </div>
      }
    />
  );
}
