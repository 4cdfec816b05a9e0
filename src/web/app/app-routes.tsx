import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageContainer } from '@/web/components/page-container';
import { PageSpinner, Spinner } from '@/web/components/ui/spinner';
import PlansPage from '@/web/features/billing/components/plans-page';
import { SCREEN_NAMES, screenEntry, type ScreenHeading, type ScreenName } from '@/web/lib/screens';
import { HomeRoute } from './home-route';
import { LAZY_SCREENS } from './lazy-screens';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute } from './protected-route';
import { ScreenErrorBoundary } from './screen-error-boundary';

/**
 * What shows each screen of the table (src/web/lib/screens.ts): its lazy chunk (./lazy-screens.ts), or a component
 * already in the first download. The type checker refuses a screen of the table left out here.
 */
const SCREEN_COMPONENTS = {
  home: HomeRoute,
  // The plan cards are already in the first download (the landing page shows them), so /plans needs no chunk.
  plans: PlansPage,
  ...LAZY_SCREENS,
} satisfies Record<ScreenName, ComponentType>;

function protectedScreen(Screen: ComponentType, heading?: ScreenHeading) {
  return function ProtectedScreen() {
    return (
      <ProtectedRoute>
        {heading ? (
          <Suspense fallback={<ScreenPlaceholder heading={heading} />}>
            <Screen />
          </Suspense>
        ) : (
          <Screen />
        )}
      </ProtectedRoute>
    );
  };
}

/** While a screen's code downloads: its heading, where the screen will show it, and a loading state. */
function ScreenPlaceholder({ heading }: { heading: ScreenHeading }) {
  return (
    <PageContainer {...heading}>
      <Spinner label="Loading" className="w-full py-16" />
    </PageContainer>
  );
}

/** The routes the router serves, one a screen of the table, in its order. */
export const ROUTES = SCREEN_NAMES.map((name) => {
  const { path, access, heading } = screenEntry(name);
  const Screen = SCREEN_COMPONENTS[name];
  return { name, path, component: access === 'signed-in' ? protectedScreen(Screen, heading) : Screen };
});

/**
 * The route table of docs/product.md#screens, with our additions: the plans screen, the demo checkout, the welcome
 * flow, the placement test and Settings.
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ScreenErrorBoundary key={location}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {ROUTES.map(({ name, path, component }) => (
            <Route key={name} path={path} component={component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
