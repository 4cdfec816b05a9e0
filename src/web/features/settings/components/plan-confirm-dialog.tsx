import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormAlert } from '@/web/components/form-alert';

/** Asks before a plan is canceled or changed: what happens and until when, then the learner confirms or keeps it. */
export function PlanConfirmDialog({
  title,
  consequence,
  confirmLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  consequence: string;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={consequence}
      cancelLabel="Keep my plan"
      confirmLabel={confirmLabel}
      confirmVariant={destructive ? 'destructive' : 'default'}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {error ? <FormAlert id="plan-change-error" message={error} /> : null}
    </ConfirmDialog>
  );
}
