/**
 * Cache keys that more than one feature reads or refreshes. Each key is the URL it fetches (spec section 7),
 * so the key of a list is also the prefix of the keys under it and one invalidation refreshes them all.
 */

/** The lessons overview; also the prefix of every single-lesson key. */
export const LESSONS_QUERY_KEY = ['/api/lessons'] as const;
