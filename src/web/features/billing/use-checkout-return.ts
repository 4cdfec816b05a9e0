import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/web/components/ui/use-toast';
import { afterPlanChange } from '@/web/lib/queries/cache-invalidation';
import { planForType, subscribedMessage } from '@/web/lib/plans/learner-plan';

/** The query parameters checkout adds to its return address; Stripe also appends its session id. */
const CHECKOUT_PARAMS = ['checkout', 'plan', 'session_id'] as const;

/**
 * Back from checkout (`/?checkout=success&plan=PREMIUM` or `/?checkout=cancel`): after a payment the
 * learner's plan is reloaded and a toast confirms it; a cancel returns quietly. Either way the parameters
 * leave the address bar, so a reload or a shared link does not announce the subscription again.
 */
export function useCheckoutReturn(): void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice before the address has changed; one return is handled once.
  const handledSearch = useRef<string | null>(null);

  useEffect(() => {
    if (handledSearch.current === search) return;
    handledSearch.current = search;
    const params = new URLSearchParams(search);
    const outcome = params.get('checkout');
    if (outcome !== 'success' && outcome !== 'cancel') return;

    if (outcome === 'success') {
      afterPlanChange(queryClient);
      const plan = planForType(params.get('plan'));
      toast({
        title: plan ? subscribedMessage(plan) : 'Your subscription is active',
        description: 'Thank you for subscribing. Your new plan is ready to use.',
      });
    }
    for (const name of CHECKOUT_PARAMS) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
  }, [search, path, navigate, queryClient]);
}
