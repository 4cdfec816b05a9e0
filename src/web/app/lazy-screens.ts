import { lazy } from 'react';

/*
 * Every screen except the landing page is its own chunk, so a first visit to / downloads only
 * the shell and the landing page.
 */
export const LoginPage = lazy(() => import('@/web/features/auth/components/login-page'));
export const RegisterPage = lazy(() => import('@/web/features/auth/components/register-page'));
export const DashboardPage = lazy(() => import('@/web/features/dashboard/components/dashboard-page'));
export const ConversationPage = lazy(() => import('@/web/features/conversation/components/conversation-page'));
export const LessonsPage = lazy(() => import('@/web/features/lessons/components/lessons-page'));
export const LessonPage = lazy(() => import('@/web/features/lesson/components/lesson-page'));
export const LearningPathPage = lazy(() => import('@/web/features/learning-path/components/learning-path-page'));
