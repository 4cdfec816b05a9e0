import { ConfirmDialog } from '@/web/components/confirm-dialog';

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
    <ConfirmDialog
      title={RESET_DIALOG_TITLE}
      description={resetConsequence(learnerMessages)}
      cancelLabel="Keep talking"
      confirmLabel="Discard"
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
