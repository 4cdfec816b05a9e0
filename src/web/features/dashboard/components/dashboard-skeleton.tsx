import { Skeleton } from '@/web/components/ui/skeleton';

const STAT_SLOTS = [1, 2, 3, 4] as const;

/** The dashboard's cards in outline while its data loads, in the places and sizes they will take. */
export function DashboardSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading your dashboard</span>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-48 rounded-xl lg:col-span-2" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STAT_SLOTS.map((slot) => (
          <Skeleton key={slot} className="h-24 rounded-xl sm:h-22" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}
