import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customTopic } from '@/web/testing/conversation-fixtures';
import { json } from '@/web/testing/fake-fetch';
import { FOOTBALL, renderConversation, RESTAURANT } from '@/web/features/conversation/testing/render-conversation';

const HIKING = customTopic('8e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', {
  title: 'Senderismo',
  description: 'Plan a hike.',
  prompt: 'You are a mountain guide.',
});

async function openDialog(user: ReturnType<typeof renderConversation>['user']) {
  await user.click(screen.getByRole('button', { name: 'Create Custom Topic' }));
  return screen.findByRole('dialog', { name: 'Create Custom Topic' });
}

describe('CreateTopicDialog', () => {
  it("asks for every field with 'Please fill in all fields' before sending anything", async () => {
    const { user, requests } = renderConversation();
    const dialog = await openDialog(user);
    expect(dialog.textContent).toContain('saved for your beginner level');
    // Honest about the partner without an AI model (issue 29): it plays only the roles it recognises.
    expect(dialog.textContent).toContain('Without one, the built-in partner plays only the roles it recognises');
    await user.type(within(dialog).getByLabelText('Title'), 'Senderismo');
    await user.type(within(dialog).getByLabelText('Initial Prompt'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Topic' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(within(dialog).getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("creates the topic, reads 'Creating...' meanwhile, then lists and selects it", async () => {
    let created = false;
    let answer: (response: Response) => void = () => {};
    const { user, requests } = renderConversation({
      'GET /api/conversation-topics': () => json(created ? [RESTAURANT, FOOTBALL, HIKING] : [RESTAURANT, FOOTBALL]),
      'POST /api/conversation-topics': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Title').getAttribute('placeholder')).toMatch(/^e\.g\. /);
    await user.type(within(dialog).getByLabelText('Title'), ' Senderismo ');
    await user.type(within(dialog).getByLabelText('Description'), 'Plan a hike.');
    await user.type(within(dialog).getByLabelText('Initial Prompt'), 'You are a mountain guide.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Topic' }));

    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Senderismo',
      description: 'Plan a hike.',
      prompt: 'You are a mountain guide.',
    });

    created = true;
    answer(json(HIKING, 201));
    expect(await screen.findByText('Custom topic created successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Topic' }).textContent).toContain('Senderismo'));
  });

  it("shows the server's reason and says 'Failed to create custom topic' when creating fails", async () => {
    const { user } = renderConversation({
      'POST /api/conversation-topics': () => json({ message: 'Title must be at most 80 characters' }, 400),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Title'), 'Senderismo');
    await user.type(within(dialog).getByLabelText('Description'), 'Plan a hike.');
    await user.type(within(dialog).getByLabelText('Initial Prompt'), 'You are a mountain guide.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Topic' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Title must be at most 80 characters',
    );
    expect(screen.getByText('Failed to create custom topic')).toBeTruthy();
    expect(within(dialog).getByLabelText('Title')).toHaveProperty('value', 'Senderismo');
  });
});
