import type { PlanType } from '@/domain/plans';
import { PLANS } from '@/domain/plans';
import type { TestClient } from '@/server/testing/test-app';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ana García' };
export const DECLINED_CARD = { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' };

/** Opens a demo checkout for a plan, as the landing page's Subscribe button does, and answers its session id. */
export async function openDemoCheckout(client: TestClient, planType: PlanType): Promise<string> {
  const plan = PLANS.find((candidate) => candidate.planType === planType)!;
  const response = await client.post('/api/create-checkout-session', { priceId: plan.priceId, planType });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json().sessionId as string;
}

/** Buys a plan through the demo checkout with the test card, the way a learner does. */
export async function buyPlan(client: TestClient, planType: PlanType): Promise<void> {
  const sessionId = await openDemoCheckout(client, planType);
  const paid = await client.post(`/api/checkout/demo/${sessionId}/pay`, TEST_CARD);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
}
