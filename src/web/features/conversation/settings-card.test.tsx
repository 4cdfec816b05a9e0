import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_CLOSE_CODES,
  SIGNED_OUT_SOCKET_MESSAGE,
  TOO_MANY_SOCKETS_MESSAGE,
} from '@/contract/conversation-constants';
import { MAX_RECONNECT_ATTEMPTS, RECONNECT_STEP_MS } from '@/web/lib/live-socket';
import { json } from '@/web/testing/fake-fetch';
import {
  acceptSocket,
  renderConversation,
  RESTAURANT,
  TRAVEL,
} from '@/web/features/conversation/testing/render-conversation';

afterEach(() => {
  vi.useRealTimers();
});

describe('SettingsCard', () => {
  it('suggests topics with their reason; choosing one selects it', async () => {
    const { user } = renderConversation({
      'GET /api/conversation-recommendations': () =>
        json({
          recommendations: [{ topic: TRAVEL, reason: "Matches your beginner level and you haven't practised it yet" }],
        }),
    });
    const suggestions = await screen.findByRole('region', { name: 'Suggested for you' });
    const suggestion = within(suggestions).getByRole('button', { name: /Travel Plans/ });
    expect(suggestion.textContent).toContain("Matches your beginner level and you haven't practised it yet");
    expect(suggestion.getAttribute('aria-pressed')).toBe('false');

    await user.click(suggestion);
    expect(suggestion.getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findByRole('combobox', { name: 'Topic' })).textContent).toContain('Travel Plans');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Conversation' }).disabled).toBe(false);
  });

  it('shows a loading state while the topics load', () => {
    renderConversation({ 'GET /api/conversation-topics': () => new Promise<Response>(() => {}) });
    expect(screen.getByText('Loading topics')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Topic' })).toBeNull();
  });

  it('explains a failed topic load and loads again on request', async () => {
    let failing = true;
    const { user } = renderConversation({
      'GET /api/conversation-topics': () =>
        failing ? new Response('down', { status: 503, statusText: 'Service Unavailable' }) : json([RESTAURANT]),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load conversation topics')).toBeTruthy();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Topic' })).toBeTruthy();
  });

  it('shows whether the live connection is up, and offers to reconnect once it has given up', () => {
    const { latest, sockets } = renderConversation();
    expect(screen.getByText('Connecting…')).toBeTruthy();
    acceptSocket(latest());
    expect(screen.getByText('Connected')).toBeTruthy();

    vi.useFakeTimers();
    act(() => latest().drop());
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      act(() => {
        vi.advanceTimersByTime(RECONNECT_STEP_MS * attempt);
      });
      act(() => latest().drop());
    }
    expect(screen.getByText('Not connected')).toBeTruthy();
    expect(sockets).toHaveLength(MAX_RECONNECT_ATTEMPTS + 1);

    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(sockets).toHaveLength(MAX_RECONNECT_ATTEMPTS + 2);
    acceptSocket(latest());
    expect(screen.getByText('Connected')).toBeTruthy();
  });

  it('says why when a newer conversation elsewhere closed this one (4002), and reconnects only on request', () => {
    const { latest, sockets } = renderConversation();
    acceptSocket(latest());
    vi.useFakeTimers();
    act(() => latest().drop(LIVE_CLOSE_CODES.TOO_MANY_SOCKETS));
    expect(screen.getByText(TOO_MANY_SOCKETS_MESSAGE)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(sockets).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(sockets).toHaveLength(2);
    acceptSocket(latest());
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.queryByText(TOO_MANY_SOCKETS_MESSAGE)).toBeNull();
  });

  it('says the learner was signed out (4001) and neither reconnects nor offers to', () => {
    const { latest, sockets } = renderConversation();
    acceptSocket(latest());
    vi.useFakeTimers();
    act(() => latest().drop(LIVE_CLOSE_CODES.SIGNED_OUT));
    expect(screen.getByText(SIGNED_OUT_SOCKET_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(sockets).toHaveLength(1);
  });
});
