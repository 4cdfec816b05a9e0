import type { Topic } from '@/contract/topics';
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
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { useDeleteTopic } from '@/web/features/conversation/topics/api/delete-topic';

export interface DeleteTopicDialogProps {
  topic: Topic & { originalId: string };
  onClose: () => void;
  onDeleted?: ((topic: Topic) => void) | undefined;
}

/** Asks before deleting a custom topic, shown open; `DeleteTopicButton` opens it. */
export default function DeleteTopicDialog({ topic, onClose, onDeleted }: DeleteTopicDialogProps) {
  const { mutate, isPending } = useDeleteTopic();

  const confirm = () => {
    mutate(topic, {
      onSuccess: () => {
        onClose();
        onDeleted?.(topic);
      },
    });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{topic.title}”?</DialogTitle>
          <DialogDescription>
            This custom topic will be removed from your {LEVEL_LABELS[topic.userLevel].toLowerCase()} topics. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" pending={isPending} onClick={confirm}>
            Delete Topic
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
