import { lazy, useEffect, useRef } from 'react';
import { ArrowDown, MessagesSquare } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { ScrollArea } from '@/web/components/ui/scroll-area';
import { ReplySpeedControl } from '@/web/components/settings/reply-speed-control';
import { cn } from '@/web/lib/utils';
import type { ChatMessage } from '@/web/features/conversation/chat/conversation-state';
import { useFollowScroll } from '@/web/features/conversation/chat/use-follow-scroll';
import { replyPlayer, useReplyVoice } from '@/web/features/conversation/voice/reply-voice';
import { MessageBubble } from './message-bubble';

// Radix Slider in its own chunk: the reply-speed control appears once replies can be read aloud, after the first paint.
const LazySlider = lazy(() => import('@/web/components/ui/slider').then((module) => ({ default: module.Slider })));

export const NEW_MESSAGE_LABEL = 'New message';

/**
 * The conversation so far in a scrolling area that follows the newest message unless the learner has
 * scrolled up (then a "New message" pill; docs/product.md#conversation-layout). It is 400 px tall beside the
 * settings, or fills its parent (`fill`) while a conversation takes the screen. Each new partner reply is read
 * aloud once it has fully arrived ("shown and spoken"; both in docs/product.md#client); screen readers hear it
 * once too, not every streamed chunk. `autoSpeak` is off while hands-free mode reads replies itself.
 */
export function MessageList({
  messages,
  partnerTyping,
  fill = false,
  autoSpeak = true,
}: {
  messages: readonly ChatMessage[];
  partnerTyping: boolean;
  fill?: boolean;
  autoSpeak?: boolean;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const voice = useReplyVoice();
  const latestReply = messages.findLast((message) => message.role === 'assistant' && !message.streaming);
  useAutoSpeak(messages, voice.play, autoSpeak);
  const last = messages.at(-1);
  // What grows the list: a new message, a streamed chunk, the typing line. A check or translation does not count.
  const growth = `${messages.length}:${last?.text.length ?? 0}:${partnerTyping}`;
  const follow = useFollowScroll(viewportRef, growth);

  useEffect(() => {
    replyPlayer.setRate(voice.rate);
  }, [voice.rate]);

  // Leaving the screen silences the partner.
  useEffect(() => () => replyPlayer.stop(), []);

  return (
    <>
      {/*
       * One speed for every reply (docs/product.md#client), beside the list rather than in each bubble:
       * it belongs with the message actions, and here it is next to them without repeating a slider per
       * message, which would crowd the bubbles at 360 px.
       */}
      {voice.route ? <ReplySpeedControl Slider={LazySlider} sliderClassName="w-28 sm:w-40" /> : null}
      <div className={cn('relative', fill ? 'min-h-0 flex-1' : 'h-[400px]')}>
        <ScrollArea
          className="h-full rounded-lg border bg-background"
          viewportRef={viewportRef}
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Messages', onScroll: follow.onScroll }}
        >
          {messages.length === 0 && !partnerTyping ? (
            <div
              className={cn(
                'flex flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground',
                fill ? 'h-full' : 'h-[398px]',
              )}
            >
              <MessagesSquare aria-hidden="true" className="size-8" />
              <p>No messages yet. Start a conversation!</p>
            </div>
          ) : (
            <div className="grid gap-3 p-3 sm:p-4">
              <ol className="grid gap-3">
                {messages.map((message) => (
                  <MessageBubble key={message.id} message={message} voice={voice} />
                ))}
              </ol>
              {partnerTyping ? (
                <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                  <span aria-hidden="true" className="flex gap-1">
                    <span className="size-1.5 animate-bounce rounded-full bg-current" />
                    <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
                    <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
                  </span>
                  Your partner is typing…
                </p>
              ) : null}
            </div>
          )}
        </ScrollArea>
        {follow.unseen ? (
          // Below the list, not over a bubble's buttons; it leaves once the learner is back at the end.
          <Button
            size="sm"
            variant="secondary"
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
            onClick={follow.scrollToEnd}
          >
            <ArrowDown aria-hidden="true" />
            {NEW_MESSAGE_LABEL}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {latestReply ? <span lang="es">{latestReply.text}</span> : null}
      </p>
    </>
  );
}

/**
 * Reads each partner reply once, when its last chunk has arrived. Replies already on screen when the
 * list mounts, and replies sent again after a reconnect (same id), are not new and stay silent.
 */
function useAutoSpeak(messages: readonly ChatMessage[], play: (key: string, text: string) => void, enabled: boolean) {
  const heard = useRef<Set<string> | null>(null);
  const playRef = useRef(play);
  const enabledRef = useRef(enabled);
  useEffect(() => {
    playRef.current = play;
    enabledRef.current = enabled;
  });

  useEffect(() => {
    const finished = messages.filter((message) => message.role === 'assistant' && !message.streaming);
    if (heard.current === null) {
      heard.current = new Set(finished.map((message) => message.id));
      return;
    }
    // A new conversation starts from an empty list; its ids owe nothing to the last one's.
    if (messages.length === 0) {
      heard.current.clear();
      replyPlayer.stop();
      return;
    }
    const fresh = finished.filter((message) => !heard.current?.has(message.id));
    for (const message of fresh) heard.current.add(message.id);
    const newest = fresh.at(-1);
    if (newest && enabledRef.current) playRef.current(newest.id, newest.text);
  }, [messages]);
}
