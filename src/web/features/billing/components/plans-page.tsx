import { PricingSection } from '@/web/components/pricing/pricing-section';

/**
 * `/plans`, for signed-in learners (signed-out visitors see the same cards on the landing page): the plan
 * cards, which mark the learner's own plan, lead to checkout for the others.
 */
export default function PlansPage() {
  return <PricingSection headingLevel={1} />;
}
