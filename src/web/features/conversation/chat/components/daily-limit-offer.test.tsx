import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dailyLimitMessage } from '@/contract/billing-constants';
import {
  acceptSocket,
  chooseTopic,
  renderConversation,
  RESTAURANT,
  serverSends,
} from '@/web/features/conversation/testing/render-conversation';

describe('ConversationPage daily limit', () => {
  it('shows the limit with an upgrade offer instead of an error toast, and stays idle', async () => {
    const { user, latest, currentPath } = renderConversation();
    acceptSocket(latest());
    await chooseTopic(user, RESTAURANT.title);
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(
      latest()
        .sentFrames()
        .map((frame) => frame.type),
    ).toEqual(['startSession']);

    serverSends(latest(), { type: 'error', message: dailyLimitMessage(5), code: 'daily_limit' });

    const offer = await screen.findByRole('alert');
    expect(offer.textContent).toContain(dailyLimitMessage(5));
    const upgrade = within(offer).getByRole('link', { name: 'See plans and upgrade' });
    expect(upgrade.getAttribute('href')).toBe('/plans');
    expect(screen.queryByText('Error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Conversation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End Conversation' })).toBeNull();

    await user.click(upgrade);
    expect(currentPath()).toBe('/plans');
  });

  it('keeps Start disabled after a refusal, even when the counter read before said some were left', async () => {
    const { user, latest } = renderConversation();
    acceptSocket(latest());
    await chooseTopic(user, RESTAURANT.title);
    // The counter (3 of 5 left) was read before another tab used the rest: the server's refusal is what counts.
    expect(await screen.findByText('3 of 5 conversations left today')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    serverSends(latest(), { type: 'error', message: dailyLimitMessage(5), code: 'daily_limit' });
    expect(await screen.findByText(dailyLimitMessage(5))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Conversation' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('3 of 5 conversations left today')).toBeNull();
  });
});
