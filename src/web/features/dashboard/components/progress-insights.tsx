import { InlineLoadError } from '@/web/components/load-error';
import { useProgressHistory } from '@/web/features/dashboard/api/get-progress-history';
import { INSIGHT_CARD_HEIGHT, INSIGHTS_GRID, ProgressInsightsSkeleton } from './progress-insights-skeleton';
import { StreakCalendar } from './streak-calendar';
import { XpChart } from './xp-chart';

export const HISTORY_LOAD_FAILED = 'Your activity history could not be loaded.';

/**
 * The dashboard's XP chart and streak calendar: one lazily loaded chunk (the chart library is large), so the
 * dashboard's first paint never waits for it. Default export for React.lazy.
 */
export default function ProgressInsights() {
  const { data: history, isError, isFetching, refetch } = useProgressHistory();
  if (history) {
    return (
      <div className={INSIGHTS_GRID}>
        <XpChart days={history.days} className="lg:col-span-2" />
        <StreakCalendar history={history} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={`flex items-center justify-center rounded-xl border border-dashed p-6 ${INSIGHT_CARD_HEIGHT}`}>
        <InlineLoadError message={HISTORY_LOAD_FAILED} retrying={isFetching} onRetry={() => void refetch()} />
      </div>
    );
  }
  return <ProgressInsightsSkeleton />;
}
