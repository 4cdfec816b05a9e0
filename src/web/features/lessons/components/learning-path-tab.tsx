import type { LessonsOverview } from '@/contract/lessons';
import { JourneySummary } from './journey-summary';
import { LevelSection } from './level-section';

export function LearningPathTab({ overview }: { overview: LessonsOverview }) {
  const { lessons, levels, summary } = overview;
  return (
    <div className="grid gap-10">
      <JourneySummary summary={summary} />
      {levels.map((level) => (
        <LevelSection
          key={level.level}
          level={level}
          lessons={lessons.filter((lesson) => lesson.level === level.level).sort((a, b) => a.order - b.order)}
          streak={summary.streak}
        />
      ))}
    </div>
  );
}
