import { GraduationCap } from 'lucide-react';
import type { DashboardResponse } from '@/contract/progress';
import { SectionCard } from '@/web/components/section-card';

const FIRST_STEPS = [
  'Take your first lesson to learn the basics',
  'Practice speaking with your AI conversation partner',
  'Come back every day to build a streak',
] as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** docs/product.md#dashboard: lessons, practice sessions and this week; before any activity, three first steps. */
export function LearningProgressCard({
  progress,
  className,
}: {
  progress: DashboardResponse['progress'];
  className?: string;
}) {
  const rows = [
    { label: 'Lessons completed', value: progress.lessonsCompleted },
    { label: 'Practice sessions', value: progress.conversationsHad },
    {
      label: 'This week',
      value: `${plural(progress.weeklyLessons, 'lesson', 'lessons')} · ${plural(progress.weeklyConversations, 'conversation', 'conversations')}`,
    },
  ];
  return (
    <SectionCard title="Learning Progress" icon={GraduationCap} className={className}>
      {progress.hasActivity ? (
        <dl className="grid gap-3">
          {rows.map(({ label, value }) => (
            <div
              key={label}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b pb-3 last:border-b-0 last:pb-0"
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="grid gap-2 text-sm">
          <p className="text-muted-foreground">
            You have not completed a lesson or a conversation yet. Here is how to begin:
          </p>
          <ul className="grid list-disc gap-1 pl-5">
            {FIRST_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
