/**
 * docs/product.md#welcome: a learner who left the welcome flow part-way is taken back to it once per visit (a page
 * load), the first time they reach the home screen; after that, in the same visit, the app lets them go where they
 * like. Kept in memory only, per learner, so a new tab or a reload is a new visit.
 */
const offered = new Set<string>();

export function welcomeOfferedThisVisit(userId: string): boolean {
  return offered.has(userId);
}

export function markWelcomeOffered(userId: string): void {
  offered.add(userId);
}
