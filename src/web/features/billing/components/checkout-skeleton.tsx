import { Skeleton } from '@/web/components/ui/skeleton';

/** The checkout's two cards while the session loads, in the places they will take. */
export function CheckoutSkeleton() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
      <span className="sr-only">Loading checkout</span>
      <Skeleton className="h-80 rounded-xl" />
      <Skeleton className="h-[34rem] rounded-xl" />
    </div>
  );
}
