import { Play, RotateCcw, Square } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { SessionTimer } from './session-timer';

interface SessionControlsProps {
  active: boolean;
  startedAt: number | null;
  canStart: boolean;
  /** End needs the conversation's id, which arrives just after the start. */
  canEnd: boolean;
  ending: boolean;
  onStart: () => void;
  onEnd: () => void;
  onReset: () => void;
}

/** Start Conversation before a session; End Conversation, Reset and the timer during one. */
export function SessionControls({
  active,
  startedAt,
  canStart,
  canEnd,
  ending,
  onStart,
  onEnd,
  onReset,
}: SessionControlsProps) {
  if (!active) {
    return (
      <Button size="lg" className="w-full" disabled={!canStart} onClick={onStart}>
        <Play aria-hidden="true" />
        Start Conversation
      </Button>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-primary" />
          Conversation in progress
        </p>
        {startedAt !== null ? <SessionTimer startedAt={startedAt} /> : null}
      </div>
      {/* Side by side where they fit, stacked on the narrowest phones. */}
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" className="min-w-40 flex-1" disabled={!canEnd} pending={ending} onClick={onEnd}>
          <Square aria-hidden="true" />
          End Conversation
        </Button>
        <Button variant="outline" className="min-w-40 flex-1" disabled={ending} onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
    </div>
  );
}
