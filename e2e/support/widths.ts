/**
 * The two widths every learner-path walk runs at (issue 31): a phone (390 × 844, touch) and a desktop (1366 × 800).
 * `use` goes to `test.use` inside a `test.describe` named after the width.
 */
export const PHONE_AND_DESKTOP = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1366, height: 800 } } },
] as const;
