import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '@/web/lib/session/get-user';
import { useCheckoutReturn } from '@/web/features/billing/use-checkout-return';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // Until the sign-in check settles the screen is a spinner; a footer shown then would jump down
  // when the real screen arrives (a layout shift), so it waits.
  const { isPending: checkingSignIn } = useUser();
  // Checkout sends the learner back to `/` with its outcome in the address, whichever screen `/` shows.
  useCheckoutReturn();
  // Client-side navigation keeps the scroll position; a new screen should start at its top.
  // Block body on purpose: newer browsers return a Promise from scrollTo, and React would call
  // an effect's return value as its cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so a screen that
          grows when its data arrives never pushes a visible footer down (a layout shift). */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none"
      >
        {children}
      </main>
      {checkingSignIn ? null : <SiteFooter />}
    </div>
  );
}
