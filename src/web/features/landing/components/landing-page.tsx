import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from '@/web/components/pricing/pricing-section';

/** What signed-out visitors see at /. It is part of the initial bundle, so it stays light. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <PricingSection />
    </>
  );
}
