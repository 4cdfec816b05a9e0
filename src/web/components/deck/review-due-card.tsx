import { Link } from 'wouter';
import { Layers } from 'lucide-react';
import type { ReviewSummary } from '@/contract/review';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { useReviewSummary } from '@/web/lib/deck';
import { NewCardsControl } from './new-cards-control';
import { screenPath } from '@/web/lib/screens';

/** "12 cards due — 5 of them from yesterday's conversation" (docs/product.md#review-deck). */
export function reviewRecommendation(summary: ReviewSummary, now = new Date()): string {
  const { dueToday, fromLastConversation } = summary;
  if (dueToday === 0) return 'No cards due today. Mistakes from your conversations will come back here.';
  const cards = `${dueToday} ${dueToday === 1 ? 'card' : 'cards'} due`;
  if (!fromLastConversation || fromLastConversation.count === 0) return `${cards} today.`;
  const count = Math.min(fromLastConversation.count, dueToday);
  const when = conversationWhen(new Date(fromLastConversation.endedAt), now);
  // One card is not "1 of them" (issue 31 point 8).
  if (dueToday === 1) return `${cards} — from ${when} conversation.`;
  return `${cards} — ${count} of them from ${when} conversation.`;
}

function conversationWhen(endedAt: Date, now: Date): string {
  const day = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((day(now) - day(endedAt)) / 86_400_000);
  if (days <= 0) return "today's";
  if (days === 1) return "yesterday's";
  return 'your last';
}

/** Today's review cards and a way in: on the dashboard, the learning path and the Lessons screen's Review tab. */
export function ReviewDueCard({ withSettings = false }: { withSettings?: boolean }) {
  const summary = useReviewSummary();
  if (summary.isPending || summary.isError) return null;
  const { dueToday } = summary.data;
  return (
    <SectionCard title="Review deck" icon={Layers} description={reviewRecommendation(summary.data)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-muted-foreground">
          <span className="text-2xl font-bold text-foreground" data-testid="review-due-count">
            {dueToday}
          </span>{' '}
          due today ({summary.data.dueCount} to repeat, {summary.data.newCount} new)
        </p>
        <Button asChild variant={dueToday > 0 ? 'default' : 'outline'}>
          <Link href={screenPath.review()}>{dueToday > 0 ? 'Start review' : 'Open review'}</Link>
        </Button>
      </div>
      {withSettings ? (
        <div className="mt-4 border-t pt-4">
          <NewCardsControl />
        </div>
      ) : null}
    </SectionCard>
  );
}
