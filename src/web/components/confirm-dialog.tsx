import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/web/components/ui/dialog';

/**
 * Asks before an action the learner may not want (discarding a conversation, deleting a topic, changing a plan),
 * shown open: the question, what the action does, then a way back and the action itself.
 */
export function ConfirmDialog({
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'destructive',
  pending,
  locked,
  onConfirm,
  onCancel,
}: {
  title: ReactNode;
  description: ReactNode;
  /** Shown between the question and the buttons: why the last attempt failed, for instance. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: 'default' | 'destructive';
  /** The action runs: its button is disabled, with a spinner. */
  pending?: boolean;
  /** The action can no longer be stopped: the dialog does not close and the way back is disabled. */
  locked?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open onOpenChange={(next) => !next && !locked && onCancel()}>
      <DialogContent>
        <DialogHeading title={title} description={description} />
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={locked}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
