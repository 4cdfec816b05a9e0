import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { isAppPath } from '@/web/features/billing/app-url';

/** A way out of checkout: an in-app link for the app's own addresses, a plain one for anywhere else. */
export function CheckoutExit({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const classes = cn(buttonVariants({ variant: 'link' }), 'h-auto px-0', className);
  if (isAppPath(href)) {
    return (
      <Link href={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes}>
      {children}
    </a>
  );
}
