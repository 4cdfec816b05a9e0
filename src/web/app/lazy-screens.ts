import { lazy } from 'react';

/*
 * Every screen except the landing page is its own chunk, so a first visit to / downloads only
 * the shell and the landing page.
 */
const screenImports = {
  login: () => import('@/web/features/auth/components/login-page'),
  register: () => import('@/web/features/auth/components/register-page'),
  dashboard: () => import('@/web/features/dashboard/components/dashboard-page'),
  conversation: () => import('@/web/features/conversation/conversation-page'),
  lessons: () => import('@/web/features/lessons/components/lessons-page'),
  lesson: () => import('@/web/features/lesson/components/lesson-page'),
  learningPath: () => import('@/web/features/learning-path/components/learning-path-page'),
  demoCheckout: () => import('@/web/features/billing/components/demo-checkout-page'),
  review: () => import('@/web/features/review/components/review-page'),
  conversationReport: () => import('@/web/features/conversation-report/components/conversation-report-page'),
  welcome: () => import('@/web/features/welcome/components/welcome-page'),
  placement: () => import('@/web/features/placement/components/placement-page'),
  settings: () => import('@/web/features/settings/components/settings-page'),
};

export const LoginPage = lazy(screenImports.login);
export const RegisterPage = lazy(screenImports.register);
export const DashboardPage = lazy(screenImports.dashboard);
export const ConversationPage = lazy(screenImports.conversation);
export const LessonsPage = lazy(screenImports.lessons);
export const LessonPage = lazy(screenImports.lesson);
export const LearningPathPage = lazy(screenImports.learningPath);
export const DemoCheckoutPage = lazy(screenImports.demoCheckout);
export const ReviewPage = lazy(screenImports.review);
export const ConversationReportPage = lazy(screenImports.conversationReport);
export const WelcomePage = lazy(screenImports.welcome);
export const PlacementPage = lazy(screenImports.placement);
export const SettingsPage = lazy(screenImports.settings);

const SCREEN_FOR_PATH: [RegExp, keyof typeof screenImports][] = [
  [/^\/login\/?$/, 'login'],
  [/^\/register\/?$/, 'register'],
  [/^\/dashboard\/?$/, 'dashboard'],
  [/^\/conversation\/?$/, 'conversation'],
  [/^\/lessons\/?$/, 'lessons'],
  [/^\/lessons\/[^/]+\/?$/, 'lesson'],
  [/^\/learning-path\/?$/, 'learningPath'],
  [/^\/checkout\/demo\/[^/]+\/?$/, 'demoCheckout'],
  [/^\/review\/?$/, 'review'],
  [/^\/conversations\/[^/]+\/report\/?$/, 'conversationReport'],
  [/^\/welcome\/?$/, 'welcome'],
  [/^\/placement\/?$/, 'placement'],
  [/^\/settings\/?$/, 'settings'],
];

/**
 * Starts downloading the screen a page load lands on while the sign-in check is still in flight, instead
 * of after it (the import is cached, so the lazy component later resolves from the same promise).
 */
export function preloadScreenFor(pathname: string): void {
  const match = SCREEN_FOR_PATH.find(([pattern]) => pattern.test(pathname));
  if (match) void screenImports[match[1]]().catch(() => undefined);
}
