import { ClipboardCopy, Lightbulb, LoaderCircle, Play, RotateCcw, Square } from 'lucide-react';
import { toast } from '@/web/components/ui/use-toast';
import { COPY_FAILED_TITLE, copyText } from '@/web/lib/clipboard';
import { usePracticeResponse } from '@/web/features/conversation/chat/api/practice-response';
import type { ChatMessage } from '@/web/features/conversation/chat/conversation-state';
import { lastQuestion } from '@/web/features/conversation/chat/last-question';
import { usePracticeContext } from '@/web/features/conversation/chat/practice-context';
import type { ReplyVoice } from '@/web/features/conversation/voice/reply-voice';
import { MessageActionButton } from './message-action-button';

export const NO_QUESTION_TO_COPY = 'Could not find a question in the message.';
export const NO_QUESTION_TO_PRACTISE = 'Could not find a question in the message to generate a practice response for.';

function noQuestion(description: string) {
  toast({ variant: 'destructive', title: 'No Question Found', description });
}

/** The partner's message actions (docs/product.md#language-help): listen, and help with answering its last question. */
export function AssistantActions({ message, voice }: { message: ChatMessage; voice: ReplyVoice }) {
  const session = usePracticeContext();
  const practice = usePracticeResponse(session?.putInDraft);
  const { key, status } = voice.playback;
  const playing = key === message.id && status !== 'idle';

  const copyQuestion = async () => {
    const question = lastQuestion(message.text);
    if (!question) return noQuestion(NO_QUESTION_TO_COPY);
    if (await copyText(question))
      toast({ title: 'The last question has been copied to your clipboard!', description: question });
    else toast({ title: COPY_FAILED_TITLE, description: question });
  };

  const practise = () => {
    const question = lastQuestion(message.text);
    if (!question) return noQuestion(NO_QUESTION_TO_PRACTISE);
    practice.mutate({
      question,
      ...(session ? { difficulty: session.difficulty } : {}),
      ...(session?.conversationId ? { conversationId: session.conversationId } : {}),
    });
  };

  return (
    <>
      {voice.route ? (
        <>
          <MessageActionButton
            label={playing ? 'Stop' : 'Play'}
            // While the server's audio downloads the button still stops it, so it spins rather than disabling.
            icon={
              status === 'loading' && playing ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : playing ? (
                <Square aria-hidden="true" />
              ) : (
                <Play aria-hidden="true" />
              )
            }
            onClick={() => (playing ? voice.stop() : voice.play(message.id, message.text))}
          />
          <MessageActionButton
            label="Replay"
            icon={<RotateCcw aria-hidden="true" />}
            onClick={() => voice.play(message.id, message.text)}
          />
        </>
      ) : null}
      <MessageActionButton
        label="Copy last question"
        icon={<ClipboardCopy aria-hidden="true" />}
        onClick={() => void copyQuestion()}
      />
      <MessageActionButton
        label="Generate practice response"
        icon={<Lightbulb aria-hidden="true" />}
        pending={practice.isPending}
        onClick={practise}
      />
    </>
  );
}
