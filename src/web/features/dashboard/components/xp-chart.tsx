import { BarChart3 } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { ProgressHistory } from '@/contract/progress';
import { SectionCard } from '@/web/components/section-card';
import { cn } from '@/web/lib/utils';
import { CHART_DAYS, chartDays, dayLabel, xpSummary } from '@/web/features/dashboard/progress-history';
import { INSIGHT_CARD_HEIGHT } from './progress-insights-skeleton';

type ChartDay = ReturnType<typeof chartDays>[number];

const AXIS_TICK = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

function DayTooltip({ active, payload }: TooltipContentProps) {
  const day = payload[0]?.payload as ChartDay | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded-md border bg-card px-3 py-2 text-xs shadow-card">
      <p className="font-semibold">{dayLabel(day.date, 'EEE, MMM d')}</p>
      <p>{day.xp} XP</p>
      <p className="text-muted-foreground">
        {day.lessons} lessons · {day.conversations} conversations
      </p>
    </div>
  );
}

/** XP per day over the last 30 days; the bars are an image to assistive technology, with a table behind them. */
export function XpChart({ days, className }: { days: ProgressHistory['days']; className?: string }) {
  const data = chartDays(days);
  const total = data.reduce((sum, day) => sum + day.xp, 0);
  return (
    <SectionCard
      title="XP per day"
      description={`Last ${CHART_DAYS} days · ${total} XP`}
      icon={BarChart3}
      className={cn('flex flex-col', INSIGHT_CARD_HEIGHT, className)}
      contentClassName="min-h-0 flex-1"
    >
      <div role="img" aria-label={xpSummary(data)} className="h-full w-full">
        {/* The chart's own keyboard layer would put a focusable application inside an image; the table serves instead. */}
        <BarChart
          responsive
          data={data}
          accessibilityLayer={false}
          margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
          style={{ width: '100%', height: '100%' }}
        >
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            minTickGap={24}
            tick={AXIS_TICK}
          />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} tick={AXIS_TICK} />
          <Tooltip cursor={{ fill: 'var(--color-secondary)' }} content={DayTooltip} />
          <Bar
            dataKey="xp"
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          />
        </BarChart>
      </div>
      {/* The sr-only class goes on a wrapper: browsers ignore a 1 px height on a table, which then pushed
          the page half a screen taller than its content. */}
      <div className="sr-only">
        <table>
          <caption>XP per day, last {CHART_DAYS} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">XP</th>
              <th scope="col">Lessons</th>
              <th scope="col">Conversations</th>
            </tr>
          </thead>
          <tbody>
            {data.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.label}</th>
                <td>{day.xp}</td>
                <td>{day.lessons}</td>
                <td>{day.conversations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
