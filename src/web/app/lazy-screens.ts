import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { screenAt, type ScreenName } from '@/web/lib/screens';

type Chunk = () => Promise<{ default: ComponentType }>;

/*
 * Every screen of the screen table (src/web/lib/screens.ts) except the landing page and the plans is its own chunk,
 * so a first visit to / downloads only the shell and the landing page. A screen named here must be in the table.
 */
const SCREEN_CHUNKS = {
  login: () => import('@/web/features/auth/components/login-page'),
  register: () => import('@/web/features/auth/components/register-page'),
  dashboard: () => import('@/web/features/dashboard/components/dashboard-page'),
  conversation: () => import('@/web/features/conversation/conversation-page'),
  lessons: () => import('@/web/features/lessons/components/lessons-page'),
  lesson: () => import('@/web/features/lesson/components/lesson-page'),
  learningPath: () => import('@/web/features/learning-path/components/learning-path-page'),
  checkout: () => import('@/web/features/billing/components/demo-checkout-page'),
  review: () => import('@/web/features/review/components/review-page'),
  conversationReport: () => import('@/web/features/conversation-report/components/conversation-report-page'),
  welcome: () => import('@/web/features/welcome/components/welcome-page'),
  placement: () => import('@/web/features/placement/components/placement-page'),
  settings: () => import('@/web/features/settings/components/settings-page'),
  voiceHelp: () => import('@/web/features/voice-help/components/voice-help-page'),
} satisfies Partial<Record<ScreenName, Chunk>>;

type ChunkedScreen = keyof typeof SCREEN_CHUNKS;

function isChunked(name: ScreenName): name is ChunkedScreen {
  return Object.hasOwn(SCREEN_CHUNKS, name);
}

function lazyScreens<T extends Record<string, Chunk>>(chunks: T) {
  const screens = {} as { [K in keyof T]: LazyExoticComponent<ComponentType> };
  for (const [name, chunk] of Object.entries(chunks) as [keyof T, Chunk][]) screens[name] = lazy(chunk);
  return screens;
}

/** Each chunked screen as a component that loads its chunk when first rendered. */
export const LAZY_SCREENS = lazyScreens(SCREEN_CHUNKS);

/**
 * Starts downloading the screen a page load lands on while the sign-in check is still in flight, instead
 * of after it (the import is cached, so the lazy component later resolves from the same promise).
 */
export function preloadScreenFor(pathname: string): void {
  const name = screenAt(pathname);
  if (name && isChunked(name)) void SCREEN_CHUNKS[name]().catch(() => undefined);
}
