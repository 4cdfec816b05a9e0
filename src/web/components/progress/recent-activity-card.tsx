import { History } from 'lucide-react';
import { SectionCard } from '@/web/components/section-card';
import { ActivityItem, type ActivityEntry } from './activity-item';

export const NO_ACTIVITY_TEXT = 'Start practicing to see your activity here!';

/** The learner's latest lessons and conversations, newest first as the server sends them. */
export function RecentActivityCard({
  activities,
  className,
}: {
  activities: readonly ActivityEntry[];
  className?: string;
}) {
  return (
    <SectionCard title="Recent Activity" icon={History} className={className}>
      {activities.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_ACTIVITY_TEXT}</p>
      ) : (
        <ul className="divide-y">
          {activities.map((activity, index) => (
            // The learning path's entries carry no id; type, time and position identify them there.
            <ActivityItem key={activity.id ?? `${activity.type}-${activity.date}-${index}`} activity={activity} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
