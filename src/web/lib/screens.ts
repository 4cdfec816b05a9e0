import { BookOpen, LayoutDashboard, Mic, Route as RouteIcon, Settings, type LucideIcon } from 'lucide-react';
import type { PlanType } from '@/domain/plans';

/**
 * The screen table (docs/product.md#screens): every screen's address, who may open it, the heading it shows from its
 * first paint and its entry in the main navigation. The router (src/web/app/app-routes.tsx), the navigation bar and
 * every link read it; each screen's code is named in src/web/app/lazy-screens.ts (its chunk) or app-routes.tsx (a
 * component in the first download), which the type checker holds to this table. `screenPath` below builds every
 * link; src/web/app/screen-paths.test.ts fails on a screen address written anywhere else in src/web, and
 * src/web/app/screens.test.tsx checks that the router serves exactly this table. Recipe: docs/recipes/add-a-screen.md.
 */

export interface ScreenHeading {
  title: string;
  description: string;
}

export interface NavEntry {
  label: string;
  icon: LucideIcon;
}

export interface ScreenEntry {
  /** The route pattern, as wouter reads it: `:name` is a parameter. */
  path: string;
  /** Anyone, or signed-in learners only (a signed-out visitor goes to the login form and comes back after). */
  access: 'public' | 'signed-in';
  /**
   * The heading the screen shows whatever its data, for signed-in screens: shown by the router, in the place the
   * screen keeps it, while the screen's code downloads. A screen whose heading depends on its data has none here.
   */
  heading?: ScreenHeading;
  /** Its link in the main navigation (signed-in screens), in table order. */
  nav?: NavEntry;
}

export const SCREENS = {
  home: { path: '/', access: 'public' },
  login: { path: '/login', access: 'public' },
  register: { path: '/register', access: 'public' },
  dashboard: {
    path: '/dashboard',
    access: 'signed-in',
    nav: { label: 'Dashboard', icon: LayoutDashboard },
  },
  conversation: {
    path: '/conversation',
    access: 'signed-in',
    heading: {
      title: 'Practice Speaking',
      description: 'Choose a topic and a difficulty, then talk with your AI partner in Spanish.',
    },
    nav: { label: 'Practice', icon: Mic },
  },
  lessons: {
    path: '/lessons',
    access: 'signed-in',
    heading: {
      title: 'Learn Spanish',
      description: 'Vocabulary, grammar, conversation and phrase lessons, one step at a time.',
    },
    nav: { label: 'Lessons', icon: BookOpen },
  },
  lesson: { path: '/lessons/:id', access: 'signed-in' },
  learningPath: {
    path: '/learning-path',
    access: 'signed-in',
    heading: {
      title: 'Your Learning Journey',
      description: 'See where you are, what comes next and how far you have come.',
    },
    nav: { label: 'Learning Path', icon: RouteIcon },
  },
  plans: { path: '/plans', access: 'signed-in' },
  review: { path: '/review', access: 'signed-in' },
  conversationReport: { path: '/conversations/:id/report', access: 'signed-in' },
  checkout: {
    path: '/checkout/demo/:sessionId',
    access: 'signed-in',
    heading: { title: 'Checkout', description: 'Review your plan, then pay with a test card.' },
  },
  welcome: { path: '/welcome', access: 'signed-in' },
  placement: { path: '/placement', access: 'signed-in' },
  settings: {
    path: '/settings',
    access: 'signed-in',
    heading: {
      title: 'Settings',
      description: "Your daily goal, your Spanish, your partner's voice, your plan and your account.",
    },
    nav: { label: 'Settings', icon: Settings },
  },
  voiceHelp: {
    path: '/help/voice',
    access: 'signed-in',
    heading: {
      title: 'How voice works here',
      description: 'Who turns what you say into text, who reads replies aloud, and what to do when one is missing.',
    },
  },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenName = keyof typeof SCREENS;

/** The screens in table order (the router's order, and the navigation's). */
export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** The entry of one screen, with the optional fields a given screen leaves out. */
export function screenEntry(name: ScreenName): ScreenEntry {
  return SCREENS[name];
}

/** The main navigation: the screens with an entry, in table order. */
export const NAV_SCREENS = SCREEN_NAMES.flatMap((name) => {
  const { path, nav } = screenEntry(name);
  return nav ? [{ name, href: path, ...nav }] : [];
});

/** The query parameters a link may give a screen, named once for the link that writes them and the screen that reads them. */
export const SCREEN_PARAMS = {
  /** Where signing in goes next (src/web/lib/session/return-path.ts). */
  login: { returnTo: 'next' },
  /** The plan a visitor chose before they had an account (src/web/lib/plans/chosen-plan.ts). */
  register: { plan: 'plan' },
  /** The topic and difficulty the practice screen opens with (a recommendation's Practice Speaking). */
  conversation: { topic: 'topic', difficulty: 'difficulty' },
  /** The lesson the lessons screen opens at (a recommendation's lesson action). */
  lessons: { lesson: 'lesson' },
} as const;

/** The sections a link may open the Settings screen at (the element ids of those sections). */
export const SETTINGS_SECTIONS = { yourPlan: 'your-plan' } as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[keyof typeof SETTINGS_SECTIONS];

/** A route pattern with its `:name` parameters filled in, each encoded as one path segment. */
function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** `path?name=value&…` for the values given (form-encoded), or `path` alone when none is. */
function withQuery(path: string, values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Every link to a screen: `screenPath.lesson('greetings-1')` is `/lessons/greetings-1`. */
export const screenPath = {
  home: () => SCREENS.home.path,
  /** `returnTo`: the address of this site to go back to once signed in. */
  login: ({ returnTo }: { returnTo?: string } = {}) =>
    returnTo
      ? `${SCREENS.login.path}?${SCREEN_PARAMS.login.returnTo}=${encodeURIComponent(returnTo)}`
      : SCREENS.login.path,
  register: ({ plan }: { plan?: PlanType } = {}) =>
    plan ? `${SCREENS.register.path}?${SCREEN_PARAMS.register.plan}=${plan}` : SCREENS.register.path,
  dashboard: () => SCREENS.dashboard.path,
  conversation: ({ topic, difficulty }: { topic?: string | null; difficulty?: string | null } = {}) =>
    withQuery(SCREENS.conversation.path, {
      [SCREEN_PARAMS.conversation.topic]: topic,
      [SCREEN_PARAMS.conversation.difficulty]: difficulty,
    }),
  lessons: ({ lesson }: { lesson?: string | null } = {}) =>
    withQuery(SCREENS.lessons.path, { [SCREEN_PARAMS.lessons.lesson]: lesson }),
  lesson: (id: string) => fill(SCREENS.lesson.path, { id }),
  learningPath: () => SCREENS.learningPath.path,
  plans: () => SCREENS.plans.path,
  review: () => SCREENS.review.path,
  conversationReport: (conversationId: string) => fill(SCREENS.conversationReport.path, { id: conversationId }),
  checkout: (sessionId: string) => fill(SCREENS.checkout.path, { sessionId }),
  welcome: () => SCREENS.welcome.path,
  placement: () => SCREENS.placement.path,
  settings: ({ section }: { section?: SettingsSection } = {}) =>
    section ? `${SCREENS.settings.path}#${section}` : SCREENS.settings.path,
  voiceHelp: () => SCREENS.voiceHelp.path,
} satisfies Record<ScreenName, (...args: never[]) => string>;

/** A route pattern as a regular expression: what the router matches (a trailing slash allowed, any letter case). */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '([^/]+?)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.map((segment) => `/${segment}`).join('')}/?$`, 'i');
}

const SCREEN_PATTERNS = SCREEN_NAMES.map((name) => [name, patternOf(SCREENS[name].path)] as const);

/** The screen an address shows (its path, without query or fragment), or undefined for the not-found page. */
export function screenAt(pathname: string): ScreenName | undefined {
  return SCREEN_PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0];
}
