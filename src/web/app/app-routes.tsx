import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageSpinner } from '@/web/components/ui/spinner';
import { HomeRoute } from './home-route';
import {
  ConversationPage,
  DashboardPage,
  LearningPathPage,
  LessonPage,
  LessonsPage,
  LoginPage,
  RegisterPage,
} from './lazy-screens';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute } from './protected-route';
import { ScreenErrorBoundary } from './screen-error-boundary';

function protectedScreen(Screen: ComponentType) {
  return function ProtectedScreen() {
    return (
      <ProtectedRoute>
        <Screen />
      </ProtectedRoute>
    );
  };
}

const ProtectedDashboard = protectedScreen(DashboardPage);
const ProtectedConversation = protectedScreen(ConversationPage);
const ProtectedLessons = protectedScreen(LessonsPage);
const ProtectedLesson = protectedScreen(LessonPage);
const ProtectedLearningPath = protectedScreen(LearningPathPage);

/** The route table of spec section 2. */
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
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
