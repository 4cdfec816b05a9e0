import { useEffect, useRef } from 'react';
import { MessagesSquare } from 'lucide-react';
import { ScrollArea } from '@/web/components/ui/scroll-area';
import type { ChatMessage } from '../conversation-state';
import { MessageBubble } from './message-bubble';

/**
 * The conversation so far in a 400 px scrolling area (spec section 2) that follows the newest
 * message. Screen readers hear each finished partner message once, not every streamed chunk.
 */
export function MessageList({ messages, partnerTyping }: { messages: readonly ChatMessage[]; partnerTyping: boolean }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const latestReply = messages.findLast((message) => message.role === 'assistant' && !message.streaming);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [messages, partnerTyping]);

  return (
    <>
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
                <MessageBubble key={message.id} message={message} />
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
