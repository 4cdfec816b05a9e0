/**
 * Where sign-in returns to (docs/product.md#screens). A protected screen sends a signed-out visitor to
 * `/login?next=<the address they asked for>`; after signing in they go back there. Only a path of this site is
 * followed: anything else (another origin, `//host`, `/\host`, a scheme, the sign-in forms themselves) returns
 * to `/`, so a crafted link cannot send a learner elsewhere once they have signed in.
 */
export const RETURN_PARAM = 'next';

export function loginPathFor(path: string, search: string): string {
  const target = search ? `${path}?${search.replace(/^\?/, '')}` : path;
  return target === '/' ? '/login' : `/login?${RETURN_PARAM}=${encodeURIComponent(target)}`;
}

export function returnPathFrom(search: string): string {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // Resolved against a placeholder origin: a path that still names this origin is ours, and what it resolves to
  // (dot segments, encoded slashes decoded no further) is what the router will show.
  const base = 'https://charla.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  if (url.pathname === '/login' || url.pathname === '/register') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
