import { Route, Switch } from 'wouter';
import { AppLayout } from '@/web/app/app-layout';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import DemoCheckoutPage from '@/web/features/billing/components/demo-checkout-page';
import { FREE_PLAN, learnerOn } from '@/web/testing/plan-fixtures';
import { CHECKOUT_PATH } from './billing-fixtures';
import { SCREENS } from '@/web/lib/screens';

type Routes = Parameters<typeof installFakeFetch>[0];

/**
 * The demo checkout inside the app shell, signed in on the free plan, with `/` as a stand-in home screen:
 * where checkout sends the learner back, and where the shell handles the return.
 */
export function renderCheckout(routes: Routes, { path = CHECKOUT_PATH }: { path?: string } = {}) {
  const fake = installFakeFetch({ 'GET /api/auth/user': () => json(learnerOn(FREE_PLAN)), ...routes });
  const view = renderWithApp(
    <AppLayout>
      <Switch>
        <Route path={SCREENS.checkout.path} component={DemoCheckoutPage} />
        <Route path="/">
          <h1>Home</h1>
        </Route>
      </Switch>
    </AppLayout>,
    { path },
  );
  return { ...view, ...fake };
}
