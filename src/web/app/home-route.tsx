import { Redirect } from 'wouter';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { learnerSettingsQueryOptions } from '@/web/lib/learner-settings/learner-settings';
import { useUser } from '@/web/lib/session/get-user';
import { welcomeOfferedThisVisit } from '@/web/lib/welcome/welcome-visit';
import { LandingPage } from '@/web/features/landing/components/landing-page';
import { screenPath } from '@/web/lib/screens';
import { LAZY_SCREENS } from './lazy-screens';

const DashboardPage = LAZY_SCREENS.dashboard;

/**
 * `/`: the dashboard for a signed-in learner, otherwise the landing page. If the sign-in state
 * cannot be loaded the landing page still shows, since it needs nothing from the server.
 * A learner who left the welcome flow part-way goes back to it, once a visit (docs/product.md#welcome).
 */
export function HomeRoute() {
  const { data: user, isPending } = useUser();
  // Read beside the dashboard rather than before it: nearly every learner has finished the welcome, and the
  // dashboard should not wait one more round trip for the few who have not.
  const settings = useQuery({ ...learnerSettingsQueryOptions, enabled: Boolean(user) });
  if (isPending) return <PageSpinner label="Checking your sign-in" />;
  const welcomePending = settings.data?.onboardingCompleted === false;
  const backToWelcome = user && welcomePending && !welcomeOfferedThisVisit(user.id);
  if (backToWelcome) return <Redirect to={screenPath.welcome()} replace />;
  return user ? <DashboardPage /> : <LandingPage />;
}
