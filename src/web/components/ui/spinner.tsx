import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/** A loading indicator announced to assistive technology as a status with a text label. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center text-primary', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The page-level variant: centred in the content area while a screen or the sign-in state loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={label} />
    </div>
  );
}
