import { useLocation, useParams } from 'wouter';
import { LoadErrorCard } from '@/web/components/load-error';
import { PageContainer } from '@/web/components/page-container';
import { ApiError } from '@/web/lib/api-client';
import { useDemoCheckout } from '@/web/features/billing/api/get-demo-checkout';
import { isAppPath } from '@/web/features/billing/app-url';
import { CardForm } from './card-form';
import { CheckoutSkeleton } from './checkout-skeleton';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutUnavailable } from './checkout-unavailable';
import { TestModeBanner } from './test-mode-banner';
import { SCREENS } from '@/web/lib/screens';

export const CHECKOUT_LOAD_FAILED_MESSAGE = 'Failed to load the checkout. Please try again.';

/**
 * The app's own hosted checkout (`/checkout/demo/:sessionId`), used when no payment provider is
 * configured: a test card pays for the plan, and the learner returns to the success address.
 */
export default function DemoCheckoutPage() {
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const [, navigate] = useLocation();
  const checkout = useDemoCheckout(sessionId);

  function leaveFor(url: string) {
    if (isAppPath(url)) navigate(url);
    else window.location.assign(url);
  }

  return (
    <PageContainer {...SCREENS.checkout.heading} className="max-w-5xl">
      <CheckoutBody checkout={checkout} sessionId={sessionId} onPaid={leaveFor} />
    </PageContainer>
  );
}

function CheckoutBody({
  checkout,
  sessionId,
  onPaid,
}: {
  checkout: ReturnType<typeof useDemoCheckout>;
  sessionId: string;
  onPaid: (redirectUrl: string) => void;
}) {
  if (checkout.isPending) {
    return (
      <>
        <TestModeBanner />
        <CheckoutSkeleton />
      </>
    );
  }
  if (checkout.isError) {
    if (checkout.error instanceof ApiError && checkout.error.status === 404)
      return <CheckoutUnavailable reason="not-found" />;
    return (
      <LoadErrorCard
        message={CHECKOUT_LOAD_FAILED_MESSAGE}
        retrying={checkout.isFetching}
        onRetry={() => void checkout.refetch()}
      />
    );
  }
  const { data } = checkout;
  if (data.status === 'expired') return <CheckoutUnavailable reason="expired" />;
  if (data.status === 'paid') return <CheckoutUnavailable reason="paid" planName={data.plan.name} />;
  return (
    <>
      <TestModeBanner />
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <CheckoutSummary plan={data.plan} />
        <CardForm sessionId={sessionId} cancelUrl={data.cancelUrl} onPaid={onPaid} />
      </div>
    </>
  );
}
