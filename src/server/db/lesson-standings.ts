import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { lessonProgress } from '@/server/db/schema';

/** A lesson the learner has attempted: what the lessons list shows and what unlocking counts. */
export interface LessonStanding {
  lessonId: string;
  bestScore: number;
  completed: boolean;
}

/**
 * The learner's lesson standings as one json column, for a statement that reads them with something else (the
 * session lookup, the learner's row): the lessons screens then cost one round trip (docs/ARCHITECTURE.md#performance).
 */
export function lessonStandingsColumn(userId: SQLWrapper): SQL<unknown> {
  return sql<unknown>`(
    select coalesce(json_agg(json_build_object(
      'lessonId', ${lessonProgress.lessonId}, 'bestScore', ${lessonProgress.bestScore},
      'completed', ${lessonProgress.completedAt} is not null)), '[]'::json)
    from ${lessonProgress} where ${lessonProgress.userId} = ${userId})`;
}

/** Both drivers hand json over parsed; a string is parsed here all the same. */
export function lessonStandingsOf(column: unknown): LessonStanding[] {
  return (typeof column === 'string' ? JSON.parse(column) : column) as LessonStanding[];
}
