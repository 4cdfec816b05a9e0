import { CheckCircle2, Flame, Zap } from 'lucide-react';
import type { LessonsOverview } from '@/contract/lessons';
import { Progress } from '@/web/components/ui/progress';

export function JourneySummary({ summary }: { summary: LessonsOverview['summary'] }) {
  const facts = [
    { icon: Zap, value: summary.xpPoints, label: 'total XP' },
    { icon: CheckCircle2, value: summary.lessonsCompleted, label: 'lessons completed' },
    { icon: Flame, value: summary.streak, label: 'day streak' },
  ];
  return (
    <section aria-labelledby="journey-summary-title" className="rounded-xl border bg-card p-5 shadow-card sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="journey-summary-title" className="text-xl font-bold">
            Your journey so far
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            {facts.map(({ icon: Icon, value, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                <span>
                  <strong className="text-foreground">{value}</strong> {label}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-muted-foreground">
          <strong className="text-2xl font-bold text-foreground">{summary.overallPercent}%</strong> overall progress
        </p>
      </div>
      <Progress value={summary.overallPercent} aria-label="Overall progress" className="mt-4" />
    </section>
  );
}
