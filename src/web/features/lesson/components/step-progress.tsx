import { useId } from 'react';
import { Progress } from '@/web/components/ui/progress';

/** The lesson's progress bar: 'Lesson Content' (Section n / total), then 'Exercises' (Question n / total). */
export function StepProgress({
  label,
  unit,
  current,
  total,
}: {
  label: string;
  unit: string;
  current: number;
  total: number;
}) {
  const labelId = useId();
  const percent = total > 0 ? (current / total) * 100 : 0;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {unit} {current} / {total}
        </span>
      </div>
      <Progress value={percent} aria-labelledby={labelId} getValueLabel={() => `${unit} ${current} of ${total}`} />
    </div>
  );
}
