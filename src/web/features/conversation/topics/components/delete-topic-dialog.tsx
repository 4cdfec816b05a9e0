import type { Topic } from '@/contract/topics';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
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
    <ConfirmDialog
      title={<>Delete “{topic.title}”?</>}
      description={
        <>
          This custom topic will be removed from your {LEVEL_LABELS[topic.userLevel].toLowerCase()} topics. This cannot
          be undone.
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Delete Topic"
      pending={isPending}
      locked={isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
