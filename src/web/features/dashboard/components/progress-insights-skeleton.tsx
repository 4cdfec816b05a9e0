import { Skeleton } from '@/web/components/ui/skeleton';

/**
 * Both insight cards have a fixed height, the same loading, failed or loaded, so the chunk and the
 * history arriving never move the cards below them (no layout shift).
 */
export const INSIGHT_CARD_HEIGHT = 'h-[23rem]';
export const INSIGHTS_GRID = 'grid gap-6 lg:grid-cols-3';

/** Shown while the chart code downloads and while the history loads. */
export function ProgressInsightsSkeleton() {
  return (
    <div role="status" className={INSIGHTS_GRID}>
      <span className="sr-only">Loading your activity history</span>
      <Skeleton className={`${INSIGHT_CARD_HEIGHT} rounded-xl lg:col-span-2`} />
      <Skeleton className={`${INSIGHT_CARD_HEIGHT} rounded-xl`} />
    </div>
  );
}
