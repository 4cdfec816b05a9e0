import { lazy, Suspense, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Topic } from '@/contract/topics';
import { Button } from '@/web/components/ui/button';

// The confirmation's code loads on the first click.
const DeleteTopicDialog = lazy(() => import('./delete-topic-dialog'));

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
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-destructive hover:bg-destructive-soft"
        aria-label={`Delete topic ${topic.title}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DeleteTopicDialog topic={topic} onDeleted={onDeleted} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
