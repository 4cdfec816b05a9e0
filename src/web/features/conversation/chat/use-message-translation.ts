import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/web/components/ui/use-toast';
import { TRANSLATION_FAILED, translationQueryOptions } from '@/web/features/conversation/chat/api/translate-text';
import type { ChatMessage } from './conversation-state';

/**
 * A message's English translation, opened and closed on request (docs/product.md#language-help). A
 * translation the server sent with the message shows at once; otherwise it is fetched the first time
 * it is opened and kept. Both the learner's and the partner's messages are Spanish, so it translates from 'es'.
 */
export function useMessageTranslation(message: Pick<ChatMessage, 'text' | 'translation'>) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const options = translationQueryOptions(message.text, 'es');
  // Never fetches by itself: the toggle asks, and this only follows the cached answer.
  const fetched = useQuery({ ...options, enabled: false });
  const text = message.translation ?? fetched.data?.translation;

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (text !== undefined) return;
    queryClient.fetchQuery(options).catch(() => {
      toast({ variant: 'destructive', title: 'Translation Error', description: TRANSLATION_FAILED });
      setOpen(false);
    });
  };

  // A translation sent with the message is the partner's own; a fetched one says where it came from.
  const source = message.translation === undefined ? fetched.data?.source : undefined;
  return { open, toggle, text, source, loading: open && text === undefined };
}
