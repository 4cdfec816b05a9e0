import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Settings2 } from 'lucide-react';
import type { Topic } from '@/contract/topics';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { MessageInput } from '@/web/features/conversation/chat/components/message-input';
import { MessageList } from '@/web/features/conversation/chat/components/message-list';
import type { ConversationState } from '@/web/features/conversation/chat/conversation-state';
import { PracticeContextValue } from '@/web/features/conversation/chat/practice-context';
import { NoteForm } from '@/web/features/conversation/history/components/note-form';
import type { ConversationNote } from '@/web/features/conversation/history/use-conversation-note';

// Opened on request only: its code loads when the learner asks for it.
const ManageTopicsPanel = lazy(() =>
  import('@/web/features/conversation/topics/components/manage-topics-panel').then((module) => ({
    default: module.ManageTopicsPanel,
  })),
);

interface HistoryCardProps {
  state: ConversationState;
  note: ConversationNote;
  /** The completion dialog shows the note while it is open; it is not shown twice. */
  noteInDialog: boolean;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onTopicDeleted: (topic: Topic) => void;
  /**
   * Where the voice recorder goes (docs/product.md#language-help): above the typed input, which stays
   * for learners without a microphone.
   */
  recorder?: ReactNode;
}

/** The second card: Conversation History, the Manage Topics toggle, the messages, the input and the note. */
export function HistoryCard({
  state,
  note,
  noteInDialog,
  onDraftChange,
  onSend,
  onTopicDeleted,
  recorder,
}: HistoryCardProps) {
  const [managing, setManaging] = useState(false);
  const panelId = useId();
  const active = state.phase === 'active';

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Conversation History</CardTitle>
        <Button
          variant={managing ? 'secondary' : 'outline'}
          size="sm"
          aria-expanded={managing}
          aria-controls={managing ? panelId : undefined}
          onClick={() => setManaging((open) => !open)}
        >
          <Settings2 aria-hidden="true" />
          Manage Topics
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {managing ? (
          <Suspense fallback={<Spinner label="Loading custom topics..." className="py-6" />}>
            <ManageTopicsPanel id={panelId} sessionActive={active} onDeleted={onTopicDeleted} />
          </Suspense>
        ) : null}
        <PracticeContextValue value={{ difficulty: state.difficulty, conversationId: state.conversationId }}>
          <MessageList messages={state.messages} partnerTyping={active && state.awaitingReply} />
        </PracticeContextValue>
        {active ? (
          <>
            {recorder}
            <MessageInput value={state.draft} onChange={onDraftChange} onSend={onSend} waiting={state.awaitingReply} />
          </>
        ) : null}
        {state.conversationId && !noteInDialog ? <NoteForm note={note} /> : null}
      </CardContent>
    </Card>
  );
}
