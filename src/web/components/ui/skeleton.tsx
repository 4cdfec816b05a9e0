import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-secondary', className)} {...props} />;
}
