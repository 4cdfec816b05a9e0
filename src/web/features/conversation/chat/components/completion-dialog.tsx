import { RefreshCw, Shuffle, Trophy } from 'lucide-react';
import type { EndConversationResponse } from '@/contract/conversation';
import { formatMinutesSeconds } from '@/domain/conversation-xp';
import { ConversationReportSummary } from '@/web/features/conversation/history/components/conversation-report-summary';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/web/components/ui/dialog';
import type { ConversationNote } from '@/web/features/conversation/history/use-conversation-note';
import { NoteForm } from '@/web/features/conversation/history/components/note-form';

interface CompletionDialogProps {
  result: EndConversationResponse | null;
  note: ConversationNote;
  /** The ended conversation: its report is summarised and linked. */
  conversationId?: string | null;
  onDismiss: () => void;
  onNewTopic: () => void;
  onSameTopic: () => void;
}

/** 'Conversation Complete!' with the server's numbers, a note, and New Topic / Same Topic (docs/product.md#conversations). */
export function CompletionDialog({
  result,
  note,
  conversationId,
  onDismiss,
  onNewTopic,
  onSameTopic,
}: CompletionDialogProps) {
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onDismiss()}>
      {result ? (
        <DialogContent
          onOpenAutoFocus={(event) => {
            // Not the note field: on a phone that opens the keyboard over the results. The dialog itself takes focus,
            // so the title is read first and Tab reaches the note and the buttons.
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <DialogHeading
            className="items-center pr-0 text-center"
            titleClassName="text-2xl"
            title="Conversation Complete!"
            description={
              result.alreadyEnded
                ? 'This conversation had already ended, so no new XP was added.'
                : '¡Muy bien! Here is how it went.'
            }
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Trophy aria-hidden="true" className="size-7" />
            </span>
          </DialogHeading>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div className="rounded-lg bg-primary-soft px-2 py-3 text-primary-soft-foreground">
              <dt className="text-xs font-medium">XP earned</dt>
              <dd className="text-2xl font-extrabold tabular-nums">+{result.xpEarned}</dd>
            </div>
            <div className="rounded-lg bg-secondary px-2 py-3 text-secondary-foreground">
              <dt className="text-xs font-medium">Messages</dt>
              <dd className="text-2xl font-extrabold tabular-nums">{result.messageCount}</dd>
            </div>
            <div className="rounded-lg bg-secondary px-2 py-3 text-secondary-foreground">
              <dt className="text-xs font-medium">Duration</dt>
              <dd className="text-2xl font-extrabold tabular-nums">{formatMinutesSeconds(result.duration)}</dd>
            </div>
          </dl>
          {conversationId ? <ConversationReportSummary conversationId={conversationId} /> : null}
          <NoteForm note={note} />
          <DialogFooter className="sm:justify-center">
            <Button variant="outline" onClick={onSameTopic}>
              <RefreshCw aria-hidden="true" />
              Same Topic
            </Button>
            <Button onClick={onNewTopic}>
              <Shuffle aria-hidden="true" />
              New Topic
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
