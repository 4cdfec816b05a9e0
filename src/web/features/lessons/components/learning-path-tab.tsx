import type { LessonsOverview } from '@/contract/lessons';
import { nextLessonOf } from '@/web/lib/lessons/lesson-path';
import { JourneySummary } from './journey-summary';
import { LevelSection } from './level-section';

export function LearningPathTab({ overview, focusId }: { overview: LessonsOverview; focusId?: string | null }) {
  const { lessons, levels, summary } = overview;
  const nextId = nextLessonOf(lessons)?.id;
  return (
    <div className="grid gap-10">
      <JourneySummary summary={summary} />
      {levels.map((level) => (
        <LevelSection
          key={level.level}
          level={level}
          lessons={lessons.filter((lesson) => lesson.level === level.level).sort((a, b) => a.order - b.order)}
          streak={summary.streak}
          nextId={nextId}
          focusId={focusId}
        />
      ))}
    </div>
  );
}
