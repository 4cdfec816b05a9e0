import type { Level } from '@/contract/common';
import { LEVELS } from '@/domain/levels';
import type { CoursePlacement } from '@/domain/unlocking';

const isLevel = (value: string | null): value is Level => LEVELS.includes(value as Level);

/** The learner's placement from their row's columns; null when they were never placed (or the row is odd). */
export function placementOfRow(row: {
  placedLevel: string | null;
  placedLessonOrder: number | null;
}): CoursePlacement | null {
  if (!isLevel(row.placedLevel) || row.placedLessonOrder === null) return null;
  return { level: row.placedLevel, order: row.placedLessonOrder };
}

/** The placed level alone, for the level floor (docs/product.md#level-floor). */
export function placedLevelOfRow(row: { placedLevel: string | null }): Level | null {
  return isLevel(row.placedLevel) ? row.placedLevel : null;
}
