import type { Topic } from '@/contract/topics';
import { PageContainer } from '@/web/components/page-container';
import { useConversationNote } from '../use-conversation-note';
import { useConversationSession } from '../use-conversation-session';
import { CompletionDialog } from './completion-dialog';
import { HistoryCard } from './history-card';
import { PastConversations } from './past-conversations';
import { SettingsCard } from './settings-card';

/** The practice screen (spec section 2, "Conversation screen"): settings, the conversation, and past ones. */
export default function ConversationPage() {
  const { state, actions, connection, reconnect, ending } = useConversationSession();
  const note = useConversationNote(state.conversationId);

  const handleTopicDeleted = (topic: Topic) => {
    if (state.topicId === topic.id) actions.selectTopic(null);
  };

  return (
    <PageContainer title="Practice Speaking" description="Choose a topic and a difficulty, then talk with your AI partner in Spanish.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <SettingsCard
          state={state}
          connection={connection}
          ending={ending}
          onReconnect={reconnect}
          onSelectTopic={actions.selectTopic}
          onSelectDifficulty={actions.selectDifficulty}
          onTopicDeleted={handleTopicDeleted}
          onStart={actions.start}
          onEnd={actions.end}
          onReset={actions.reset}
        />
        <HistoryCard
          state={state}
          note={note}
          noteInDialog={state.result !== null}
          onDraftChange={actions.changeDraft}
          onSend={actions.sendMessage}
          onTopicDeleted={handleTopicDeleted}
        />
      </div>
      <div className="mt-6">
        <PastConversations />
      </div>
      <CompletionDialog
        result={state.result}
        note={note}
        onDismiss={actions.dismissCompletion}
        onNewTopic={actions.newTopic}
        onSameTopic={actions.reset}
      />
    </PageContainer>
  );
}
