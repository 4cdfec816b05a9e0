import { ChevronRight, Clock, MessageCircle, NotebookPen } from 'lucide-react';
import type { ConversationSummary } from '@/contract/conversation';
import { formatMinutesSeconds } from '@/domain/conversation-xp';
import { Badge } from '@/web/components/ui/badge';
import { formatConversationDate } from '@/web/lib/conversation-dates';

/** One past conversation as a button that opens it: topic, when, how long, messages, XP and the note. */
export function PastConversationItem({
  conversation,
  onOpen,
}: {
  conversation: ConversationSummary;
  onOpen: () => void;
}) {
  const { topicTitle, startedAt, endedAt, duration, messageCount, xpEarned, notes } = conversation;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full items-center gap-3 rounded-lg border bg-card px-3 py-3 text-left transition-colors hover:bg-secondary sm:px-4"
      >
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold break-words">{topicTitle}</span>
            {xpEarned !== null ? <Badge variant="soft">+{xpEarned} XP</Badge> : null}
            {endedAt === null ? <Badge variant="outline">Not ended</Badge> : null}
          </span>
          <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <time dateTime={startedAt}>{formatConversationDate(startedAt)}</time>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Duration </span>
              {formatMinutesSeconds(duration)}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle aria-hidden="true" className="size-3.5" />
              {messageCount} {messageCount === 1 ? 'message' : 'messages'}
            </span>
          </span>
          {notes ? (
            <span className="flex items-start gap-1 text-sm">
              <NotebookPen aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-primary" />
              <span className="line-clamp-2 break-words">
                <span className="sr-only">Note: </span>
                {notes}
              </span>
            </span>
          ) : null}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </button>
    </li>
  );
}
