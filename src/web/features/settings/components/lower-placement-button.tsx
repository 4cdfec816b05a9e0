import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useLowerPlacement } from '@/web/features/settings/api/lower-placement';
import { getServerMessage } from '@/web/lib/api-client';

export const LOWER_PLACEMENT_LABEL = 'Move down a level';

/** Where a lowered placement now starts the learner, in one sentence. */
export function loweredMessage(lessonTitle: string | null): string {
  return lessonTitle ? `You now start at “${lessonTitle}”.` : 'You now start at the beginning of the course.';
}

/**
 * For a learner the placed lessons turn out too hard (docs/product.md#placement): one step down at once, with no
 * week to wait; completed lessons and earned XP stay, the placement's XP credit follows it down.
 */
export function LowerPlacementButton() {
  const lower = useLowerPlacement();
  return (
    <Button
      variant="outline"
      pending={lower.isPending}
      onClick={() =>
        lower.mutate(undefined, {
          onSuccess: (result) =>
            toast({ title: 'Placement moved down', description: loweredMessage(result.lessonTitle) }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Could not move the placement',
              description: getServerMessage(error) ?? 'Please try again.',
            }),
        })
      }
    >
      {LOWER_PLACEMENT_LABEL}
    </Button>
  );
}
