import { useEffect, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import type { Subscription } from '@/contract/billing';
import { DEFAULT_FREE_DAILY_CONVERSATIONS, yearlyTotalText } from '@/domain/plans';
import { LoadErrorCard } from '@/web/components/load-error';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { getServerMessage } from '@/web/lib/api-client';
import { allowanceText } from '@/web/lib/plans/learner-plan';
import { usePlansInfo } from '@/web/lib/plans/plans-info';
import { useCancelSubscription } from '@/web/features/settings/api/cancel-subscription';
import { useChangePlan } from '@/web/features/settings/api/change-plan';
import { useSubscription } from '@/web/features/settings/api/get-subscription';
import { useOpenPortal } from '@/web/features/settings/api/open-portal';
import {
  cancelConsequence,
  changeConsequence,
  otherPlan,
  planOf,
  standingText,
} from '@/web/features/settings/your-plan-text';
import { PlanConfirmDialog } from './plan-confirm-dialog';
import { screenPath, SETTINGS_SECTIONS } from '@/web/lib/screens';

const SECTION_ID = SETTINGS_SECTIONS.yourPlan;
export const SUBSCRIPTION_LOAD_FAILED = 'Failed to load your plan. Please try again.';
const PLAN_CHANGE_FAILED = 'Your plan could not be changed. Please try again.';

/**
 * "Your plan" in Settings (docs/product.md#plans): the plan, what it includes and costs, when it renews or ends, and
 * Change plan / Cancel subscription. With Stripe both open its customer portal; with the demo billing they are done
 * here, each after a confirmation saying what happens and until when.
 */
export function YourPlanSection() {
  const subscription = useSubscription();
  const freeLimit = usePlansInfo().data?.freeDailyConversations ?? DEFAULT_FREE_DAILY_CONVERSATIONS;
  const loaded = subscription.data !== undefined;
  // Linked to as /settings#your-plan (the plan cards, the way back from Stripe's portal): the section appears only
  // once Settings has loaded, after the browser looked for it, so it is brought into view here.
  useEffect(() => {
    if (loaded && window.location.hash === `#${SECTION_ID}`) document.getElementById(SECTION_ID)?.scrollIntoView();
  }, [loaded]);
  return (
    <SectionCard id={SECTION_ID} title="Your plan" icon={CreditCard} className="scroll-mt-20">
      {subscription.data ? (
        <PlanDetails subscription={subscription.data} freeLimit={freeLimit} />
      ) : subscription.isError ? (
        <LoadErrorCard
          message={SUBSCRIPTION_LOAD_FAILED}
          retrying={subscription.isFetching}
          onRetry={() => void subscription.refetch()}
        />
      ) : (
        <Spinner label="Loading your plan" className="py-6" />
      )}
    </SectionCard>
  );
}

type Confirming = 'cancel' | 'change' | null;

function PlanDetails({ subscription, freeLimit }: { subscription: Subscription; freeLimit: number }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const cancel = useCancelSubscription();
  const change = useChangePlan();
  const portal = useOpenPortal();
  const plan = planOf(subscription);
  const viaStripe = subscription.managedBy === 'stripe_portal';
  const inForce = subscription.standing === 'active' || subscription.standing === 'canceling';
  const failure = cancel.error ?? change.error ?? portal.error;
  const errorText = failure ? (getServerMessage(failure) ?? PLAN_CHANGE_FAILED) : undefined;

  const close = () => {
    setConfirming(null);
    cancel.reset();
    change.reset();
    portal.reset();
  };
  const done = (title: string) => {
    close();
    toast({ title });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-lg font-semibold">{inForce && plan ? plan.name : 'Free Plan'}</p>
        <p className="text-sm text-muted-foreground">
          {inForce && plan
            ? `${allowanceText(subscription.dailyConversationLimit)} · $${plan.price} ${plan.period}, ${plan.billing} · ${yearlyTotalText(plan)}`
            : `${allowanceText(freeLimit)} · $0`}
        </p>
        <p className="text-sm">{standingText(subscription, freeLimit)}</p>
      </div>
      {!confirming && errorText ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorText}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!inForce ? (
          <Button asChild>
            <Link href={screenPath.plans()}>See plans</Link>
          </Button>
        ) : null}
        {subscription.standing === 'past_due' && viaStripe ? (
          <Button variant="outline" pending={portal.isPending} onClick={() => portal.mutate('manage')}>
            Update payment on Stripe
          </Button>
        ) : null}
        {subscription.standing === 'active' && plan ? (
          <>
            <Button
              variant="outline"
              pending={portal.isPending && portal.variables === 'change'}
              onClick={() => (viaStripe ? portal.mutate('change') : setConfirming('change'))}
            >
              Change to the {otherPlan(plan).name}
            </Button>
            <Button variant="outline" className="text-destructive" onClick={() => setConfirming('cancel')}>
              Cancel subscription
            </Button>
          </>
        ) : null}
        {subscription.standing === 'canceling' && plan ? (
          <Button
            pending={change.isPending || portal.isPending}
            onClick={() =>
              viaStripe
                ? portal.mutate('manage')
                : change.mutate(plan.planType, { onSuccess: () => done(`You keep the ${plan.name}`) })
            }
          >
            Keep my plan
          </Button>
        ) : null}
        {viaStripe && inForce ? (
          <Button
            variant="ghost"
            pending={portal.isPending && portal.variables === 'manage'}
            onClick={() => portal.mutate('manage')}
          >
            Billing and invoices on Stripe
          </Button>
        ) : null}
      </div>

      {confirming === 'cancel' && plan ? (
        <PlanConfirmDialog
          title={`Cancel your ${plan.name}?`}
          consequence={cancelConsequence(subscription, freeLimit)}
          confirmLabel={viaStripe ? 'Continue to Stripe' : 'Cancel subscription'}
          destructive
          pending={cancel.isPending || portal.isPending}
          error={errorText}
          onConfirm={() =>
            viaStripe
              ? // The browser is leaving for Stripe's page: the question has been answered.
                portal.mutate('cancel', { onSuccess: () => setConfirming(null) })
              : cancel.mutate(undefined, { onSuccess: () => done(`Your ${plan.name} is canceled`) })
          }
          onClose={close}
        />
      ) : null}
      {confirming === 'change' && plan ? (
        <PlanConfirmDialog
          title={`Change to the ${otherPlan(plan).name}?`}
          consequence={changeConsequence(subscription, otherPlan(plan))}
          confirmLabel={`Change to the ${otherPlan(plan).name}`}
          pending={change.isPending}
          error={errorText}
          onConfirm={() =>
            change.mutate(otherPlan(plan).planType, {
              onSuccess: () => done(`You are now on the ${otherPlan(plan).name}`),
            })
          }
          onClose={close}
        />
      ) : null}
    </div>
  );
}
