import { useId } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { Exercise } from '@/contract/lessons';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { cn } from '@/web/lib/utils';

type MultipleChoice = Extract<Exercise, { type: 'multiple_choice' }>;

interface MultipleChoiceAnswerProps {
  /** A multiple-choice exercise, or one question of a reading exercise. */
  exercise: Pick<MultipleChoice, 'options' | 'optionsLanguage' | 'correct'>;
  questionId: string;
  choice: number | null;
  onChoose: (index: number) => void;
  /** After submitting: the options are locked and the right one is marked. */
  checked: boolean;
}

export function MultipleChoiceAnswer({ exercise, questionId, choice, onChoose, checked }: MultipleChoiceAnswerProps) {
  const idPrefix = useId();
  return (
    <RadioGroup
      aria-labelledby={questionId}
      value={choice === null ? null : String(choice)}
      onValueChange={(value) => onChoose(Number(value))}
      disabled={checked}
    >
      {exercise.options.map((option, index) => {
        const id = `${idPrefix}-${index}`;
        const isRight = checked && index === exercise.correct;
        const isWrongPick = checked && index === choice && !isRight;
        return (
          <label
            key={id}
            htmlFor={id}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-card px-4 py-3 transition-colors hover:bg-secondary/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft/40',
              checked && 'cursor-default hover:bg-card',
              isRight &&
                'border-emerald-600 bg-emerald-50 has-[[data-state=checked]]:border-emerald-600 has-[[data-state=checked]]:bg-emerald-50',
              isWrongPick &&
                'border-destructive bg-destructive-soft has-[[data-state=checked]]:border-destructive has-[[data-state=checked]]:bg-destructive-soft',
            )}
          >
            <RadioGroupItem id={id} value={String(index)} />
            <span lang={exercise.optionsLanguage} className="flex-1 font-medium">
              {option}
            </span>
            {isRight ? (
              <>
                <span className="sr-only"> (correct answer)</span>
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
              </>
            ) : null}
            {isWrongPick ? (
              <>
                <span className="sr-only"> (your answer)</span>
                <XCircle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
              </>
            ) : null}
          </label>
        );
      })}
    </RadioGroup>
  );
}
