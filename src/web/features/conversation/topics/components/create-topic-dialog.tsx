import { useId, useState, type FormEvent } from 'react';
import type { Level } from '@/contract/common';
import type { Topic } from '@/contract/topics';
import { TOPIC_FIELDS_REQUIRED_MESSAGE, TOPIC_LIMITS } from '@/contract/topics-constants';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { FormAlert } from '@/web/components/form-alert';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';
import { getServerMessage } from '@/web/lib/api-client';
import { CREATE_TOPIC_FAILED, useCreateTopic } from '@/web/features/conversation/topics/api/create-topic';

const EMPTY_FORM = { title: '', description: '', prompt: '' };

export interface CreateTopicDialogProps {
  learnerLevel: Level | undefined;
  onCreated: (topic: Topic) => void;
  onClose: () => void;
}

/** The "Create Custom Topic" dialog (docs/product.md#topics), shown open; `CreateTopicButton` opens it. */
export default function CreateTopicDialog({ learnerLevel, onCreated, onClose }: CreateTopicDialogProps) {
  const [form, setForm] = useState(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useCreateTopic();
  const id = useId();
  const errorId = `${id}-error`;

  // The dialog stays open while the topic is being created, so the result has somewhere to show.
  const openChange = (next: boolean) => {
    if (!next && !isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title: form.title.trim(), description: form.description.trim(), prompt: form.prompt.trim() };
    if (!body.title || !body.description || !body.prompt) {
      setError(TOPIC_FIELDS_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    mutate(body, {
      onSuccess: (topic) => {
        onClose();
        onCreated(topic);
      },
      onError: (failure) => setError(getServerMessage(failure) ?? CREATE_TOPIC_FAILED),
    });
  };

  const field = (name: keyof typeof EMPTY_FORM) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    maxLength: TOPIC_LIMITS[name],
    'aria-invalid': error === TOPIC_FIELDS_REQUIRED_MESSAGE && !form[name].trim() ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Dialog open onOpenChange={openChange}>
      <DialogContent>
        <DialogHeading
          title="Create Custom Topic"
          description={
            <>
              Describe a situation you want to practise. The topic is saved for your
              {learnerLevel ? ` ${LEVEL_LABELS[learnerLevel].toLowerCase()}` : ' current'} level.
            </>
          }
        />
        <form noValidate onSubmit={submit} className="grid gap-4">
          {error ? <FormAlert id={errorId} message={error} /> : null}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input {...field('title')} placeholder="e.g. Planning a weekend in Sevilla" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              {...field('description')}
              rows={2}
              placeholder="e.g. Decide where to stay, what to visit and what to eat"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-prompt`}>Initial Prompt</Label>
            <Textarea
              {...field('prompt')}
              rows={4}
              placeholder="e.g. You are my friend from Sevilla. Ask me when I am arriving and suggest places to visit."
            />
            <p className="text-xs text-muted-foreground">
              Tells your partner who to be and how to start the conversation.
            </p>
            <p className="text-xs text-muted-foreground">
              An AI model, when the app has one, plays your topic fully. Without one, the built-in partner plays only
              the roles it recognises in your words (a landlord, a neighbour, a gardener, a football fan), and otherwise
              asks general questions about your title.
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={isPending} onClick={() => openChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={isPending}>
              {isPending ? 'Creating...' : 'Create Topic'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
