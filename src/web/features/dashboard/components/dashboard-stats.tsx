import { CalendarDays, CheckCircle2, MessagesSquare, Zap } from 'lucide-react';
import type { DashboardResponse } from '@/contract/progress';
import { StatCard } from '@/web/components/stat-card';

/** docs/product.md#dashboard: the four stat cards; This Week counts lessons plus conversations and shows their XP. */
export function DashboardStats({ progress }: { progress: DashboardResponse['progress'] }) {
  return (
    <dl aria-label="Your statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard icon={Zap} label="Total Experience" value={progress.totalExperience} hint="XP" />
      <StatCard icon={CheckCircle2} label="Lessons Completed" value={progress.lessonsCompleted} />
      <StatCard icon={MessagesSquare} label="Conversations" value={progress.conversationsHad} />
      <StatCard
        icon={CalendarDays}
        label="This Week"
        value={progress.weeklyLessons + progress.weeklyConversations}
        hint={`+${progress.weeklyXP} XP`}
      />
    </dl>
  );
}
