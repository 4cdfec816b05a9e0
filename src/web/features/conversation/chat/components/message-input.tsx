import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@/contract/conversation-constants';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/utils';

/**
 * The typed message box: how learners without a microphone practise, and a fallback for everyone.
 * Enter sends, Shift+Enter starts a new line; it waits while the partner replies. `compact` is the composer
 * under a running conversation: one line, the label and hint kept for screen readers only on a phone.
 */
export function MessageInput({
  value,
  onChange,
  onSend,
  waiting,
  compact = false,
}: {
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  waiting: boolean;
  compact?: boolean;
}) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Disabling the box drops its focus; a learner who sent from it gets it back when the reply is in.
  const refocusRef = useRef(false);

  useEffect(() => {
    if (!waiting && refocusRef.current) {
      refocusRef.current = false;
      textareaRef.current?.focus();
    }
  }, [waiting]);

  const send = () => {
    if (waiting || !value.trim()) return;
    refocusRef.current = document.activeElement === textareaRef.current;
    onSend();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (e.g. accents through an input method) confirms the character, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} className={cn('grid', compact ? 'gap-1' : 'gap-2')}>
      <Label htmlFor={`${id}-text`} className={compact ? 'sr-only' : undefined}>
        Type your message
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={textareaRef}
          id={`${id}-text`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
          disabled={waiting}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={compact ? 1 : 2}
          lang="es"
          placeholder="Escribe en español…"
          aria-describedby={`${id}-hint`}
          className={cn(
            'min-w-0',
            compact ? 'max-h-32 min-h-10 resize-none pointer-coarse:min-h-11' : 'min-h-12 resize-y',
          )}
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={waiting || !value.trim()}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={cn('flex justify-between gap-2 text-xs text-muted-foreground', compact && 'max-sm:sr-only')}
      >
        <span>Enter to send · Shift+Enter for a new line</span>
        <span className="tabular-nums">
          {value.length}/{MESSAGE_MAX_LENGTH}
        </span>
      </p>
    </form>
  );
}
