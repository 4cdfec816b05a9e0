import { CircleCheck, Goal } from 'lucide-react';
import { Link } from 'wouter';
import type { DashboardResponse } from '@/contract/progress';
import { SectionCard } from '@/web/components/section-card';
import { Progress } from '@/web/components/ui/progress';
import { screenPath } from '@/web/lib/screens';

/** Today's XP against the daily goal, in the learner's own day (docs/product.md#daily-goal). */
export function DailyGoalCard({ goal, className }: { goal: DashboardResponse['dailyGoal']; className?: string }) {
  const percent = Math.min(100, Math.round((goal.todayXp / goal.goalXp) * 100));
  return (
    <SectionCard title="Daily Goal" icon={Goal} className={className}>
      <div className="grid gap-3">
        <p className="flex items-baseline gap-2">
          <strong className="text-3xl font-bold">{goal.todayXp}</strong>
          <span className="text-sm text-muted-foreground">of {goal.goalXp} XP today</span>
        </p>
        <Progress value={percent} aria-label={`Daily goal: ${goal.todayXp} of ${goal.goalXp} XP`} />
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          {goal.met ? (
            <>
              <CircleCheck aria-hidden="true" className="size-4 text-primary" />
              Goal met today. ¡Muy bien!
            </>
          ) : (
            `${goal.remainingXp} XP to go.`
          )}{' '}
          <Link
            href={screenPath.settings()}
            className="ml-auto font-medium text-primary underline-offset-4 hover:underline"
          >
            Change goal
          </Link>
        </p>
      </div>
    </SectionCard>
  );
}
