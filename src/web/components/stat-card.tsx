import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One figure of a stats row, rendered inside a <dl> so label and value pair up for screen readers.
 * The icon sits inside the <dt> because a <dl> group may hold only <dt> and <dd>.
 */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: string;
}) {
  return (
    <div className="relative flex min-w-0 flex-col gap-0.5 rounded-xl border bg-card p-4 shadow-card sm:min-h-22 sm:justify-center sm:py-5 sm:pl-20">
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary sm:absolute sm:top-1/2 sm:left-5 sm:mb-0 sm:size-11 sm:-translate-y-1/2">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="flex flex-wrap items-baseline gap-x-1 text-lg font-bold break-words sm:text-2xl">
        {value}
        {hint ? (
          <>
            {' '}
            <span className="text-xs font-medium text-muted-foreground">{hint}</span>
          </>
        ) : null}
      </dd>
    </div>
  );
}
