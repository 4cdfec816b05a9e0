import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Layers, PartyPopper } from 'lucide-react';
import type { GradeReviewCardResponse, ReviewCard, ReviewRating } from '@/contract/review';
import { levelForXp } from '@/domain/levels';
import { LoadErrorCard } from '@/web/components/load-error';
import { PageContainer } from '@/web/components/page-container';
import { Button } from '@/web/components/ui/button';
import { Progress } from '@/web/components/ui/progress';
import { Spinner } from '@/web/components/ui/spinner';
import { ToastAction } from '@/web/components/ui/toast';
import { toast } from '@/web/components/ui/use-toast';
import { ApiError, getServerMessage } from '@/web/lib/api-client';
import { afterReviewChange, afterReviewSession } from '@/web/lib/queries/cache-invalidation';
import { useReviewQueue } from '@/web/features/review/api/get-review-queue';
import { gradeReviewCard } from '@/web/features/review/api/grade-review-card';
import { setCardSuspended } from '@/web/features/review/api/update-review-card';
import { NewCardsControl } from '@/web/components/deck/new-cards-control';
import { ReviewCardView } from './review-card-view';
import { UNDO_DELETE_MS, usePendingDeletions } from './use-pending-deletions';
import { screenPath } from '@/web/lib/screens';

type PendingDeletions = ReturnType<typeof usePendingDeletions>;

interface SessionTotals {
  graded: number;
  right: number;
  xp: number;
  streak: number | null;
}

/** The review session (docs/product.md#review-deck): today's cards one at a time, then a summary. */
export default function ReviewPage() {
  const queue = useReviewQueue();
  const deletions = usePendingDeletions();
  // Each session starts from the queue as it is then; "Keep going" starts another from a queue fetched afresh, once
  // the deletions still open to undo have gone to the server, so no card graded or deleted since comes back.
  const [session, setSession] = useState(0);
  const [fetchingMore, setFetchingMore] = useState(false);
  const cards = queue.data?.cards.filter((card) => !deletions.isGone(card.id));
  async function keepGoing() {
    setFetchingMore(true);
    try {
      await deletions.flush();
      const fresh = await queue.refetch();
      if (fresh.isSuccess) setSession((count) => count + 1);
    } finally {
      setFetchingMore(false);
    }
  }
  return (
    <PageContainer
      title="Review"
      description="Your mistakes, saved words and missed exercises, back just before you forget them."
    >
      {queue.isPending ? (
        <Spinner label="Loading your cards" className="w-full py-16" />
      ) : queue.isError ? (
        <LoadErrorCard
          message="Could not load your review cards."
          retrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <ReviewSession
          key={session}
          initial={cards ?? []}
          more={queue.isFetching && !fetchingMore ? 0 : (cards?.length ?? 0)}
          fetchingMore={fetchingMore}
          deletions={deletions}
          onKeepGoing={() => void keepGoing()}
        />
      )}
    </PageContainer>
  );
}

function ReviewSession({
  initial,
  more,
  fetchingMore,
  deletions,
  onKeepGoing,
}: {
  initial: ReviewCard[];
  /** Cards in the queue as last fetched: after a session, those still due today. */
  more: number;
  fetchingMore: boolean;
  deletions: PendingDeletions;
  onKeepGoing: () => void;
}) {
  const queryClient = useQueryClient();
  // The session keeps its own list: refreshing the queue elsewhere never reshuffles the card being answered.
  const [pending, setPending] = useState(initial);
  const [total, setTotal] = useState(initial.length);
  const [graded, setGraded] = useState<GradeReviewCardResponse | null>(null);
  const [grading, setGrading] = useState(false);
  const [totals, setTotals] = useState<SessionTotals>({ graded: 0, right: 0, xp: 0, streak: null });
  const current = pending[0];

  function advance(result: GradeReviewCardResponse | null) {
    setGraded(null);
    const rest = pending.slice(1);
    // A card due again today (answered wrong) comes back at the end of this session.
    if (result?.dueToday) {
      setTotal(total + 1);
      setPending([...rest, result.card]);
    } else setPending(rest);
  }

  async function grade(input: { answer?: string; rating?: ReviewRating }) {
    if (!current) return;
    setGrading(true);
    try {
      const result = await gradeReviewCard(current, input);
      afterReviewSession(queryClient, {
        xpPoints: result.xpPoints,
        streak: result.streak,
        currentLevel: levelForXp(result.xpPoints),
      });
      setTotals((before) => ({
        graded: before.graded + 1,
        right: before.right + (result.rating === 'again' ? 0 : 1),
        xp: before.xp + result.xpGranted,
        streak: result.streak,
      }));
      // A wrong answer stays on screen with its correction until the learner moves on; so does one the learner's
      // screen thought wrong (sent without a grade) that the server found another correct way of saying it.
      if (result.rating === 'again' || input.rating === undefined) setGraded(result);
      else advance(result);
    } catch (error) {
      const message = getServerMessage(error) ?? 'Could not save your answer. Please try again.';
      toast({ variant: 'destructive', title: 'Error', description: message });
      // Graded elsewhere (another tab): the card is done here too.
      if (error instanceof ApiError && error.status === 409) advance(null);
    } finally {
      setGrading(false);
    }
  }

  async function suspend() {
    if (!current) return;
    try {
      await setCardSuspended(current.id, true);
      toast({ title: 'Card suspended' });
      setTotal(total - 1);
      afterReviewChange(queryClient);
      advance(null);
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Could not change this card. Please try again.' });
    }
  }

  /** The card leaves the session at once; the server deletes it once the undo window closes. */
  function remove() {
    if (!current) return;
    const card = current;
    deletions.schedule(card.id);
    setTotal((count) => count - 1);
    advance(null);
    toast({
      title: 'Card deleted',
      description: `You can undo this for ${UNDO_DELETE_MS / 1000} seconds.`,
      duration: UNDO_DELETE_MS,
      action: (
        <ToastAction altText="Undo deleting the card" onClick={() => undo(card)}>
          Undo
        </ToastAction>
      ),
    });
  }

  function undo(card: ReviewCard) {
    if (!deletions.cancel(card.id)) {
      toast({ title: 'Card already deleted', description: 'It was deleted before Undo was pressed.' });
      return;
    }
    // Next in line, never in place of the card on screen (the learner may be typing an answer to it).
    setPending((cards) => [...cards.slice(0, 1), card, ...cards.slice(1)]);
    setTotal((count) => count + 1);
    toast({ title: 'Card restored', description: 'It is back in this session.' });
  }

  if (!current)
    return <SessionSummary totals={totals} more={more} fetchingMore={fetchingMore} onKeepGoing={onKeepGoing} />;

  const done = total - pending.length;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground" id="review-progress">
          Card {done + 1} of {total}
        </p>
        <Progress value={(done / Math.max(1, total)) * 100} aria-labelledby="review-progress" />
      </div>
      <section aria-label="Review card" className="rounded-xl border bg-card p-5 shadow-card sm:p-6">
        <ReviewCardView
          key={`${current.id}-${current.reps}`}
          card={current}
          grading={grading}
          graded={graded}
          onGrade={(input) => void grade(input)}
          onContinue={() => advance(graded)}
        />
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <div className="flex gap-1">
          <Button type="button" variant="ghost" size="sm" onClick={() => void suspend()}>
            Suspend card
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            Delete card
          </Button>
        </div>
        <p className="text-muted-foreground">Keys: Enter checks · 1-4 grade · Space shows a word’s answer</p>
      </div>
    </div>
  );
}

function SessionSummary({
  totals,
  more,
  fetchingMore,
  onKeepGoing,
}: {
  totals: SessionTotals;
  more: number;
  fetchingMore: boolean;
  onKeepGoing: () => void;
}) {
  if (totals.graded === 0)
    return (
      <div className="mx-auto grid max-w-2xl gap-4 rounded-xl border bg-card p-6 text-center">
        <Layers aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="text-xl font-semibold">Nothing to review right now</h2>
        <p className="text-muted-foreground">
          Mistakes from your conversations, words you save and exercises you miss in lessons come here when they are
          due.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href={screenPath.conversation()}>Practice speaking</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={screenPath.lessons()}>Lessons</Link>
          </Button>
        </div>
        <div className="mx-auto">
          <NewCardsControl />
        </div>
      </div>
    );
  return (
    <div className="mx-auto grid max-w-2xl gap-4 rounded-xl border bg-card p-6 text-center" role="status">
      <PartyPopper aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="text-xl font-semibold">Session complete</h2>
      <dl className="grid grid-cols-3 gap-2">
        <div>
          <dt className="text-sm text-muted-foreground">Cards</dt>
          <dd className="text-2xl font-bold">{totals.graded}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Remembered</dt>
          <dd className="text-2xl font-bold">{totals.right}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">XP</dt>
          <dd className="text-2xl font-bold">+{totals.xp}</dd>
        </div>
      </dl>
      {totals.streak !== null ? (
        <p className="text-muted-foreground">
          Streak: {totals.streak} {totals.streak === 1 ? 'day' : 'days'}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {more > 0 ? (
          <Button type="button" pending={fetchingMore} onClick={onKeepGoing}>
            Keep going ({more} more)
          </Button>
        ) : null}
        <Button asChild variant={more > 0 ? 'outline' : 'default'}>
          <Link href={screenPath.dashboard()}>Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={screenPath.lessons()}>Lessons</Link>
        </Button>
      </div>
    </div>
  );
}
