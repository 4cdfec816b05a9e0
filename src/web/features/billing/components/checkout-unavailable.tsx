import { CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { CHECKOUT_SESSION_EXPIRED_MESSAGE, CHECKOUT_SESSION_NOT_FOUND_MESSAGE } from '@/contract/billing-constants';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { screenPath } from '@/web/lib/screens';

type Reason = 'not-found' | 'expired' | 'paid';

const CONTENT: Record<
  Reason,
  { icon: LucideIcon; title: string; message: (planName?: string) => string; alert: boolean }
> = {
  'not-found': {
    icon: CircleX,
    title: 'Checkout not found',
    message: () => CHECKOUT_SESSION_NOT_FOUND_MESSAGE,
    alert: true,
  },
  expired: {
    icon: CircleX,
    title: 'This checkout has expired',
    message: () => `${CHECKOUT_SESSION_EXPIRED_MESSAGE} No payment was taken.`,
    alert: true,
  },
  paid: {
    icon: CircleCheck,
    title: 'This checkout is already paid',
    message: (planName) => `Your ${planName ?? 'plan'} is active. There is nothing more to pay.`,
    alert: false,
  },
};

/** A checkout that cannot take a payment: why, and where to go instead. */
export function CheckoutUnavailable({ reason, planName }: { reason: Reason; planName?: string }) {
  const { icon: Icon, title, message, alert } = CONTENT[reason];
  return (
    <Card role={alert ? 'alert' : undefined} className="mx-auto w-full max-w-lg">
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <Icon
            aria-hidden="true"
            className={alert ? 'size-7 shrink-0 text-destructive' : 'size-7 shrink-0 text-primary'}
          />
          <h2 className="text-xl font-bold">{title}</h2>
        </div>
        <p className="text-muted-foreground">{message(planName)}</p>
        <div className="flex flex-wrap gap-3">
          {reason === 'paid' ? (
            <Button asChild>
              <Link href={screenPath.home()}>Go to your dashboard</Link>
            </Button>
          ) : null}
          <Button asChild variant={reason === 'paid' ? 'outline' : 'default'}>
            <Link href={screenPath.plans()}>Back to plans</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
