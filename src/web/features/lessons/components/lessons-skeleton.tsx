import { Skeleton } from '@/web/components/ui/skeleton';

const STAT_SLOTS = [1, 2, 3, 4] as const;
const CARD_SLOTS = [1, 2, 3] as const;

export function LessonsSkeleton() {
  return (
    <div role="status" className="grid gap-8">
      <span className="sr-only">Loading lessons</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STAT_SLOTS.map((slot) => (
          <Skeleton key={slot} className="h-20 rounded-xl sm:h-22" />
        ))}
      </div>
      <Skeleton className="h-11 w-full rounded-lg sm:w-96" />
      <Skeleton className="h-28 rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARD_SLOTS.map((slot) => (
          <Skeleton key={slot} className="h-72 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
