import { Redirect } from 'wouter';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useUser } from '@/web/lib/session/get-user';
import { welcomeOfferedThisVisit } from '@/web/lib/welcome/welcome-visit';
import { LandingPage } from '@/web/features/landing/components/landing-page';
import { DashboardPage } from './lazy-screens';

/**
 * `/`: the dashboard for a signed-in learner, otherwise the landing page. If the sign-in state
 * cannot be loaded the landing page still shows, since it needs nothing from the server.
 * A learner who left the welcome flow part-way goes back to it, once a visit (docs/product.md#welcome).
 */
export function HomeRoute() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Checking your sign-in" />;
  if (user?.welcomePending && !welcomeOfferedThisVisit(user.id)) return <Redirect to="/welcome" replace />;
  return user ? <DashboardPage /> : <LandingPage />;
}
