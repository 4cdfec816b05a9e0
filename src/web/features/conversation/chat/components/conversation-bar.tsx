import { RotateCcw, Square } from 'lucide-react';
import type { Difficulty } from '@/contract/conversation';
import { Button } from '@/web/components/ui/button';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import type { LiveSocketStatus, LiveSocketStopReason } from '@/web/lib/live-socket';
import { ConnectionStatus } from './connection-status';
import { SessionTimer } from './session-timer';

interface ConversationBarProps {
  topicTitle: string | undefined;
  difficulty: Difficulty;
  startedAt: number | null;
  connection: LiveSocketStatus;
  connectionStopReason: LiveSocketStopReason | null;
  onReconnect: () => void;
  /** End needs the conversation's id, which arrives just after the start. */
  canEnd: boolean;
  ending: boolean;
  onEnd: () => void;
  onReset: () => void;
}

/**
 * The compact bar over a running conversation (docs/product.md#conversation-layout): what it is about, how hard,
 * how long, whether the partner is connected, and End / Reset. Two short lines on a phone, one on a desktop.
 */
export function ConversationBar({
  topicTitle,
  difficulty,
  startedAt,
  connection,
  connectionStopReason,
  onReconnect,
  canEnd,
  ending,
  onEnd,
  onReset,
}: ConversationBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b py-2">
      <div className="flex min-w-0 flex-1 basis-48 flex-col">
        <p className="truncate text-base font-semibold">{topicTitle ?? 'Conversation'}</p>
        {/* A div, not a p: the connection status is a paragraph (or a block with a button) of its own. */}
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <span>{LEVEL_LABELS[difficulty]}</span>
          <span aria-hidden="true">·</span>
          {/* Its own fixed height: the status changing never moves the chat below. */}
          <div className="flex h-7 items-center">
            <ConnectionStatus status={connection} stopReason={connectionStopReason} onReconnect={onReconnect} />
          </div>
        </div>
      </div>
      <div className="flex items-center gap-2">
        {startedAt !== null ? <SessionTimer startedAt={startedAt} /> : null}
        <Button variant="outline" size="sm" disabled={ending} onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        {/* "End" on a phone, "End Conversation" where there is room; always named in full. */}
        <Button
          variant="destructive"
          size="sm"
          aria-label="End Conversation"
          disabled={!canEnd}
          pending={ending}
          onClick={onEnd}
        >
          <Square aria-hidden="true" />
          End
          <span className="max-sm:hidden">Conversation</span>
        </Button>
      </div>
    </div>
  );
}
