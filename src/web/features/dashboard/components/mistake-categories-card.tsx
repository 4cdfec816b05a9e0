import { lazy, Suspense } from 'react';
import { Target } from 'lucide-react';
import { CORRECTION_CATEGORY_LABELS } from '@/contract/corrections-constants';
import { InlineLoadError } from '@/web/components/load-error';
import { SectionCard } from '@/web/components/section-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useReviewSummary } from '@/web/lib/deck';
import { useNearViewport } from '@/web/lib/use-near-viewport';

// The chart library is its own chunk; the card, its title and its text never wait for it.
const MistakeCategoriesChart = lazy(() => import('./mistake-categories-chart'));

const SHOWN = 5;

/** docs/product.md#messages. */
export const MISTAKES_LOAD_FAILED = 'Your corrections could not be loaded.';

/**
 * "What you keep getting wrong": the mistake categories of the last 30 days' conversations, most frequent first
 * (docs/product.md#review-deck). The card is there at once, loading or failed (never silently missing); the bars
 * are an image to assistive technology and the list beside them is the text.
 */
export default function MistakeCategoriesCard() {
  const summary = useReviewSummary();
  return (
    <SectionCard title="What you keep getting wrong" description="Corrections in the last 30 days" icon={Target}>
      {summary.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your corrections</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : summary.isError ? (
        <InlineLoadError
          message={MISTAKES_LOAD_FAILED}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <MistakeBars
          data={summary.data.mistakes.slice(0, SHOWN).map((row) => ({
            label: CORRECTION_CATEGORY_LABELS[row.category],
            count: row.count,
          }))}
        />
      )}
    </SectionCard>
  );
}

function MistakeBars({ data }: { data: { label: string; count: number }[] }) {
  const [chartRef, chartNear] = useNearViewport<HTMLDivElement>();
  if (data.length === 0) {
    return <p className="text-sm text-muted-foreground">No corrections in your conversations of the last 30 days.</p>;
  }
  const text = data.map((row) => `${row.label}: ${row.count}`).join(', ');
  const height = data.length * 36 + 8;
  return (
    <>
      <div ref={chartRef} role="img" aria-label={`Corrections by kind: ${text}`} style={{ height }}>
        {chartNear ? (
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            <MistakeCategoriesChart data={data} />
          </Suspense>
        ) : (
          <Skeleton className="h-full w-full" />
        )}
      </div>
      <p className="sr-only">{text}</p>
    </>
  );
}
