import type { ConversationDetail, ConversationSummary } from '@/contract/conversation';
import { formatMinutesSeconds } from '@/domain/conversation-xp';
import { ConversationReportSummary } from './conversation-report-summary';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { InlineLoadError } from '@/web/components/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { useConversation } from '@/web/features/conversation/history/api/get-conversation';
import { formatConversationDate } from '@/web/lib/conversation-dates';
import type { ChatMessage } from '@/web/features/conversation/chat/conversation-state';
import { useConversationNote } from '@/web/features/conversation/history/use-conversation-note';
import { MessageBubble } from '@/web/features/conversation/chat/components/message-bubble';
import { NoteForm } from './note-form';

function toChatMessage(message: ConversationDetail['messages'][number]): ChatMessage {
  return {
    id: message.id,
    role: message.role,
    text: message.text,
    translation: message.translation ?? undefined,
    feedback: message.feedback ?? undefined,
    check: message.check ?? undefined,
    // A message stored with a speaking time was spoken: read back, it keeps its microphone mark.
    ...(message.speakingMs !== null ? { spoken: true } : {}),
  };
}

function DetailNote({ conversation }: { conversation: ConversationDetail }) {
  const note = useConversationNote(conversation.id, conversation.notes);
  return <NoteForm note={note} />;
}

function DetailBody({ id }: { id: string }) {
  const { data, isError, isFetching, refetch } = useConversation(id);
  if (data) {
    return (
      <>
        {data.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">This conversation has no messages.</p>
        ) : (
          <ol
            aria-label="Messages"
            className="grid max-h-[50dvh] gap-3 overflow-y-auto rounded-lg border bg-background p-3"
          >
            {data.messages.map((message) => (
              <MessageBubble key={message.id} message={toChatMessage(message)} />
            ))}
          </ol>
        )}
        <DetailNote conversation={data} />
      </>
    );
  }
  if (isError) {
    return (
      <InlineLoadError
        message="This conversation could not be loaded."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading conversation</span>
      <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/** A past conversation read back: its messages (with their translations) and its note. */
export function ConversationDetailDialog({
  conversation,
  onClose,
}: {
  conversation: ConversationSummary | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      {conversation ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{conversation.topicTitle}</DialogTitle>
            <DialogDescription>
              {formatConversationDate(conversation.startedAt)} · {LEVEL_LABELS[conversation.difficulty]} ·{' '}
              {formatMinutesSeconds(conversation.duration)}
              {conversation.xpEarned !== null ? ` · +${conversation.xpEarned} XP` : ''}
            </DialogDescription>
          </DialogHeader>
          <ConversationReportSummary conversationId={conversation.id} />
          <DetailBody id={conversation.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
