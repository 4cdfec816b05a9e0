import { CircleCheck } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/**
 * "Current plan" on the learner's own plan card: disabled, as there is nothing to buy, but at full strength, since it
 * tells the learner where they stand. Described by the card's title.
 */
export function CurrentPlanButton({ titleId }: { titleId: string }) {
  return (
    <Button
      size="lg"
      variant="secondary"
      className="mt-8 w-full bg-primary-soft text-primary-soft-foreground disabled:opacity-100"
      disabled
      aria-describedby={titleId}
    >
      <CircleCheck aria-hidden="true" />
      Current plan
    </Button>
  );
}
