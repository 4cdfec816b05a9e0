import { useState } from 'react';
import { History } from 'lucide-react';
import type { ConversationSummary } from '@/contract/conversation';
import { InlineLoadError } from '@/web/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useConversations } from '@/web/features/conversation/history/api/get-conversations';
import { ConversationDetailDialog } from './conversation-detail-dialog';
import { PastConversationItem } from './past-conversation-item';

const SKELETON_ROWS = [1, 2, 3] as const;

/** The learner's recent conversations, newest first, so a saved conversation and its note can be found again. */
export function PastConversations() {
  const { data, isError, isFetching, refetch } = useConversations();
  const [opened, setOpened] = useState<ConversationSummary | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-primary" />
          Past conversations
        </CardTitle>
        <CardDescription>Open one to read it again, with its translations and your note.</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No conversations yet. Your conversations will appear here once you have said something in one.
            </p>
          ) : (
            <ul aria-label="Past conversations" className="grid gap-2">
              {data.map((conversation) => (
                <PastConversationItem
                  key={conversation.id}
                  conversation={conversation}
                  onOpen={() => setOpened(conversation)}
                />
              ))}
            </ul>
          )
        ) : isError ? (
          <InlineLoadError
            message="Your past conversations could not be loaded."
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        ) : (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading past conversations</span>
            {SKELETON_ROWS.map((row) => (
              <Skeleton key={row} className="h-16 w-full rounded-lg" />
            ))}
          </div>
        )}
      </CardContent>
      <ConversationDetailDialog conversation={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
