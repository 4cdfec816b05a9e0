import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitStore } from './limit-store';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What @fastify/rate-limit really passes to `child` (its typings say RouteOptions): the merged limit options and the route. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

function namespaceOf(options: object): string {
  const route = (options as ChildOptions).routeInfo;
  return route ? `${String(route.method)} ${route.url ?? ''}|` : '|';
}

/**
 * Our shared LimitStore as @fastify/rate-limit's `store` option. The plugin makes one child store per route
 * that opts in; each counts under its route's method and URL, so every route keeps its own budget per key,
 * as the plugin's in-memory store did.
 */
export function rateLimitStore(limits: LimitStore): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    constructor(options: object = {}) {
      this.namespace = namespaceOf(options);
    }

    // The plugin passes the window in milliseconds after the callback (its typings leave it out).
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      limits.hit(this.namespace + key, timeWindow ?? 60_000).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
