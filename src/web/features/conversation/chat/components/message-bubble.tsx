import { useId } from 'react';
import { Mic } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import type { ChatMessage } from '@/web/features/conversation/chat/conversation-state';
import { useMessageTranslation } from '@/web/features/conversation/chat/use-message-translation';
import type { ReplyVoice } from '@/web/features/conversation/voice/reply-voice';
import { CorrectionPanel } from './correction-panel';
import { MessageCheckNote } from './message-check-note';
import { MessageTools } from './message-tools';
import { TappableWords } from '@/web/components/deck/tappable-words';
import { TranslationPanel, TranslationToggle } from './translation-toggle';

/**
 * One message: the learner's on the right in the primary colour, the partner's on the left. The
 * Spanish is marked lang="es". In the live conversation, given the partner's `voice`, a finished
 * message has its actions; read back later (past conversations) it only opens its stored translation.
 */
export function MessageBubble({ message, voice }: { message: ChatMessage; voice?: ReplyVoice }) {
  const fromLearner = message.role === 'user';

  return (
    <li className={cn('flex', fromLearner ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'grid max-w-[85%] min-w-0 gap-2 rounded-2xl px-4 py-3 shadow-xs sm:max-w-[75%]',
          fromLearner
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-secondary text-secondary-foreground',
        )}
        aria-busy={message.streaming || undefined}
      >
        <p className="break-words whitespace-pre-wrap">
          <span className="sr-only">{fromLearner ? 'You: ' : 'Partner: '}</span>
          {message.spoken ? (
            // What the speech recognition heard, marked so a misheard word reads as such, not as a typo.
            <Mic role="img" aria-label="Spoken:" className="mr-1.5 inline size-3.5 align-[-2px] opacity-80" />
          ) : null}
          <span lang="es">
            {/* A finished partner message in the live conversation: its words can be looked up and added to review
                (docs/product.md#review-deck). */}
            {voice && !fromLearner && !message.streaming ? <TappableWords text={message.text} /> : message.text}
          </span>
          {message.streaming ? (
            <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-current align-middle" />
          ) : null}
        </p>
        {message.streaming ? null : voice ? (
          <MessageTools message={message} voice={voice} />
        ) : (
          <StoredExtras message={message} />
        )}
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

/** A read-back message's stored translation and correction. */
function StoredExtras({ message }: { message: ChatMessage }) {
  const translation = useMessageTranslation(message);
  const translationId = useId();
  const fromLearner = message.role === 'user';
  return (
    <>
      {message.translation ? (
        <div className={cn('-mx-1 flex', fromLearner ? 'justify-end' : 'text-primary-soft-foreground')}>
          <TranslationToggle translation={translation} panelId={translationId} />
        </div>
      ) : null}
      <TranslationPanel translation={translation} id={translationId} />
      {message.check ? (
        <MessageCheckNote check={message.check} />
      ) : message.correction ? (
        <CorrectionPanel correction={message.correction} />
      ) : null}
    </>
  );
}
