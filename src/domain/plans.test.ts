import { describe, expect, it } from 'vitest';
import {
  conversationsLeft,
  countsTowardDailyLimit,
  dailyConversationLimit,
  effectiveTier,
  planForPriceId,
  PLANS,
  yearlyTotal,
  yearlyTotalText,
} from './plans';

describe('yearly totals', () => {
  it('are the monthly price times twelve, as the cards say them', () => {
    expect(PLANS.map(yearlyTotal)).toEqual([216, 600]);
    expect(yearlyTotalText({ price: 150 })).toBe('$1,800 a year');
  });
});

describe('plans', () => {
  it('are the two plans of docs/product.md#plans, found by price id', () => {
    expect(PLANS.map((plan) => [plan.name, plan.price, plan.priceId, plan.planType, plan.highlighted])).toEqual([
      ['Annual Plan', 18, 'price_annual', 'ANNUAL', false],
      ['Premium Plan', 50, 'price_premium', 'PREMIUM', true],
    ]);
    expect(planForPriceId('price_premium')?.planType).toBe('PREMIUM');
    expect(planForPriceId('price_gold')).toBeUndefined();
  });

  it('limits conversations per day: free 5 (configurable), annual 30, premium unlimited', () => {
    expect(dailyConversationLimit('free')).toBe(5);
    expect(dailyConversationLimit('free', 2)).toBe(2);
    expect(dailyConversationLimit('annual')).toBe(30);
    expect(dailyConversationLimit('premium')).toBeNull();
  });

  it('falls back to free when a paid plan lapses, keeping a canceled plan to the end of its period', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const later = new Date('2026-12-01T00:00:00Z');
    const earlier = new Date('2026-11-01T00:00:00Z');
    expect(effectiveTier('premium', 'active', later, now)).toBe('premium');
    expect(effectiveTier('premium', 'past_due', later, now)).toBe('free');
    expect(effectiveTier('annual', 'canceled', later, now)).toBe('annual');
    expect(effectiveTier('annual', 'canceled', earlier, now)).toBe('free');
    expect(effectiveTier('free', 'active', null, now)).toBe('free');
  });
});

describe('what counts toward the daily limit (docs/product.md#daily-limits)', () => {
  it('counts a conversation only once the learner has sent a message in it', () => {
    expect(countsTowardDailyLimit(0)).toBe(false);
    expect(countsTowardDailyLimit(1)).toBe(true);
    expect(countsTowardDailyLimit(12)).toBe(true);
  });

  it('says how many are left, none below zero, and nothing for an unlimited plan', () => {
    expect(conversationsLeft(5, 2)).toBe(3);
    expect(conversationsLeft(5, 5)).toBe(0);
    expect(conversationsLeft(5, 7)).toBe(0);
    expect(conversationsLeft(null, 40)).toBeNull();
  });
});
