import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageContainer } from '@/web/components/page-container';
import { PageSpinner, Spinner } from '@/web/components/ui/spinner';
import PlansPage from '@/web/features/billing/components/plans-page';
import { HomeRoute } from './home-route';
import {
  ConversationPage,
  ConversationReportPage,
  DashboardPage,
  DemoCheckoutPage,
  LearningPathPage,
  LessonPage,
  LessonsPage,
  LoginPage,
  PlacementPage,
  RegisterPage,
  ReviewPage,
  SettingsPage,
  WelcomePage,
} from './lazy-screens';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute } from './protected-route';
import { SCREEN_HEADINGS, type ScreenHeading } from '@/web/lib/screen-headings';
import { ScreenErrorBoundary } from './screen-error-boundary';

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

const ProtectedDashboard = protectedScreen(DashboardPage);
const ProtectedConversation = protectedScreen(ConversationPage, SCREEN_HEADINGS.conversation);
const ProtectedLessons = protectedScreen(LessonsPage, SCREEN_HEADINGS.lessons);
const ProtectedLesson = protectedScreen(LessonPage);
const ProtectedLearningPath = protectedScreen(LearningPathPage, SCREEN_HEADINGS.learningPath);
// The plan cards are already in the first download (the landing page shows them), so /plans needs no chunk.
const ProtectedPlans = protectedScreen(PlansPage);
const ProtectedReview = protectedScreen(ReviewPage);
const ProtectedConversationReport = protectedScreen(ConversationReportPage);
const ProtectedDemoCheckout = protectedScreen(DemoCheckoutPage, SCREEN_HEADINGS.checkout);
const ProtectedWelcome = protectedScreen(WelcomePage);
const ProtectedPlacement = protectedScreen(PlacementPage);
const ProtectedSettings = protectedScreen(SettingsPage, SCREEN_HEADINGS.settings);

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
          <Route path="/" component={HomeRoute} />
          <Route path="/login" component={LoginPage} />
          <Route path="/register" component={RegisterPage} />
          <Route path="/dashboard" component={ProtectedDashboard} />
          <Route path="/conversation" component={ProtectedConversation} />
          <Route path="/lessons" component={ProtectedLessons} />
          <Route path="/lessons/:id" component={ProtectedLesson} />
          <Route path="/learning-path" component={ProtectedLearningPath} />
          <Route path="/plans" component={ProtectedPlans} />
          <Route path="/review" component={ProtectedReview} />
          <Route path="/conversations/:id/report" component={ProtectedConversationReport} />
          <Route path="/checkout/demo/:sessionId" component={ProtectedDemoCheckout} />
          <Route path="/welcome" component={ProtectedWelcome} />
          <Route path="/placement" component={ProtectedPlacement} />
          <Route path="/settings" component={ProtectedSettings} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
