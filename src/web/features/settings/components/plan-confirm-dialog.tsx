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
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{consequence}</DialogDescription>
        </DialogHeader>
        {error ? <FormAlert id="plan-change-error" message={error} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep my plan</Button>
          </DialogClose>
          <Button variant={destructive ? 'destructive' : 'default'} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
