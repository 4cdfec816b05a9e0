import type { ReactNode } from 'react';
import type { Difficulty } from '@/contract/conversation';
import type { Topic } from '@/contract/topics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import type { LiveSocketStatus, LiveSocketStopReason } from '@/web/lib/live-socket';
import { useUser } from '@/web/lib/session/get-user';
import { ConnectionStatus } from '@/web/features/conversation/chat/components/connection-status';
import { dailyLimitMessage } from '@/contract/billing-constants';
import { conversationsLeftText } from '@/contract/conversation-constants';
import { useConversationAllowance } from '@/web/features/conversation/chat/api/get-conversation-allowance';
import { DailyLimitOffer } from '@/web/features/conversation/chat/components/daily-limit-offer';
import { DifficultyPicker } from '@/web/features/conversation/chat/components/difficulty-picker';
import { SessionControls } from '@/web/features/conversation/chat/components/session-controls';
import type { ConversationState } from '@/web/features/conversation/chat/conversation-state';
import { useTopicRecommendations } from '@/web/features/conversation/topics/api/get-topic-recommendations';
import { useTopics } from '@/web/features/conversation/topics/api/get-topics';
import { CreateTopicButton } from '@/web/features/conversation/topics/components/create-topic-button';
import { TopicPicker } from '@/web/features/conversation/topics/components/topic-picker';
import { TopicSuggestions } from '@/web/features/conversation/topics/components/topic-suggestions';
import { findTopic, groupTopics } from '@/web/features/conversation/topics/topic-groups';

interface SettingsCardProps {
  state: ConversationState;
  connection: LiveSocketStatus;
  /** Why the server closed the connection for good, if it did. */
  connectionStopReason?: LiveSocketStopReason | null;
  ending: boolean;
  onReconnect: () => void;
  onSelectTopic: (topicId: string | null) => void;
  onSelectDifficulty: (difficulty: Difficulty) => void;
  onTopicDeleted: (topic: Topic) => void;
  onStart: (topic: Topic) => void;
  onEnd: () => void;
  onReset: () => void;
  /** Where the AI voice picker goes (docs/product.md#client), next to the other session settings. */
  voiceSettings?: ReactNode;
}

/** The first card of the practice screen: what to talk about, how hard, and the session buttons. */
export function SettingsCard({
  state,
  connection,
  connectionStopReason = null,
  ending,
  onReconnect,
  onSelectTopic,
  onSelectDifficulty,
  onTopicDeleted,
  onStart,
  onEnd,
  onReset,
  voiceSettings,
}: SettingsCardProps) {
  const topics = useTopics();
  const suggestions = useTopicRecommendations();
  const { data: user } = useUser();
  const allowance = useConversationAllowance();
  const active = state.phase === 'active';
  // docs/product.md#daily-limits: none left means no start, with the reason and the plans; an unlimited plan (null)
  // shows no counter.
  const { limit = null, left = null } = allowance.data ?? {};
  const atLimit = !active && (left === 0 || state.dailyLimitMessage !== null);
  const limitMessage = state.dailyLimitMessage ?? (limit !== null ? dailyLimitMessage(limit) : null);
  const groups = topics.data
    ? groupTopics(
        topics.data,
        suggestions.data?.map((entry) => entry.topic),
      )
    : undefined;
  const selected = groups ? findTopic(groups, state.topicId) : undefined;

  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>Conversation Settings</CardTitle>
        {/* Its own line, as tall as the Reconnect button: the status changing never moves the card below. */}
        <div className="flex min-h-7 items-center">
          <ConnectionStatus status={connection} stopReason={connectionStopReason} onReconnect={onReconnect} />
        </div>
        <CardDescription>Pick a topic and a difficulty, then start talking with your partner.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TopicPicker
          groups={groups}
          loadFailed={topics.isError}
          retrying={topics.isFetching}
          onRetry={() => void topics.refetch()}
          value={state.topicId}
          onChange={onSelectTopic}
          sessionActive={active}
          onDeleted={onTopicDeleted}
        />
        {active ? null : (
          <TopicSuggestions
            suggestions={suggestions.data}
            loadFailed={suggestions.isError}
            selectedId={state.topicId}
            onSelect={onSelectTopic}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-secondary/60 px-3 py-2">
          <p className="text-sm text-secondary-foreground">Want to talk about something else?</p>
          <CreateTopicButton learnerLevel={user?.currentLevel} onCreated={(topic) => onSelectTopic(topic.id)} />
        </div>
        <DifficultyPicker value={state.difficulty} onChange={onSelectDifficulty} disabled={active} />
        {voiceSettings}
        {/* On a phone the settings are taller than the screen: what is left today and Start stay in view at its
            foot while the learner scrolls through them (docs/product.md#conversation-layout). */}
        <div className="grid gap-3 max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:-mx-6 max-sm:-mb-6 max-sm:rounded-b-xl max-sm:border-t max-sm:bg-card max-sm:px-6 max-sm:pt-3 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-6px_12px_-10px_rgb(0_0_0/0.25)]">
          {atLimit && limitMessage ? <DailyLimitOffer message={limitMessage} /> : null}
          {!active && !atLimit && limit !== null && left !== null ? (
            <p className="text-sm text-muted-foreground">{conversationsLeftText(left, limit)}</p>
          ) : null}
          <SessionControls
            active={active}
            startedAt={state.startedAt}
            canStart={Boolean(selected) && !atLimit}
            canEnd={Boolean(state.conversationId)}
            ending={ending}
            onStart={() => selected && onStart(selected)}
            onEnd={onEnd}
            onReset={onReset}
          />
        </div>
      </CardContent>
    </Card>
  );
}
