import { CheckCircle2, Flame, GraduationCap, Zap } from 'lucide-react';
import type { LessonsOverview } from '@/contract/lessons';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { StatCard } from '@/web/components/stat-card';

export function LessonStats({ summary }: { summary: LessonsOverview['summary'] }) {
  return (
    <dl aria-label="Your progress" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard icon={Zap} label="Total XP" value={summary.xpPoints} hint="XP" />
      <StatCard
        icon={CheckCircle2}
        label="Completed"
        value={summary.lessonsCompleted}
        hint={`of ${summary.totalLessons}`}
      />
      <StatCard icon={GraduationCap} label="Current Level" value={LEVEL_LABELS[summary.currentLevel]} />
      <StatCard icon={Flame} label="Day Streak" value={summary.streak} hint={summary.streak === 1 ? 'day' : 'days'} />
    </dl>
  );
}
