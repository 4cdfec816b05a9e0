import { CheckCircle2, GraduationCap, MessagesSquare, Target } from 'lucide-react';
import type { LearningPathResponse } from '@/contract/progress';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { StatCard } from '@/web/components/stat-card';

/** The journey in four figures: level and XP, lessons, conversations and the average lesson score. */
export function JourneyStats({ path }: { path: LearningPathResponse }) {
  const { stats } = path;
  return (
    <dl aria-label="Your journey" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        icon={GraduationCap}
        label="Current Level"
        value={LEVEL_LABELS[path.currentLevel]}
        hint={`${path.xpPoints} XP`}
      />
      <StatCard
        icon={CheckCircle2}
        label="Lessons Completed"
        value={stats.completedLessons}
        hint={`of ${stats.totalLessons}`}
      />
      <StatCard icon={MessagesSquare} label="Practice Conversations" value={stats.practiceConversations} />
      <StatCard
        icon={Target}
        label="Average Score"
        // The contract sends 0 with no completed lessons; that is "no score yet", not a score of 0.
        value={stats.completedLessons === 0 ? '–' : `${Math.round(stats.averageScore)}%`}
      />
    </dl>
  );
}
