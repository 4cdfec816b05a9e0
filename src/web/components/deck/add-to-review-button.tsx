import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useAddReviewCard } from '@/web/lib/deck';
import { cn } from '@/web/lib/utils';

export const ADD_TO_REVIEW_FAILED = 'Could not add it to your review deck. Please try again.';
export const ADDED_TO_REVIEW = 'Added to your review deck';
export const ALREADY_IN_REVIEW = 'Already in your review deck';

/**
 * "Add to review" for a Spanish word or phrase with the English the app knows (docs/product.md#review-deck). Once
 * added it says so, or that the deck already had it; it stays focusable (aria-disabled), and a status line tells
 * screen readers what happened. Its accessible name is its visible text followed by the word it adds.
 */
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
  const done = add.isSuccess ? (add.data.created ? ADDED_TO_REVIEW : ALREADY_IN_REVIEW) : null;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn('h-8 px-2 text-xs aria-disabled:opacity-100', className)}
        aria-disabled={add.isPending || done !== null || undefined}
        // The name starts with the visible text, so speech control ("click Add to review") finds it (WCAG 2.5.3).
        aria-label={`${done ?? 'Add to review'}: “${spanish}”`}
        onClick={() => {
          if (add.isPending || done) return;
          add.mutate(
            { kind: 'word', spanish, english },
            {
              onError: () => toast({ variant: 'destructive', title: 'Error', description: ADD_TO_REVIEW_FAILED }),
            },
          );
        }}
      >
        {done ? <BookmarkCheck aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
        {done ?? 'Add to review'}
      </Button>
      <span role="status" className="sr-only">
        {done ? `“${spanish}”: ${done}` : ''}
      </span>
    </>
  );
}
