import { useId } from 'react';
import type { Difficulty } from '@/contract/conversation';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { cn } from '@/web/lib/utils';
import { DIFFICULTY_OPTIONS } from '@/web/features/conversation/chat/difficulty-options';

export function DifficultyPicker({
  value,
  onChange,
  disabled,
}: {
  value: Difficulty;
  onChange: (value: Difficulty) => void;
  disabled: boolean;
}) {
  const legendId = useId();
  return (
    <div className="grid gap-2">
      <p id={legendId} className="text-sm leading-none font-medium">
        Difficulty
      </p>
      <RadioGroup
        aria-labelledby={legendId}
        value={value}
        onValueChange={(next) => onChange(next as Difficulty)}
        disabled={disabled}
        className="gap-2"
      >
        {DIFFICULTY_OPTIONS.map((option) => {
          const itemId = `${legendId}-${option.value}`;
          return (
            <Label
              key={option.value}
              htmlFor={itemId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary-soft/60',
                disabled && 'cursor-not-allowed opacity-70',
              )}
            >
              <RadioGroupItem
                id={itemId}
                value={option.value}
                aria-labelledby={`${itemId}-name`}
                aria-describedby={`${itemId}-hint`}
                className="mt-0.5"
              />
              <span className="grid gap-1">
                <span id={`${itemId}-name`} className="font-semibold">
                  {option.label}
                </span>
                <span id={`${itemId}-hint`} className="text-sm font-normal text-muted-foreground">
                  {option.description}
                </span>
              </span>
            </Label>
          );
        })}
      </RadioGroup>
    </div>
  );
}
