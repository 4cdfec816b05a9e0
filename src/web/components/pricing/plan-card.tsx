import { LoaderCircle } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { yearlyTotalText, type Plan } from '@/domain/plans';
import { CurrentPlanButton } from './current-plan-button';
import { PlanFeatures } from './plan-features';

interface PlanCardProps {
  plan: Plan;
  signedIn: boolean;
  /** The learner is on this plan already: nothing to buy. */
  current: boolean;
  pending: boolean;
  onChoose: (plan: Plan) => void;
}

export function PlanCard({ plan, signedIn, current, pending, onChoose }: PlanCardProps) {
  const titleId = `plan-${plan.planType.toLowerCase()}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-card sm:p-8',
        plan.highlighted && 'border-2 border-primary shadow-raised',
      )}
    >
      {plan.highlighted ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">Most Popular</Badge>
      ) : null}
      <h3 id={titleId} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-5xl font-extrabold tracking-tight">${plan.price}</span>
        <span className="text-muted-foreground">{plan.period}</span>
      </p>
      {/* The total billed is said, not left to the learner's arithmetic. */}
      <p className="mt-1 text-sm text-muted-foreground">
        {plan.billing} · <strong className="font-semibold text-foreground">{yearlyTotalText(plan)}</strong>
      </p>
      <PlanFeatures plan={plan} className="mt-6 flex-1 content-start gap-3" />
      {current ? (
        <CurrentPlanButton titleId={titleId} />
      ) : (
        <Button
          size="lg"
          variant={plan.highlighted ? 'default' : 'outline'}
          className="mt-8 w-full"
          disabled={pending}
          aria-describedby={titleId}
          onClick={() => onChoose(plan)}
        >
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {signedIn ? 'Subscribe Now' : 'Sign Up'}
        </Button>
      )}
    </article>
  );
}
