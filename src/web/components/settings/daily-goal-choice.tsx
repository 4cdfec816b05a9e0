import { useId, useState } from 'react';
import {
  DAILY_GOAL_MAX_XP,
  DAILY_GOAL_MIN_XP,
  DAILY_GOAL_PRESETS,
  DAILY_GOAL_MESSAGE,
} from '@/contract/settings-constants';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';

const PRESET_LABELS: Record<keyof typeof DAILY_GOAL_PRESETS, string> = {
  casual: 'Casual',
  regular: 'Regular',
  serious: 'Serious',
  intense: 'Intense',
};

const isPreset = (xp: number) => Object.values(DAILY_GOAL_PRESETS).includes(xp as 10);
const validGoal = (xp: number) => Number.isInteger(xp) && xp >= DAILY_GOAL_MIN_XP && xp <= DAILY_GOAL_MAX_XP;

/**
 * The daily XP goal (docs/product.md#daily-goal): four presets or a number of the learner's own. Calls `onChange`
 * with a valid goal only; a custom number out of range shows the rule instead.
 */
export function DailyGoalChoice({ value, onChange }: { value: number; onChange: (xp: number) => void }) {
  const id = useId();
  const [custom, setCustom] = useState(isPreset(value) ? '' : String(value));
  const [customChosen, setCustomChosen] = useState(!isPreset(value));
  const customXp = Number(custom);
  const customInvalid = customChosen && custom !== '' && !validGoal(customXp);
  return (
    <div className="grid gap-3">
      <RadioGroup
        aria-label="Daily XP goal"
        value={customChosen ? 'custom' : String(value)}
        onValueChange={(choice) => {
          if (choice === 'custom') {
            setCustomChosen(true);
            if (validGoal(customXp)) onChange(customXp);
            return;
          }
          setCustomChosen(false);
          onChange(Number(choice));
        }}
        className="grid gap-2 sm:grid-cols-2"
      >
        {(Object.entries(DAILY_GOAL_PRESETS) as [keyof typeof DAILY_GOAL_PRESETS, number][]).map(([preset, xp]) => (
          <Label
            key={preset}
            htmlFor={`${id}-${preset}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary"
          >
            <RadioGroupItem id={`${id}-${preset}`} value={String(xp)} />
            <span>
              {PRESET_LABELS[preset]} <span className="text-muted-foreground">· {xp} XP a day</span>
            </span>
          </Label>
        ))}
        <Label
          htmlFor={`${id}-custom`}
          className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary"
        >
          <RadioGroupItem id={`${id}-custom`} value="custom" />
          <span>Custom</span>
        </Label>
      </RadioGroup>
      {customChosen ? (
        <div className="grid max-w-56 gap-2">
          <Label htmlFor={`${id}-custom-xp`}>XP a day</Label>
          <Input
            id={`${id}-custom-xp`}
            type="number"
            inputMode="numeric"
            min={DAILY_GOAL_MIN_XP}
            max={DAILY_GOAL_MAX_XP}
            value={custom}
            aria-invalid={customInvalid || undefined}
            aria-describedby={customInvalid ? `${id}-custom-error` : undefined}
            onChange={(event) => {
              setCustom(event.target.value);
              const xp = Number(event.target.value);
              if (validGoal(xp)) onChange(xp);
            }}
          />
          {customInvalid ? (
            <p id={`${id}-custom-error`} className="text-sm font-medium text-destructive">
              {DAILY_GOAL_MESSAGE}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
