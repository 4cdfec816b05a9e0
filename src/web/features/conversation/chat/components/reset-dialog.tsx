import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';

export const RESET_DIALOG_TITLE = 'Discard this conversation?';

/** What Reset does to this conversation (docs/product.md#daily-limits), in the learner's terms. */
export function resetConsequence(learnerMessages: number): string {
  if (learnerMessages === 0) {
    return "You haven't said anything yet, so it won't count toward today's conversations and won't appear in your history.";
  }
  const messages = learnerMessages === 1 ? 'Your message stays' : `Your ${learnerMessages} messages stay`;
  return `${messages} in your history, but this conversation earns no XP and still counts as one of today's conversations. To earn XP for it, choose End Conversation instead.`;
}

/** Asks before Reset throws a running conversation away; shown open, the practice screen mounts it. */
export default function ResetDialog({
  learnerMessages,
  onKeep,
  onDiscard,
}: {
  learnerMessages: number;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog open onOpenChange={(next) => !next && onKeep()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{RESET_DIALOG_TITLE}</DialogTitle>
          <DialogDescription>{resetConsequence(learnerMessages)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep talking</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onDiscard}>
            Discard
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
