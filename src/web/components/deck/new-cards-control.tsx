import { useId, useState } from 'react';
import { MAX_NEW_CARDS_PER_DAY, REVIEW_NEW_CARDS_MESSAGE } from '@/contract/review-constants';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/use-toast';
import { useReviewSettings, useSaveReviewSettings } from '@/web/lib/deck';

/** The daily new-card limit (docs/product.md#review-new-cards): a number and a Save button. */
export function NewCardsControl() {
  const settings = useReviewSettings();
  return settings.data ? <NewCardsForm initial={settings.data.newCardsPerDay} /> : null;
}

function NewCardsForm({ initial }: { initial: number }) {
  const id = useId();
  const save = useSaveReviewSettings();
  const [value, setValue] = useState(String(initial));
  const number = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= MAX_NEW_CARDS_PER_DAY;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        save.mutate(
          { newCardsPerDay: number },
          {
            onSuccess: () => toast({ title: 'Saved', description: `Up to ${number} new cards a day.` }),
            onError: () => toast({ variant: 'destructive', title: 'Error', description: REVIEW_NEW_CARDS_MESSAGE }),
          },
        );
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          New cards per day
        </label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_NEW_CARDS_PER_DAY}
          className="w-24"
          value={value}
          aria-invalid={!valid}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={!valid} pending={save.isPending}>
        Save
      </Button>
    </form>
  );
}
