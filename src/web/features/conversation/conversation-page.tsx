import { lazy, Suspense, useState } from 'react';
import type { Topic } from '@/contract/topics';
import { SCREENS } from '@/web/lib/screens';
import { PageContainer } from '@/web/components/page-container';
import { learnerMessageCount } from '@/web/features/conversation/chat/conversation-state';
import { useConversationSession } from '@/web/features/conversation/chat/use-conversation-session';
import { usePracticeLink } from '@/web/features/conversation/chat/use-practice-link';
import { useConversationNote } from '@/web/features/conversation/history/use-conversation-note';
import { VoiceHelpLink } from '@/web/features/conversation/voice/components/voice-help-link';
import { VoicePicker } from '@/web/features/conversation/voice/components/voice-picker';
import { ConversationStage } from './conversation-stage';
import { HistoryCard } from './history-card';
import { SettingsCard } from './settings-card';

// Not needed for the first paint: below the fold, or only after a conversation ends. Their own chunks keep
// the screen's first download and start-up work small on phones.
const PastConversations = lazy(() =>
  import('@/web/features/conversation/history/components/past-conversations').then((module) => ({
    default: module.PastConversations,
  })),
);
// Shown only once a conversation is under way: recording, speech recognition and upload code wait until then.
const VoiceRecorder = lazy(() =>
  import('@/web/features/conversation/voice/components/voice-recorder').then((module) => ({
    default: module.VoiceRecorder,
  })),
);
const ResetDialog = lazy(() => import('@/web/features/conversation/chat/components/reset-dialog'));
const CompletionDialog = lazy(() =>
  import('@/web/features/conversation/chat/components/completion-dialog').then((module) => ({
    default: module.CompletionDialog,
  })),
);

/** The practice screen (docs/product.md#conversations): settings, the conversation, and past ones. */
export default function ConversationPage() {
  const { state, actions, connection, connectionStopReason, reconnect, ending } = useConversationSession();
  const note = useConversationNote(state.conversationId);
  usePracticeLink(actions.selectTopic, actions.selectDifficulty);
  // Reset throws the running conversation away: the learner confirms first (docs/product.md#daily-limits).
  const [confirmingReset, setConfirmingReset] = useState(false);
  const askToReset = () => setConfirmingReset(true);
  const resetDialog =
    confirmingReset && state.phase === 'active' ? (
      <Suspense fallback={null}>
        <ResetDialog
          learnerMessages={learnerMessageCount(state)}
          onKeep={() => setConfirmingReset(false)}
          onDiscard={() => {
            setConfirmingReset(false);
            actions.discard();
          }}
        />
      </Suspense>
    ) : null;

  const handleTopicDeleted = (topic: Topic) => {
    if (state.topicId === topic.id) actions.selectTopic(null);
  };

  const recorder = (
    <Suspense fallback={<div aria-hidden="true" className="h-[98px] rounded-lg border bg-background" />}>
      <VoiceRecorder
        connected={connection === 'open'}
        partnerReplying={state.awaitingReply}
        onText={actions.sendSpoken}
      />
    </Suspense>
  );

  // docs/product.md#conversation-layout: while it runs, the conversation takes the screen.
  if (state.phase === 'active') {
    return (
      <>
        <h1 className="sr-only">{SCREENS.conversation.heading.title}</h1>
        <ConversationStage
          state={state}
          connection={connection}
          connectionStopReason={connectionStopReason}
          ending={ending}
          onReconnect={reconnect}
          onEnd={actions.end}
          onReset={askToReset}
          onDraftChange={actions.changeDraft}
          onSend={actions.sendMessage}
          onSpoken={actions.sendSpoken}
          recorder={recorder}
        />
        {resetDialog}
      </>
    );
  }

  return (
    <PageContainer {...SCREENS.conversation.heading}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <SettingsCard
          state={state}
          connection={connection}
          connectionStopReason={connectionStopReason}
          ending={ending}
          onReconnect={reconnect}
          onSelectTopic={actions.selectTopic}
          onSelectDifficulty={actions.selectDifficulty}
          onTopicDeleted={handleTopicDeleted}
          onStart={actions.start}
          onEnd={actions.end}
          onReset={askToReset}
          voiceSettings={
            <div className="grid gap-2">
              <VoicePicker />
              <VoiceHelpLink />
            </div>
          }
        />
        <HistoryCard
          state={state}
          note={note}
          noteInDialog={state.result !== null}
          onDraftChange={actions.changeDraft}
          onSend={actions.sendMessage}
          recorder={recorder}
          onTopicDeleted={handleTopicDeleted}
        />
      </div>
      <div className="mt-6">
        <Suspense fallback={null}>
          <PastConversations />
        </Suspense>
      </div>
      {resetDialog}
      {state.result ? (
        <Suspense fallback={null}>
          <CompletionDialog
            result={state.result}
            note={note}
            conversationId={state.conversationId}
            onDismiss={actions.dismissCompletion}
            onNewTopic={actions.newTopic}
            onSameTopic={actions.reset}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
