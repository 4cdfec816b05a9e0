/** The two paid plans of spec section 9. */
export type PlanType = 'ANNUAL' | 'PREMIUM';

export interface Plan {
  name: string;
  /** Whole US dollars per month. */
  price: number;
  period: string;
  billing: string;
  priceId: string;
  planType: PlanType;
  features: readonly string[];
  highlighted: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Annual Plan',
    price: 18,
    period: 'per month',
    billing: 'billed annually',
    priceId: 'price_annual',
    planType: 'ANNUAL',
    features: [
      '30 conversations per day',
      'Personalized learning path',
      'Progress tracking',
      'Grammar feedback',
      'Custom conversation topics',
    ],
    highlighted: false,
  },
  {
    name: 'Premium Plan',
    price: 50,
    period: 'per month',
    billing: 'billed annually',
    priceId: 'price_premium',
    planType: 'PREMIUM',
    features: [
      'Unlimited conversations',
      'Priority support',
      'Advanced analytics',
      'All Annual features',
      'Early access to new features',
    ],
    highlighted: true,
  },
];
