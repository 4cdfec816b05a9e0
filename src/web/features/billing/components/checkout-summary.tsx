import type { DemoCheckout } from '@/contract/billing';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { PlanFeatures } from '@/web/components/pricing/plan-features';

/** What the learner is buying: the plan, its price and what it includes. */
export function CheckoutSummary({ plan }: { plan: DemoCheckout['plan'] }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Order summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="text-xl font-semibold">{plan.name}</p>
          <p className="mt-2 flex items-baseline gap-1.5">
            <span className="text-4xl font-extrabold tracking-tight">${plan.price}</span>
            <span className="text-muted-foreground">{plan.period}</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{plan.billing}</p>
        </div>
        <PlanFeatures plan={plan} label={`${plan.name} includes`} className="gap-2.5 border-t pt-4" />
      </CardContent>
    </Card>
  );
}
