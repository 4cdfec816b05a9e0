import { useState } from 'react';
import { useSaveConversation } from '@/web/features/conversation/history/api/save-conversation';

interface NoteState {
  conversationId: string | null;
  text: string;
  /** The note as the server last stored it; null before the first save. */
  savedText: string | null;
}

function freshNote(conversationId: string | null, initialNotes: string | null): NoteState {
  return { conversationId, text: initialNotes ?? '', savedText: initialNotes };
}

/**
 * The note on one conversation. It is "saved" while the text matches what the server stored, so
 * editing after a save offers Save Conversation again. A different conversation starts a fresh note.
 */
export function useConversationNote(conversationId: string | null, initialNotes: string | null = null) {
  const [note, setNote] = useState(() => freshNote(conversationId, initialNotes));
  const { mutate, isPending } = useSaveConversation(conversationId ?? '');

  let current = note;
  if (note.conversationId !== conversationId) {
    current = freshNote(conversationId, initialNotes);
    setNote(current);
  }

  const save = () => {
    if (!conversationId) return;
    mutate(current.text, {
      onSuccess: (saved) =>
        setNote((latest) =>
          latest.conversationId === conversationId ? { ...latest, savedText: saved.notes } : latest,
        ),
    });
  };

  return {
    text: current.text,
    setText: (text: string) => setNote((latest) => ({ ...latest, text })),
    saved: current.savedText !== null && current.savedText === current.text,
    saving: isPending,
    save,
  };
}

export type ConversationNote = ReturnType<typeof useConversationNote>;
