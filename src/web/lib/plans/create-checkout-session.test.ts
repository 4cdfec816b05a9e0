import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { PLANS } from '@/domain/plans';
import { startCheckout } from './create-checkout-session';

describe('startCheckout', () => {
  it('posts the plan and goes to the returned checkout url', async () => {
    const { requests } = installFakeFetch({
      'POST /api/create-checkout-session': () => json({ sessionId: 'cs_1', url: 'https://pay.example/cs_1' }),
    });
    const redirect = vi.fn();
    await startCheckout(PLANS[0]!, { redirect });
    expect(requests[0]?.body).toEqual({ priceId: 'price_annual', planType: 'ANNUAL' });
    expect(redirect).toHaveBeenCalledWith('https://pay.example/cs_1');
  });
});
