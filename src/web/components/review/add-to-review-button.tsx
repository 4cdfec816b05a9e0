import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useAddReviewCard } from '@/web/lib/review/review-api';
import { cn } from '@/web/lib/utils';

export const ADD_TO_REVIEW_FAILED = 'Could not add it to your review deck. Please try again.';

/** "Add to review" for a Spanish word or phrase with the English the app knows (docs/product.md#review-deck). */
export function AddToReviewButton({
  spanish,
  english,
  className,
}: {
  spanish: string;
  english: string;
  className?: string;
}) {
  const add = useAddReviewCard();
  const added = add.isSuccess;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('h-8 px-2 text-xs', className)}
      disabled={add.isPending || added}
      aria-label={added ? `“${spanish}” is in your review deck` : `Add “${spanish}” to review`}
      onClick={() =>
        add.mutate(
          { kind: 'word', spanish, english },
          {
            onError: () => toast({ variant: 'destructive', title: 'Error', description: ADD_TO_REVIEW_FAILED }),
          },
        )
      }
    >
      {added ? <BookmarkCheck aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
      {added ? 'In review' : 'Add to review'}
    </Button>
  );
}
