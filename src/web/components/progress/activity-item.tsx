import { BookOpen, Clock, MessagesSquare, Target } from 'lucide-react';
import type { DashboardActivity } from '@/contract/progress';
import { Badge } from '@/web/components/ui/badge';
import { formatConversationDate } from '@/web/lib/conversation-dates';
import { formatDurationMinutes } from './activity-format';

/** The learning path's activity has no id or XP; the dashboard's has both. */
export type ActivityEntry = Pick<DashboardActivity, 'type' | 'title' | 'date' | 'duration' | 'score'> &
  Partial<Pick<DashboardActivity, 'id' | 'xpEarned'>>;

const TYPE_LABELS: Record<ActivityEntry['type'], string> = { lesson: 'Lesson', conversation: 'Conversation' };

/** One lesson or conversation: icon and type, title, when, how long, the score and the XP it earned. */
export function ActivityItem({ activity }: { activity: ActivityEntry }) {
  const { type, title, date, duration, score, xpEarned } = activity;
  const Icon = type === 'lesson' ? BookOpen : MessagesSquare;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold break-words">{title}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{TYPE_LABELS[type]}</span>
          <time dateTime={date}>{formatConversationDate(date)}</time>
          {duration !== null ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Duration </span>
              {formatDurationMinutes(duration)}
            </span>
          ) : null}
          {score !== null ? (
            <span className="inline-flex items-center gap-1">
              <Target aria-hidden="true" className="size-3.5" />
              Score {score}%
            </span>
          ) : null}
        </p>
      </div>
      {xpEarned !== undefined ? (
        <Badge variant="soft" className="mt-0.5">
          +{xpEarned} XP
        </Badge>
      ) : null}
    </li>
  );
}
