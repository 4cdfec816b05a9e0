import { useId } from 'react';
import { LoaderCircle, SpellCheck, Square, Volume2 } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { useCorrectMessage } from '@/web/features/conversation/chat/api/correct-message';
import type { ChatMessage } from '@/web/features/conversation/chat/conversation-state';
import { useMessageTranslation } from '@/web/features/conversation/chat/use-message-translation';
import type { ReplyVoice } from '@/web/features/conversation/voice/reply-voice';
import { AssistantActions } from './assistant-actions';
import { CorrectionPanel } from './correction-panel';
import { MessageCheckNote } from './message-check-note';
import { MessageActionButton } from './message-action-button';
import { TranslationPanel, TranslationToggle } from './translation-toggle';

/**
 * What a finished message in the live conversation offers (docs/product.md#language-help): the
 * partner's can be heard and answered, the learner's corrected (then heard corrected), and every one
 * translated.
 */
export function MessageTools({ message, voice }: { message: ChatMessage; voice: ReplyVoice }) {
  const translation = useMessageTranslation(message);
  const correct = useCorrectMessage();
  const translationId = useId();
  const fromLearner = message.role === 'user';
  const corrected = correct.data?.correction ?? message.check?.corrected ?? message.correction;
  const correctionKey = `${message.id}:correction`;
  const hearingCorrection = voice.playback.key === correctionKey && voice.playback.status !== 'idle';

  return (
    <>
      <div
        role="group"
        aria-label={fromLearner ? 'Your message actions' : 'Partner message actions'}
        className={cn(
          '-mx-1 flex flex-wrap items-center gap-1',
          fromLearner ? 'justify-end' : 'text-primary-soft-foreground',
        )}
      >
        {!fromLearner ? (
          <AssistantActions message={message} voice={voice} />
        ) : corrected === undefined ? (
          <MessageActionButton
            label="Get Correction"
            text="Get Correction"
            icon={<SpellCheck aria-hidden="true" />}
            pending={correct.isPending}
            onClick={() => correct.mutate(message.text)}
          />
        ) : voice.route ? (
          <MessageActionButton
            label={hearingCorrection ? 'Stop' : 'Play corrected sentence'}
            icon={
              !hearingCorrection ? (
                <Volume2 aria-hidden="true" />
              ) : voice.playback.status === 'loading' ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Square aria-hidden="true" />
              )
            }
            onClick={() => (hearingCorrection ? voice.stop() : voice.play(correctionKey, corrected))}
          />
        ) : null}
        <TranslationToggle translation={translation} panelId={translationId} />
      </div>
      <TranslationPanel translation={translation} id={translationId} />
      {message.check && !correct.data ? (
        <MessageCheckNote check={message.check} />
      ) : corrected !== undefined ? (
        <CorrectionPanel
          correction={corrected}
          explanation={correct.data?.explanation}
          changes={correct.data?.changes}
        />
      ) : null}
    </>
  );
}
