import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customTopic, topicsByLevel } from '@/web/testing/conversation-fixtures';
import { json, neverReply } from '@/web/testing/fake-fetch';
import {
  acceptSocket,
  chooseTopic,
  FOOTBALL,
  renderConversation,
  RESTAURANT,
} from '@/web/features/conversation/testing/render-conversation';

const DEBATE = customTopic('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', { title: 'Debate político', userLevel: 'advanced' });

async function openPanel(user: ReturnType<typeof renderConversation>['user']) {
  await user.click(screen.getByRole('button', { name: 'Manage Topics' }));
  return screen.findByRole('region', { name: 'Manage Topics' });
}

describe('ManageTopicsPanel', () => {
  it('explains how topics work and shows loading until the custom topics arrive', async () => {
    const { user } = renderConversation({ 'GET /api/conversation-topics/all-levels': neverReply });
    const toggle = screen.getByRole('button', { name: 'Manage Topics' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = await openPanel(user);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.textContent).toContain('all users get 14 curated default topics');
    expect(panel.textContent).toContain('Custom topics are per level');
    expect(within(panel).getByRole('status').textContent).toBe('Loading custom topics...');
  });

  it('says so when there are no custom topics at all', async () => {
    const { user } = renderConversation({ 'GET /api/conversation-topics/all-levels': () => json(topicsByLevel()) });
    const panel = await openPanel(user);
    expect(await within(panel).findByText('No custom topics created yet. Create your first topic above!')).toBeTruthy();
  });

  it('groups custom topics by level with a count, in collapsible lists', async () => {
    const { user } = renderConversation({
      'GET /api/conversation-topics/all-levels': () =>
        json(topicsByLevel({ beginner: [FOOTBALL], advanced: [DEBATE] })),
    });
    const panel = await openPanel(user);
    const beginner = await within(panel).findByRole('button', { name: 'Beginner, 1 topic' });
    expect(within(panel).getByRole('button', { name: 'Intermediate, 0 topics' })).toBeTruthy();
    expect(within(panel).getByText('No custom topics for intermediate level yet')).toBeTruthy();
    expect(within(panel).getByText('Debate político')).toBeTruthy();

    expect(beginner.getAttribute('aria-expanded')).toBe('true');
    await user.click(beginner);
    expect(beginner.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByText(FOOTBALL.title)).toBeNull();
  });

  it('deletes a topic by its originalId after confirming, and refreshes the lists', async () => {
    let deleted = false;
    const { user, requests } = renderConversation({
      'GET /api/conversation-topics': () => json(deleted ? [RESTAURANT] : [RESTAURANT, FOOTBALL]),
      'GET /api/conversation-topics/all-levels': () => json(topicsByLevel({ beginner: deleted ? [] : [FOOTBALL] })),
      [`DELETE /api/conversation-topics/${FOOTBALL.originalId}`]: () => {
        deleted = true;
        return json({ success: true });
      },
    });
    await chooseTopic(user, FOOTBALL.title);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: `Delete topic ${FOOTBALL.title}` }));
    const confirm = await screen.findByRole('dialog', { name: `Delete “${FOOTBALL.title}”?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Topic' }));

    expect(await screen.findByText('Topic deleted successfully')).toBeTruthy();
    expect(
      requests.some(
        (request) => request.method === 'DELETE' && request.path === `/api/conversation-topics/${FOOTBALL.originalId}`,
      ),
    ).toBe(true);
    expect(await within(panel).findByText('No custom topics created yet. Create your first topic above!')).toBeTruthy();
    // The deleted topic was the chosen one: nothing is chosen now.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Topic' }).textContent).toContain('Choose a topic'),
    );
  });

  it("says 'Failed to delete topic' when deleting fails", async () => {
    const { user } = renderConversation({
      'GET /api/conversation-topics/all-levels': () => json(topicsByLevel({ beginner: [FOOTBALL] })),
      [`DELETE /api/conversation-topics/${FOOTBALL.originalId}`]: () => json({ message: 'Topic not found' }, 404),
    });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: `Delete topic ${FOOTBALL.title}` }));
    await user.click(screen.getByRole('button', { name: 'Delete Topic' }));
    expect(await screen.findByText('Failed to delete topic')).toBeTruthy();
  });

  it('is not offered while a conversation takes the screen, and returns when it is reset', async () => {
    const { user, latest } = renderConversation({
      'GET /api/conversation-topics/all-levels': () => json(topicsByLevel({ beginner: [FOOTBALL] })),
    });
    acceptSocket(latest());
    await chooseTopic(user, RESTAURANT.title);
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(screen.queryByRole('button', { name: 'Manage Topics' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    // Reset asks first; discarding gives the screen back to the topics.
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    const panel = await openPanel(user);
    expect(await within(panel).findByRole('button', { name: `Delete topic ${FOOTBALL.title}` })).toBeTruthy();
  });
});
