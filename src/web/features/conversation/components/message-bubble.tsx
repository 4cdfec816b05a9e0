import { useId, useState } from 'react';
import { Languages } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import type { ChatMessage } from '../conversation-state';

/**
 * One message: the learner's on the right in the primary colour, the partner's on the left. The
 * Spanish is marked lang="es"; a translation, when the message has one, opens on request.
 */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const [showTranslation, setShowTranslation] = useState(false);
  const translationId = useId();
  const fromLearner = message.role === 'user';

  return (
    <li className={cn('flex', fromLearner ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'grid max-w-[85%] min-w-0 gap-2 rounded-2xl px-4 py-3 shadow-xs sm:max-w-[75%]',
          fromLearner ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-secondary text-secondary-foreground',
        )}
        aria-busy={message.streaming || undefined}
      >
        <p className="break-words whitespace-pre-wrap">
          <span className="sr-only">{fromLearner ? 'You: ' : 'Partner: '}</span>
          <span lang="es">{message.text}</span>
          {message.streaming ? <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-current align-middle" /> : null}
        </p>
        {message.translation ? (
          <>
            <button
              type="button"
              aria-expanded={showTranslation}
              aria-controls={translationId}
              onClick={() => setShowTranslation((open) => !open)}
              className={cn(
                'inline-flex items-center gap-1 justify-self-start rounded text-xs font-semibold underline-offset-2 hover:underline',
                fromLearner ? 'text-primary-foreground' : 'text-primary-soft-foreground',
              )}
            >
              <Languages aria-hidden="true" className="size-3.5" />
              {showTranslation ? 'Hide translation' : 'Show translation'}
            </button>
            <p id={translationId} hidden={!showTranslation} lang="en" className="border-t border-current/20 pt-2 text-sm">
              {message.translation}
            </p>
          </>
        ) : null}
        {message.correction ? (
          <p className="text-sm">
            <span className="font-semibold">Corrected: </span>
            <span lang="es">{message.correction}</span>
          </p>
        ) : null}
        {message.feedback ? (
          <p className="rounded-lg bg-card/70 px-3 py-2 text-sm text-foreground">
            <span className="font-semibold">Feedback: </span>
            {message.feedback}
          </p>
        ) : null}
      </div>
    </li>
  );
}
