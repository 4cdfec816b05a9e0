import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversationDetail, conversationSummary } from '@/web/testing/conversation-fixtures';
import { json, neverReply } from '@/web/testing/fake-fetch';
import { renderConversation } from '@/web/features/conversation/testing/render-conversation';

const OLDER = conversationSummary({
  id: '11111111-2222-4333-8444-555555555555',
  topicTitle: 'Travel Plans',
  startedAt: '2025-02-10T12:00:00.000Z',
  duration: 61,
  messageCount: 1,
  xpEarned: 3,
  notes: null,
});
const NEWER = conversationSummary({ notes: 'Remember: "le sirvo" is formal.' });

function pastList() {
  return screen.findByRole('list', { name: 'Past conversations' });
}

describe('PastConversations', () => {
  it('lists past conversations in the server’s newest-first order with date, duration, messages, XP and note', async () => {
    const { requests } = renderConversation({
      'GET /api/conversations': () => json({ conversations: [NEWER, OLDER] }),
    });
    const items = within(await pastList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-semibold')?.textContent)).toEqual([
      'At the Restaurant',
      'Travel Plans',
    ]);

    const newest = items[0]!;
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    expect(within(newest).getByText(/^Mar 5, 2025 \d{1,2}:\d{2} [AP]M$/)).toBeTruthy();
    expect(newest.textContent).toContain('4:05');
    expect(newest.textContent).toContain('4 messages');
    expect(newest.textContent).toContain('+12 XP');
    expect(newest.textContent).toContain('Remember: "le sirvo" is formal.');
    expect(items[1]!.textContent).toContain('1:01');
    expect(items[1]!.textContent).toContain('1 message');
    expect(requests.some((request) => request.path === '/api/conversations?limit=20')).toBe(true);
  });

  it('opens a conversation read-only with its translations and its note', async () => {
    const { user } = renderConversation({
      'GET /api/conversations': () => json({ conversations: [NEWER] }),
      [`GET /api/conversations/${NEWER.id}`]: () => json(conversationDetail({ notes: NEWER.notes })),
    });
    await user.click(within(await pastList()).getByRole('button', { name: /At the Restaurant/ }));
    const dialog = screen.getByRole('dialog', { name: 'At the Restaurant' });

    expect(await within(dialog).findByText('¡Bienvenido! ¿Qué le sirvo?')).toBeTruthy();
    expect(within(dialog).getByText('Quiero una sopa, por favor.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Type your message' })).toBeNull();
    // Only the partner's message has a translation to show.
    const toggles = within(dialog).getAllByRole('button', { name: 'Show translation' });
    expect(toggles).toHaveLength(1);
    await user.click(toggles[0]!);
    expect(within(dialog).getByText('Welcome! What can I get you?').hidden).toBe(false);

    expect(within(dialog).getByPlaceholderText('Add a note to this conversation...')).toHaveProperty(
      'value',
      NEWER.notes,
    );
    expect(within(dialog).getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('says when there are no past conversations yet', async () => {
    renderConversation();
    expect(
      await screen.findByText(
        'No conversations yet. Your conversations will appear here once you have said something in one.',
      ),
    ).toBeTruthy();
  });

  it('shows a loading state, and a way to try again after a failure', async () => {
    const first = renderConversation({ 'GET /api/conversations': neverReply });
    expect(screen.getByText('Loading past conversations')).toBeTruthy();
    first.unmount();

    let failing = true;
    const { user } = renderConversation({
      'GET /api/conversations': () =>
        failing
          ? new Response('down', { status: 500, statusText: 'Internal Server Error' })
          : json({ conversations: [NEWER] }),
    });
    expect(await screen.findByText('Your past conversations could not be loaded.')).toBeTruthy();
    failing = false;
    const alert = screen
      .getByText('Your past conversations could not be loaded.')
      .closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await pastList()).toBeTruthy();
  });
});
