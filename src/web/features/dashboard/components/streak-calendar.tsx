import { Check, Flame } from 'lucide-react';
import type { ProgressHistory } from '@/contract/progress';
import { SectionCard } from '@/web/components/section-card';
import { cn } from '@/web/lib/utils';
import {
  CALENDAR_WEEKS,
  activityLevel,
  calendarWeeks,
  dayLabel,
  type CalendarDay,
} from '@/web/features/dashboard/progress-history';
import { INSIGHT_CARD_HEIGHT } from './progress-insights-skeleton';

const WEEKDAYS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'] as const;
const LEVEL_COLOURS = ['bg-secondary', 'bg-primary/30', 'bg-primary/60', 'bg-primary'] as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function dayTitle(day: CalendarDay, goalXp: number): string {
  const when = dayLabel(day.date, 'EEE, MMM d');
  if (day.activities === 0 && day.xp === 0) return `${when}: no activity`;
  const done = [
    day.lessons > 0 && count(day.lessons, 'lesson', 'lessons'),
    day.conversations > 0 && count(day.conversations, 'conversation', 'conversations'),
    day.reviewed && 'review session',
  ].filter(Boolean);
  const goal = day.xp >= goalXp ? 'goal met' : 'goal not met';
  return `${when}: ${[...done, `${day.xp} XP`, goal].join(', ')}`;
}

/** The last five weeks, one square per day coloured by how much was done, today ringed, and the streak. */
export function StreakCalendar({ history, className }: { history: ProgressHistory; className?: string }) {
  const weeks = calendarWeeks(history.days);
  const pastDays = weeks.flat().filter((day) => !day.isFuture);
  const activeDays = pastDays.filter((day) => day.activities > 0).length;
  // docs/product.md#daily-goal: a day met the goal when its XP reached the learner's goal.
  const goalDays = pastDays.filter((day) => day.xp >= history.dailyGoalXp).length;
  const { streak } = history;
  const streakText = streak === 0 ? 'No current streak' : `${streak} day streak`;
  const first = pastDays[0];
  return (
    <SectionCard
      title="Streak"
      description={first ? `${dayLabel(first.date)} – today` : undefined}
      icon={Flame}
      className={cn('flex flex-col', INSIGHT_CARD_HEIGHT, className)}
      contentClassName="grid flex-1 content-start gap-4"
    >
      <p className="flex items-baseline gap-2">
        <strong className="text-3xl font-bold">{streak}</strong>
        <span className="text-sm text-muted-foreground">{streak === 1 ? 'day in a row' : 'days in a row'}</span>
      </p>
      <div
        role="img"
        aria-label={`Activity over the last ${CALENDAR_WEEKS} weeks: active on ${activeDays} of ${pastDays.length} days, daily goal of ${history.dailyGoalXp} XP met on ${goalDays}. ${streakText}.`}
        className="grid max-w-80 grid-cols-7 gap-1.5"
      >
        {WEEKDAYS.map((weekday, index) => (
          <span key={index} className="text-center text-xs text-muted-foreground">
            {weekday}
          </span>
        ))}
        {weeks.flat().map((day) =>
          day.isFuture ? (
            <span key={day.date} className="h-7" />
          ) : (
            <span
              key={day.date}
              title={dayTitle(day, history.dailyGoalXp)}
              data-today={day.isToday || undefined}
              data-goal-met={day.xp >= history.dailyGoalXp || undefined}
              className={cn(
                'flex h-7 items-center justify-center rounded-sm',
                LEVEL_COLOURS[activityLevel(day.activities)],
                day.isToday && 'ring-2 ring-foreground ring-offset-1 ring-offset-card',
              )}
            >
              {day.xp >= history.dailyGoalXp ? (
                <Check aria-hidden="true" className="size-4 text-foreground" strokeWidth={3} />
              ) : null}
            </span>
          ),
        )}
      </div>
      <div aria-hidden="true" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          Less
          {LEVEL_COLOURS.map((colour) => (
            <span key={colour} className={cn('size-3 rounded-sm', colour)} />
          ))}
          More
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm ring-2 ring-foreground" />
          Today
        </span>
        <span className="flex items-center gap-1">
          <Check className="size-3.5 text-primary" strokeWidth={3} />
          Goal met
        </span>
      </div>
    </SectionCard>
  );
}
