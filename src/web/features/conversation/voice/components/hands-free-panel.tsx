import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Headphones, Pause, Play } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useUser } from '@/web/lib/session/get-user';
import { cn } from '@/web/lib/utils';
import { HANDS_FREE_LABELS, type HandsFreeStatus } from '@/web/features/conversation/voice/hands-free-machine';
import { useHandsFreePreference } from '@/web/features/conversation/voice/hands-free-preference';
import { useHandsFree, type DetectorLoader } from '@/web/features/conversation/voice/use-hands-free';

export const HANDS_FREE_LABEL = 'Hands-free';
export const PAUSED_HINT = 'Paused: nothing you say is sent until you resume.';

interface HandsFreePanelProps {
  ready: boolean;
  awaitingReply: boolean;
  /** Finished partner replies so far (see useHandsFree). */
  replies: number;
  sendSpoken: (text: string, speakingMs: number) => boolean;
  putInDraft: (text: string) => void;
  /** The click-to-record panel, shown while hands-free is off (it needs the same microphone). */
  recorder: ReactNode;
  loadDetector?: DetectorLoader;
}

/** The colour and motion of each state: what a glance at the phone tells the learner. */
const DOT: Record<HandsFreeStatus, string> = {
  idle: 'bg-muted-foreground',
  loading: 'bg-muted-foreground motion-safe:animate-pulse',
  listening: 'bg-emerald-600',
  hearing: 'bg-primary motion-safe:animate-ping',
  thinking: 'bg-amber-500 motion-safe:animate-pulse',
  speaking: 'bg-sky-600 motion-safe:animate-pulse',
  paused: 'bg-muted-foreground',
};

/**
 * Hands-free voice mode's controls (docs/product.md#hands-free): the toggle (remembered per learner), the
 * state, Pause / Resume, and what was heard. Where the browser cannot do it, the toggle says why and the
 * click-to-record panel stays.
 */
export function HandsFreePanel({
  ready,
  awaitingReply,
  replies,
  sendSpoken,
  putInDraft,
  recorder,
  loadDetector,
}: HandsFreePanelProps) {
  const { data: user } = useUser();
  const [preferred, setPreferred] = useHandsFreePreference(user?.id);
  const handsFree = useHandsFree({ ready, awaitingReply, replies, sendSpoken, putInDraft, loadDetector });
  const { state, unavailableReason, checking } = handsFree;
  const on = state.status !== 'idle';
  const reasonId = useId();
  const autoStarted = useRef(false);

  // Remembered as on: the conversation starts hands-free (the Start click is the gesture the microphone needs).
  useEffect(() => {
    if (autoStarted.current || checking || !preferred || unavailableReason) return;
    autoStarted.current = true;
    void handsFree.start();
  }, [checking, preferred, unavailableReason, handsFree]);

  const toggle = () => {
    if (on) {
      setPreferred(false);
      handsFree.stop();
    } else {
      setPreferred(true);
      void handsFree.start();
    }
  };

  const paused = state.status === 'paused';
  const detail = unavailableReason ?? (paused ? PAUSED_HINT : null);
  const heard = state.heard && (state.status === 'thinking' || paused) ? state.heard : null;

  return (
    <>
      {/*
       * A fixed height whatever the state (one row of controls, one line of detail): the chat above never
       * moves as the learner speaks, is heard and is answered (no layout shift).
       */}
      <section aria-label="Hands-free voice" className="grid min-w-0 gap-1">
        <div className="flex h-8 min-w-0 items-center gap-2">
          <Button
            variant={on ? 'default' : 'outline'}
            size="sm"
            aria-pressed={on}
            aria-describedby={unavailableReason ? reasonId : undefined}
            disabled={Boolean(unavailableReason) || checking || state.status === 'loading'}
            pending={state.status === 'loading'}
            onClick={toggle}
          >
            <Headphones aria-hidden="true" />
            {HANDS_FREE_LABEL}
          </Button>
          {on ? (
            <Button
              variant="outline"
              size="sm"
              disabled={state.status === 'loading'}
              onClick={paused ? handsFree.resume : handsFree.pause}
              aria-label={paused ? 'Resume hands-free' : 'Pause hands-free'}
            >
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              {/* An icon alone on a phone, so the state beside it ("Partner speaking") is read in full. */}
              <span className="max-sm:sr-only">{paused ? 'Resume' : 'Pause'}</span>
            </Button>
          ) : null}
          {/* One short phrase per state change: announced once, never per audio frame. */}
          <p role="status" className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium">
            {on ? (
              <>
                <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', DOT[state.status])} />
                {/* On the narrowest phones the longest state ("Starting hands-free…") is cut, never the row. */}
                <span className="truncate">{HANDS_FREE_LABELS[state.status]}</span>
              </>
            ) : null}
          </p>
        </div>
        {/* Static text (why it is unavailable) may wrap; while on it is one line, so nothing moves. */}
        <p id={reasonId} className={cn('text-xs leading-5 text-muted-foreground', on ? 'h-5 truncate' : 'min-h-5')}>
          {heard ? (
            <>
              <span className="font-medium">Heard: </span>
              <span lang="es">{heard}</span>
            </>
          ) : (
            detail
          )}
        </p>
        {on && state.notice ? (
          // A turn that went nowhere says why and what next, as push-to-talk does (docs/product.md#hands-free).
          <p role="alert" className="rounded-md border bg-secondary px-3 py-2 text-sm text-secondary-foreground">
            {state.notice}
          </p>
        ) : null}
        {state.error ? (
          <div
            role="alert"
            className="rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive"
          >
            {state.error}
          </div>
        ) : null}
      </section>
      {on ? null : recorder}
    </>
  );
}
