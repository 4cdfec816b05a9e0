import { lazy, Suspense } from 'react';
import { PageContainer } from '@/web/components/page-container';
import { useNearViewport } from '@/web/lib/use-near-viewport';
import { LoadErrorCard } from '@/web/components/load-error';
import { useUser } from '@/web/lib/session/get-user';
import { useDashboard } from '@/web/features/dashboard/api/get-dashboard';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DailyGoalCard } from './daily-goal-card';
import { DashboardStats } from './dashboard-stats';
import { LearningProgressCard } from './learning-progress-card';
import { LevelBadge } from './level-badge';
import { LevelProgressCard } from './level-progress-card';
import { PracticeCard } from './practice-card';
import { ProgressInsightsSkeleton } from './progress-insights-skeleton';
import { RecentActivityCard } from '@/web/components/progress/recent-activity-card';
import { RecommendationsCard } from '@/web/components/progress/recommendations-card';
import { ReviewDueCard } from '@/web/components/deck/review-due-card';
import MistakeCategoriesCard from './mistake-categories-card';

// The chart library is most of this code: its own chunk, fetched once the learner scrolls near it (at once on
// a desktop screen, where it is in view; on a phone it is far below the fold and costs nothing up front).
const ProgressInsights = lazy(() => import('./progress-insights'));

/** docs/product.md#messages. */
export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data. Please try again later.';

/** The dashboard (docs/product.md#dashboard), at /dashboard and at / for a signed-in learner. */
export default function DashboardPage() {
  const { data: user } = useUser();
  const { data: dashboard, isError, isFetching, refetch } = useDashboard();
  const [insightsRef, insightsNear] = useNearViewport<HTMLDivElement>();
  // The greeting and badge come from the sign-in check, which has already answered, so they paint at once
  // and stay when the dashboard cannot load; once loaded the dashboard's own figures take over.
  const learner = dashboard?.user ?? user;

  return (
    <PageContainer
      title={`Welcome back, ${learner?.username ?? ''}!`}
      description={
        <>
          <span className="block">Here is how your Spanish is coming along.</span>
          {learner ? <LevelBadge level={learner.currentLevel} xp={learner.xpPoints} streak={learner.streak} /> : null}
        </>
      }
    >
      {dashboard ? (
        <div className="grid gap-6">
          <div className="grid gap-6 lg:grid-cols-3">
            <LevelProgressCard
              level={dashboard.user.currentLevel}
              xp={dashboard.user.xpPoints}
              className="lg:col-span-2"
            />
            <PracticeCard />
          </div>
          <DailyGoalCard goal={dashboard.dailyGoal} />
          <DashboardStats progress={dashboard.progress} />
          <ReviewDueCard />
          <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
            <RecommendationsCard
              title={dashboard.progress.hasActivity ? 'Your Personalized Recommendations' : 'Get Started with Learning'}
              recommendations={dashboard.recommendations}
              className="lg:col-span-2"
            />
            <LearningProgressCard progress={dashboard.progress} />
          </div>
          <div ref={insightsRef}>
            {insightsNear ? (
              <Suspense fallback={<ProgressInsightsSkeleton />}>
                <ProgressInsights />
              </Suspense>
            ) : (
              <ProgressInsightsSkeleton />
            )}
          </div>
          <MistakeCategoriesCard />
          <RecentActivityCard activities={dashboard.recentActivity} />
        </div>
      ) : isError ? (
        <LoadErrorCard message={DASHBOARD_LOAD_FAILED} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <DashboardSkeleton />
      )}
    </PageContainer>
  );
}
