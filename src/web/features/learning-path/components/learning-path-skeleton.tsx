import { Skeleton } from '@/web/components/ui/skeleton';

const STAT_SLOTS = [1, 2, 3, 4] as const;
const LEVEL_SLOTS = [1, 2, 3] as const;

export function LearningPathSkeleton() {
  return (
    <div role="status" className="grid gap-8">
      <span className="sr-only">Loading your learning path</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STAT_SLOTS.map((slot) => (
          <Skeleton key={slot} className="h-24 rounded-xl sm:h-22" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {LEVEL_SLOTS.map((slot) => (
          <Skeleton key={slot} className="h-52 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-xl lg:col-span-2" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
