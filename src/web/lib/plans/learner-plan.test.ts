import { describe, expect, it } from 'vitest';
import { PLANS } from '@/domain/plans';
import { activeTier, currentPlanType, planForType, planSummary, subscribedMessage } from './learner-plan';
import { FREE_PLAN, paidPlan } from '@/web/testing/plan-fixtures';

const NOW = new Date('2030-06-01T12:00:00Z');

describe('learner plan', () => {
  it('says what each plan includes, from the daily limit the server sent', () => {
    expect(planSummary(FREE_PLAN, NOW)).toBe('Free plan: 5 conversations a day');
    expect(planSummary({ ...FREE_PLAN, dailyConversationLimit: 1 }, NOW)).toBe('Free plan: 1 conversation a day');
    expect(planSummary(paidPlan('annual'), NOW)).toBe('Annual Plan: 30 conversations a day');
    expect(planSummary(paidPlan('premium'), NOW)).toBe('Premium Plan: unlimited conversations');
  });

  it('marks the card of an active paid plan only', () => {
    expect(currentPlanType(undefined, NOW)).toBeUndefined();
    expect(currentPlanType(FREE_PLAN, NOW)).toBeUndefined();
    expect(currentPlanType(paidPlan('annual'), NOW)).toBe('ANNUAL');
    expect(currentPlanType(paidPlan('premium'), NOW)).toBe('PREMIUM');
  });

  it('treats a past-due plan, or a canceled one past its period, as free', () => {
    const pastDue = paidPlan('premium', { status: 'past_due', dailyConversationLimit: 5 });
    expect(activeTier(pastDue, NOW)).toBe('free');
    expect(planSummary(pastDue, NOW)).toBe('Free plan: 5 conversations a day');
    expect(activeTier(paidPlan('premium', { status: 'canceled', periodEnd: '2030-07-01T00:00:00Z' }), NOW)).toBe(
      'premium',
    );
    expect(activeTier(paidPlan('premium', { status: 'canceled', periodEnd: '2030-05-01T00:00:00Z' }), NOW)).toBe(
      'free',
    );
  });

  it('names the plan a checkout returned with', () => {
    expect(planForType('PREMIUM')).toBe(PLANS[1]);
    expect(planForType('GOLD')).toBeUndefined();
    expect(planForType(null)).toBeUndefined();
    expect(subscribedMessage(PLANS[1]!)).toBe('You are now on the Premium Plan');
    expect(subscribedMessage(PLANS[0]!)).toBe('You are now on the Annual Plan');
  });
});
