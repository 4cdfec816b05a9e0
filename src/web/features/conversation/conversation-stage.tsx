import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { LiveSocketStatus, LiveSocketStopReason } from '@/web/lib/live-socket';
import { ConversationBar } from '@/web/features/conversation/chat/components/conversation-bar';
import { MessageInput } from '@/web/features/conversation/chat/components/message-input';
import { MessageList } from '@/web/features/conversation/chat/components/message-list';
import { FarewellOffer } from '@/web/features/conversation/chat/components/farewell-offer';
import { saidGoodbye, type ConversationState } from '@/web/features/conversation/chat/conversation-state';
import { PracticeContextValue } from '@/web/features/conversation/chat/practice-context';
import { useTopics } from '@/web/features/conversation/topics/api/get-topics';

// Its code (and, once turned on, the voice detector's) loads with the conversation, not with the screen.
const HandsFreePanel = lazy(() =>
  import('@/web/features/conversation/voice/components/hands-free-panel').then((module) => ({
    default: module.HandsFreePanel,
  })),
);

interface ConversationStageProps {
  state: ConversationState;
  connection: LiveSocketStatus;
  connectionStopReason: LiveSocketStopReason | null;
  ending: boolean;
  onReconnect: () => void;
  onEnd: () => void;
  onReset: () => void;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onSpoken: (text: string, speakingMs: number) => boolean;
  /** The click-to-record panel (lazy, from the page). */
  recorder: ReactNode;
}

/**
 * A running conversation takes the screen (docs/product.md#conversation-layout): the compact bar, the chat
 * filling the window's height below the site header, and the composer at the bottom clear of the phone's
 * home indicator (safe-area inset). Settings, notes and past conversations come back when it ends.
 */
export function ConversationStage({
  state,
  connection,
  connectionStopReason,
  ending,
  onReconnect,
  onEnd,
  onReset,
  onDraftChange,
  onSend,
  onSpoken,
  recorder,
}: ConversationStageProps) {
  const topics = useTopics();
  const topic = topics.data?.find((entry) => entry.id === state.topicId);
  usePinnedWindow();

  return (
    // 4rem is the sticky site header: the bar, the chat and the composer exactly fill the rest of the window.
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-3xl flex-col px-3 sm:px-6">
      <ConversationBar
        topicTitle={topic?.title}
        difficulty={state.difficulty}
        startedAt={state.startedAt}
        connection={connection}
        connectionStopReason={connectionStopReason}
        onReconnect={onReconnect}
        canEnd={Boolean(state.conversationId)}
        ending={ending}
        onEnd={onEnd}
        onReset={onReset}
      />
      <div className="flex min-h-0 flex-1 flex-col gap-2 py-2">
        <PracticeContextValue
          value={{ difficulty: state.difficulty, conversationId: state.conversationId, putInDraft: onDraftChange }}
        >
          <MessageList messages={state.messages} partnerTyping={state.awaitingReply} fill />
        </PracticeContextValue>
        {saidGoodbye(state) && state.conversationId ? <FarewellOffer ending={ending} onEnd={onEnd} /> : null}
      </div>
      <div className="grid gap-2 border-t pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Suspense fallback={<div aria-hidden="true" className="h-8" />}>
          <HandsFreePanel
            ready={connection === 'open' && Boolean(state.conversationId)}
            awaitingReply={state.awaitingReply}
            replies={state.messages.filter((message) => message.role === 'assistant' && !message.streaming).length}
            sendSpoken={onSpoken}
            putInDraft={onDraftChange}
            recorder={recorder}
          />
        </Suspense>
        <MessageInput
          compact
          value={state.draft}
          onChange={onDraftChange}
          onSend={onSend}
          waiting={state.awaitingReply}
        />
      </div>
    </div>
  );
}

/**
 * While the stage is up the window itself does not scroll: the stage starts at the top (the learner may have
 * scrolled down to Start) and stays there, so the composer stays at the bottom. The footer below is still
 * reached by keyboard: focusing it scrolls the window programmatically, which overflow: hidden allows.
 */
function usePinnedWindow() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    window.scrollTo(0, 0);
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}
