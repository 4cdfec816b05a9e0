import type { LessonSummary } from '@/contract/lessons';
import { LessonCard, type LessonCardVariant } from './lesson-card';

interface LessonListProps {
  lessons: readonly LessonSummary[];
  streak: number;
  variant?: LessonCardVariant;
  showLevel?: boolean;
  /** The learner's next lesson, marked on its card. */
  nextId?: string;
  /** The lesson a link named: scrolled to and focused. */
  focusId?: string | null;
}

export function LessonList({ lessons, streak, variant, showLevel, nextId, focusId }: LessonListProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {lessons.map((lesson) => (
        <li key={lesson.id} className="flex">
          <LessonCard
            lesson={lesson}
            streak={streak}
            variant={variant}
            showLevel={showLevel}
            next={lesson.id === nextId}
            focused={lesson.id === focusId}
          />
        </li>
      ))}
    </ul>
  );
}
