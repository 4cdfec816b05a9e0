import { useEffect, useRef } from 'react';
import { MessagesSquare } from 'lucide-react';
import { ScrollArea } from '@/web/components/ui/scroll-area';
import type { ChatMessage } from '@/web/features/conversation/chat/conversation-state';
import { replyPlayer, useReplyVoice } from '@/web/features/conversation/voice/reply-voice';
import { MessageBubble } from './message-bubble';
import { SpeedControl } from '@/web/features/conversation/voice/components/speed-control';

/**
 * The conversation so far in a 400 px scrolling area that follows the newest message. Each new
 * partner reply is read aloud once it has fully arrived ("shown and spoken"; both in
 * docs/product.md#client); screen readers hear it once too, not every streamed chunk.
 */
export function MessageList({ messages, partnerTyping }: { messages: readonly ChatMessage[]; partnerTyping: boolean }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const voice = useReplyVoice();
  const latestReply = messages.findLast((message) => message.role === 'assistant' && !message.streaming);
  useAutoSpeak(messages, voice.play);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [messages, partnerTyping]);

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
      {voice.route ? <SpeedControl /> : null}
      <ScrollArea
        className="h-[400px] rounded-lg border bg-background"
        viewportRef={viewportRef}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Messages' }}
      >
        {messages.length === 0 && !partnerTyping ? (
          <div className="flex h-[398px] flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
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
function useAutoSpeak(messages: readonly ChatMessage[], play: (key: string, text: string) => void) {
  const heard = useRef<Set<string> | null>(null);
  const playRef = useRef(play);
  useEffect(() => {
    playRef.current = play;
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
    if (newest) playRef.current(newest.id, newest.text);
  }, [messages]);
}
