import { lazy, Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import type { CreateTopicDialogProps } from './create-topic-dialog';

// The dialog's code loads on the first click: most visits never open it.
const CreateTopicDialog = lazy(() => import('./create-topic-dialog'));

/** "Create Custom Topic": opens the dialog that creates one. */
export function CreateTopicButton({ learnerLevel, onCreated }: Omit<CreateTopicDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Create Custom Topic
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CreateTopicDialog learnerLevel={learnerLevel} onCreated={onCreated} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
