import { SCREEN_PARAMS, screenAt, screenPath } from '@/web/lib/screens';

/**
 * Where sign-in returns to (docs/product.md#screens). A protected screen sends a signed-out visitor to the login
 * screen with the address they asked for (`screenPath.login({ returnTo })`); after signing in they go back there.
 * Only a path of this site is followed: anything else (another origin, `//host`, `/\host`, a scheme, the sign-in
 * forms themselves) returns home, so a crafted link cannot send a learner elsewhere once they have signed in.
 */
export function loginPathFor(path: string, search: string): string {
  const target = search ? `${path}?${search.replace(/^\?/, '')}` : path;
  return screenPath.login({ returnTo: target === screenPath.home() ? undefined : target });
}

export function returnPathFrom(search: string): string {
  const raw = new URLSearchParams(search).get(SCREEN_PARAMS.login.returnTo);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return screenPath.home();
  // Resolved against a placeholder origin: a path that still names this origin is ours, and what it resolves to
  // (dot segments, encoded slashes decoded no further) is what the router will show.
  const base = 'https://charla.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return screenPath.home();
  }
  if (url.origin !== base) return screenPath.home();
  const signIn = screenAt(url.pathname);
  if (signIn === 'login' || signIn === 'register') return screenPath.home();
  return `${url.pathname}${url.search}${url.hash}`;
}
