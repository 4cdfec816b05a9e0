import { useState } from 'react';
import { BookmarkPlus } from 'lucide-react';
import { AddToReviewButton } from '@/web/components/review/add-to-review-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useMessageWords } from '@/web/lib/review/review-api';
import { MessageActionButton } from './message-action-button';

/**
 * "Save words" on a partner message (docs/product.md#review-deck): the course words and phrases it uses, with their
 * English, each with "Add to review".
 */
export function MessageWords({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const words = useMessageWords(text, open);
  return (
    <>
      <MessageActionButton
        label="Save words"
        icon={<BookmarkPlus aria-hidden="true" />}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Words in this message</DialogTitle>
            <DialogDescription lang="es">{text}</DialogDescription>
          </DialogHeader>
          {words.isPending ? (
            <Spinner label="Looking up words" className="w-full py-6" />
          ) : words.isError || words.data.words.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {words.isError
                ? 'Could not look up the words. Please try again.'
                : 'No course words found in this message.'}
            </p>
          ) : (
            <ul className="grid gap-1">
              {words.data.words.map((word) => (
                <li key={word.spanish} className="flex flex-wrap items-center justify-between gap-x-2">
                  <span>
                    <span lang="es" className="font-semibold">
                      {word.spanish}
                    </span>{' '}
                    <span className="text-muted-foreground">— {word.english}</span>
                  </span>
                  <AddToReviewButton spanish={word.spanish} english={word.english} />
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
