import { SCREENS } from '@/web/lib/screens';
import { PageContainer } from '@/web/components/page-container';
import { LoadErrorCard } from '@/web/components/load-error';
import { RecentActivityCard } from '@/web/components/progress/recent-activity-card';
import { RecommendationsCard } from '@/web/components/progress/recommendations-card';
import { ReviewDueCard } from '@/web/components/deck/review-due-card';
import { useLearningPath } from '@/web/features/learning-path/api/get-learning-path';
import { JourneyStats } from './journey-stats';
import { LearningPathSkeleton } from './learning-path-skeleton';
import { LevelCard } from './level-card';
import { PathCard } from './path-card';

export const LEARNING_PATH_LOAD_FAILED = 'Failed to load your learning path. Please try again later.';

/** The Learning Path screen (docs/product.md#screens, 'Your Learning Journey'). */
export default function LearningPathPage() {
  const { data: path, isError, isFetching, refetch } = useLearningPath();
  return (
    <PageContainer {...SCREENS.learningPath.heading}>
      {path ? (
        <div className="grid gap-8">
          <JourneyStats path={path} />
          <section aria-labelledby="learning-path-levels" className="grid gap-4">
            <h2 id="learning-path-levels" className="text-2xl font-bold">
              Levels
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {path.levels.map((standing) => (
                <LevelCard key={standing.level} standing={standing} current={standing.level === path.currentLevel} />
              ))}
            </div>
          </section>
          <RecommendationsCard
            title={
              path.stats.hasActivity ? 'Your Personalized Recommendations' : 'Get Started with Your Learning Journey'
            }
            recommendations={path.recommendations}
          />
          <PathCard fallback={path.nextLessons} />
          <ReviewDueCard />
          <RecentActivityCard activities={path.recentActivity} />
        </div>
      ) : isError ? (
        <LoadErrorCard message={LEARNING_PATH_LOAD_FAILED} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <LearningPathSkeleton />
      )}
    </PageContainer>
  );
}
