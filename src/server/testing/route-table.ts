import type { FastifyInstance, InjectOptions } from 'fastify';

/** A method as `inject` takes it (light-my-request 6.6, pinned for Node 20, types only the methods it knows). */
export type RouteMethod = NonNullable<InjectOptions['method']>;

/** Every route the app serves (method and URL pattern), read from its own route table, HEAD and OPTIONS aside. */
export function appRoutes(app: FastifyInstance): { method: RouteMethod; url: string }[] {
  const listing = app.printRoutes({ commonPrefix: false });
  const found: { method: RouteMethod; url: string }[] = [];
  for (const match of listing.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)) {
    for (const method of match[2]!.split(', ')) {
      // printRoutes lists the methods Fastify routes, all of them HTTP methods inject knows.
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method: method as RouteMethod, url: match[1]! });
    }
  }
  return found;
}

/** Percent-encoded as a client could send it: a lone surrogate becomes the (invalid) UTF-8 bytes it would have. */
export function urlEncoded(text: string): string {
  return text
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

/** The route's URL with every parameter (and wildcard) replaced by `value`. */
export function withParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, urlEncoded(value)).replace('*', urlEncoded(value));
}
