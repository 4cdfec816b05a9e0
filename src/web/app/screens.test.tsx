import { Children, isValidElement, type ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as wouterModule from 'wouter';
import { matchRoute, useRouter } from 'wouter';
import { SCREEN_NAMES, SCREENS, screenAt, screenPath, type ScreenName } from '@/web/lib/screens';
import { AppRoutes } from './app-routes';

// The router's <Switch> is replaced by one that records the routes it was given: what AppRoutes serves, read from
// the element tree it renders rather than from the table it is built from.
const served = vi.hoisted(() => ({ routes: [] as { path: unknown; component: unknown }[] }));
vi.mock('wouter', async (importOriginal) => {
  const wouter = await importOriginal<typeof wouterModule>();
  return {
    ...wouter,
    Switch: ({ children }: { children: ReactNode }) => {
      served.routes = Children.toArray(children).flatMap((child) =>
        isValidElement<{ path?: unknown; component?: unknown }>(child)
          ? [{ path: child.props.path, component: child.props.component }]
          : [],
      );
      return null;
    },
  };
});

/** An address of each screen, as the spec writes it: a new screen of the table needs one here. */
const EXAMPLES = {
  home: '/',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  conversation: '/conversation',
  lessons: '/lessons',
  lesson: '/lessons/greetings-1',
  learningPath: '/learning-path',
  plans: '/plans',
  review: '/review',
  conversationReport: '/conversations/00000000-0000-4000-8000-000000000001/report',
  checkout: '/checkout/demo/cs_demo_1',
  welcome: '/welcome',
  placement: '/placement',
  settings: '/settings',
  voiceHelp: '/help/voice',
} satisfies Record<ScreenName, string>;

describe('the screen table', () => {
  it('is what the router serves: every screen routed once, in table order, then only the not-found page', () => {
    render(<AppRoutes />);
    const paths = served.routes.map((route) => route.path);
    expect(paths).toEqual([...SCREEN_NAMES.map((name) => SCREENS[name].path), undefined]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(served.routes.every((route) => route.component)).toBe(true);
  });

  it('names each address as the router matches it, and no two screens share one', () => {
    const { parser } = renderHook(() => useRouter()).result.current;
    for (const name of SCREEN_NAMES) {
      const address = EXAMPLES[name];
      const matching = SCREEN_NAMES.filter((other) => matchRoute(parser, SCREENS[other].path, address)[0]);
      expect(matching, address).toEqual([name]);
      expect(screenAt(address)).toBe(name);
      // The router allows a trailing slash; so does the table's matcher (the screen's chunk is preloaded).
      if (address !== '/') expect(screenAt(`${address}/`)).toBe(name);
    }
    for (const address of ['/no-such-page', '/lessons/a/b', '/conversations/1', '/checkout/demo']) {
      expect(SCREEN_NAMES.filter((name) => matchRoute(parser, SCREENS[name].path, address)[0])).toEqual([]);
      expect(screenAt(address)).toBeUndefined();
    }
  });

  it('builds the addresses the spec names, parameters and queries included', () => {
    for (const name of SCREEN_NAMES) {
      if (!SCREENS[name].path.includes(':')) expect((screenPath[name] as () => string)()).toBe(EXAMPLES[name]);
    }
    expect(screenPath.lesson('greetings-1')).toBe(EXAMPLES.lesson);
    expect(screenPath.lesson('a/b c')).toBe('/lessons/a%2Fb%20c');
    expect(screenPath.conversationReport('00000000-0000-4000-8000-000000000001')).toBe(EXAMPLES.conversationReport);
    expect(screenPath.checkout('cs_demo_1')).toBe(EXAMPLES.checkout);
    expect(screenPath.login({ returnTo: '/plans' })).toBe('/login?next=%2Fplans');
    expect(screenPath.register({ plan: 'PREMIUM' })).toBe('/register?plan=PREMIUM');
    expect(screenPath.conversation({ topic: 'restaurant', difficulty: 'beginner' })).toBe(
      '/conversation?topic=restaurant&difficulty=beginner',
    );
    expect(screenPath.conversation({ topic: null, difficulty: 'advanced' })).toBe('/conversation?difficulty=advanced');
    expect(screenPath.lessons({ lesson: 'greetings-1' })).toBe('/lessons?lesson=greetings-1');
    expect(screenPath.settings({ section: 'your-plan' })).toBe('/settings#your-plan');
  });
});
