import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { FREE_PLAN_CARD, freePlanFeatures } from '@/domain/plans';
import { usePlansInfo } from '@/web/lib/plans/plans-info';
import { CurrentPlanButton } from './current-plan-button';
import { PlanFeatures } from './plan-features';
import { screenPath, SETTINGS_SECTIONS } from '@/web/lib/screens';

const TITLE_ID = 'plan-free-title';

/**
 * The free plan beside the paid ones (docs/product.md#plans): what every learner has, with this server's daily
 * allowance. A visitor signs up from it; a free learner sees it as theirs; a subscriber is pointed to Settings,
 * where canceling leads back to it.
 */
export function FreePlanCard({ signedIn, current }: { signedIn: boolean; current: boolean }) {
  const info = usePlansInfo();
  return (
    <article
      aria-labelledby={TITLE_ID}
      className="relative flex flex-col rounded-2xl border bg-card p-6 shadow-card sm:p-8"
    >
      <h3 id={TITLE_ID} className="text-xl font-semibold">
        {FREE_PLAN_CARD.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-5xl font-extrabold tracking-tight">${FREE_PLAN_CARD.price}</span>
        <span className="text-muted-foreground">{FREE_PLAN_CARD.period}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{FREE_PLAN_CARD.billing}</p>
      {info.data ? (
        <PlanFeatures
          plan={{ features: freePlanFeatures(info.data.freeDailyConversations) }}
          className="mt-6 flex-1 content-start gap-3"
        />
      ) : (
        // The allowance is the server's: nothing is claimed until it has said it.
        <div aria-hidden="true" className="mt-6 grid flex-1 content-start gap-3">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-5 w-4/5" />
          ))}
        </div>
      )}
      {current ? (
        <CurrentPlanButton titleId={TITLE_ID} />
      ) : signedIn ? (
        <Button asChild size="lg" variant="outline" className="mt-8 w-full" aria-describedby={TITLE_ID}>
          <Link href={screenPath.settings({ section: SETTINGS_SECTIONS.yourPlan })}>Manage your plan</Link>
        </Button>
      ) : (
        <Button asChild size="lg" variant="outline" className="mt-8 w-full" aria-describedby={TITLE_ID}>
          <Link href={screenPath.register()}>Sign Up Free</Link>
        </Button>
      )}
    </article>
  );
}
