import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { demoPayBodySchema, demoPayResponseSchema } from '@/contract/billing';
import { CARD_INVALID_MESSAGE, CHECKOUT_FAILED_MESSAGE } from '@/contract/billing-constants';
import { ApiError, apiRequest, getServerMessage } from '@/web/lib/api-client';
import { DEMO_CHECKOUT_QUERY_KEY, demoCheckoutQueryKey } from './get-demo-checkout';

export type DemoPayment = z.input<typeof demoPayBodySchema>;
export type DemoPaymentResult = z.infer<typeof demoPayResponseSchema>;

export function payDemoCheckout(sessionId: string, payment: DemoPayment): Promise<DemoPaymentResult> {
  return apiRequest<DemoPaymentResult>(`${DEMO_CHECKOUT_QUERY_KEY[0]}/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
    body: payment,
  });
}

/** Answers meaning the session is no longer open (already paid, or expired): the page reloads it to say which. */
const SESSION_CLOSED_STATUSES = new Set([404, 409, 410]);

/**
 * What the learner reads when a payment fails: the server's own words for a declined or invalid card
 * (402, 400), else the subscription failure text of docs/product.md#messages.
 */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    return getServerMessage(error) ?? (error.status === 400 ? CARD_INVALID_MESSAGE : CHECKOUT_FAILED_MESSAGE);
  }
  return CHECKOUT_FAILED_MESSAGE;
}

export function usePayDemoCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: DemoPayment) => payDemoCheckout(sessionId, payment),
    // The cached session still says 'open': coming back to this page should ask the server again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: demoCheckoutQueryKey(sessionId), refetchType: 'none' });
    },
    onError: (error) => {
      if (error instanceof ApiError && SESSION_CLOSED_STATUSES.has(error.status)) {
        void queryClient.invalidateQueries({ queryKey: demoCheckoutQueryKey(sessionId) });
      }
    },
  });
}
