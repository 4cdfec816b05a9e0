import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { planStatusOfSubscription, subscriptionState } from './stripe-subscriptions';

describe('planStatusOfSubscription', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['incomplete', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
  ] as const)('reads Stripe’s %s as %s', (stripeStatus, status) => {
    expect(planStatusOfSubscription(stripeStatus)).toBe(status);
  });
});

describe('subscriptionState', () => {
  const subscription = (overrides: Record<string, unknown>) =>
    ({
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      metadata: { userId: 'u1' },
      ended_at: null,
      items: { data: [{ price: { id: 'price_p' }, current_period_end: 1_900_000_000 }] },
      ...overrides,
    }) as unknown as Stripe.Subscription;

  it('takes the first item’s price and period end, and the user id from the metadata', () => {
    expect(subscriptionState(subscription({}))).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      userId: 'u1',
      status: 'active',
      priceId: 'price_p',
      periodEnd: new Date(1_900_000_000_000),
    });
    expect(subscriptionState(subscription({ customer: { id: 'cus_2' }, metadata: {} }))).toMatchObject({
      customerId: 'cus_2',
      userId: null,
    });
  });

  it('ends an ended subscription when it ended, if that was before its period end', () => {
    expect(subscriptionState(subscription({ status: 'canceled', ended_at: 1_800_000_000 })).periodEnd).toEqual(
      new Date(1_800_000_000_000),
    );
    expect(subscriptionState(subscription({ status: 'canceled', ended_at: 1_950_000_000 })).periodEnd).toEqual(
      new Date(1_900_000_000_000),
    );
  });

  it('reads a subscription set to end (canceled in the portal) as canceled, in force until it ends', () => {
    expect(subscriptionState(subscription({ cancel_at_period_end: true, cancel_at: 1_900_000_000 }))).toMatchObject({
      status: 'canceled',
      periodEnd: new Date(1_900_000_000_000),
    });
    // A cancellation set for a date before the period's end ends it then.
    expect(subscriptionState(subscription({ cancel_at: 1_850_000_000 }))).toMatchObject({
      status: 'canceled',
      periodEnd: new Date(1_850_000_000_000),
    });
    // A past-due one stays past due: it does not count until paid, whatever its end.
    expect(subscriptionState(subscription({ status: 'past_due', cancel_at_period_end: true })).status).toBe('past_due');
  });
});
