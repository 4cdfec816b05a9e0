import { Skeleton } from '@/web/components/ui/skeleton';

export function LessonSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading lesson</span>
      <div className="grid gap-4">
        <Skeleton className="h-8 w-36" />
        <div className="flex gap-2">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-6 w-16 rounded-full" />
        </div>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-full max-w-xl" />
      </div>
      <Skeleton className="mt-4 h-3 w-full rounded-full" />
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
