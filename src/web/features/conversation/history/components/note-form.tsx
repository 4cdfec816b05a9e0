import { useId, type FormEvent } from 'react';
import { Check, Save } from 'lucide-react';
import { NOTES_MAX_LENGTH } from '@/contract/conversation-constants';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import type { ConversationNote } from '@/web/features/conversation/history/use-conversation-note';

/** The learner's note on a conversation and the Save Conversation button, which reads Saved once done. */
export function NoteForm({ note }: { note: ConversationNote }) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.saved) note.save();
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>Your note</Label>
      <Textarea
        id={id}
        value={note.text}
        onChange={(event) => note.setText(event.target.value)}
        maxLength={NOTES_MAX_LENGTH}
        rows={2}
        placeholder="Add a note to this conversation..."
        aria-describedby={`${id}-count`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-xs text-muted-foreground tabular-nums">
          {note.text.length}/{NOTES_MAX_LENGTH}
        </p>
        <Button
          type="submit"
          variant={note.saved ? 'secondary' : 'default'}
          size="sm"
          pending={note.saving}
          // Not disabled: the button keeps keyboard focus after saving, and a saved note has nothing to send.
          aria-disabled={note.saved || undefined}
        >
          {note.saved ? <Check aria-hidden="true" /> : note.saving ? null : <Save aria-hidden="true" />}
          {note.saved ? 'Saved' : 'Save Conversation'}
        </Button>
      </div>
    </form>
  );
}
