import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Topic } from '@/contract/topics';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { LEVEL_LABELS } from '@/web/features/lessons/lesson-labels';
import { useDeleteTopic } from '../api/delete-topic';

/** Deletes one custom topic after the learner confirms; the caller decides whether it may be offered. */
export function DeleteTopicButton({
  topic,
  disabled = false,
  onDeleted,
}: {
  topic: Topic & { originalId: string };
  disabled?: boolean;
  onDeleted?: (topic: Topic) => void;
}) {
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useDeleteTopic();

  const confirm = () => {
    mutate(topic, {
      onSuccess: () => {
        setOpen(false);
        onDeleted?.(topic);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-destructive hover:bg-destructive-soft"
        aria-label={`Delete topic ${topic.title}`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{topic.title}”?</DialogTitle>
          <DialogDescription>
            This custom topic will be removed from your {LEVEL_LABELS[topic.userLevel].toLowerCase()} topics. This cannot be undone.
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
