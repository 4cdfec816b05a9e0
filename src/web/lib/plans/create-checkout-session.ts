import { useMutation } from '@tanstack/react-query';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import type { Plan } from '@/domain/plans';

export interface CheckoutSession {
  sessionId?: string;
  /** The hosted checkout page (the payment provider's, or the app's own demo checkout). */
  url?: string;
}

export function createCheckoutSession(plan: Pick<Plan, 'priceId' | 'planType'>): Promise<CheckoutSession> {
  return apiRequest<CheckoutSession>('/api/create-checkout-session', {
    method: 'POST',
    body: { priceId: plan.priceId, planType: plan.planType },
  });
}

function leavePageFor(url: string): void {
  window.location.assign(url);
}

/**
 * Opens hosted checkout for a plan; any failure shows the product's 'Error' toast
 * (docs/product.md#messages), leaves the page as is and answers false.
 * `redirect` is the browser navigation, replaceable where the page cannot be left (tests).
 */
export async function startCheckout(plan: Plan, { redirect = leavePageFor } = {}): Promise<boolean> {
  try {
    const session = await createCheckoutSession(plan);
    if (!session?.url) throw new Error('The checkout session has no url');
    redirect(session.url);
    return true;
  } catch {
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to process subscription. Please try again.' });
    return false;
  }
}

export function useStartCheckout() {
  return useMutation({ mutationFn: (plan: Plan) => startCheckout(plan) });
}
