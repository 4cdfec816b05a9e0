import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_CLOSE_CODES,
  NO_LEARNER_MESSAGES_MESSAGE,
  NOT_CONNECTED_MESSAGE,
  REPLY_FAILED_MESSAGE,
} from '@/contract/conversation';
import { dailyLimitMessage } from '@/contract/billing-constants';
import { RECONNECT_STEP_MS } from '@/web/lib/live-socket';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import { endConversationResponse } from '@/web/testing/conversation-fixtures';
import { json, SIGNED_IN_USER } from '@/web/testing/fake-fetch';
import {
  acceptSocket,
  bubbleTexts,
  chooseTopic,
  CONVERSATION_ID,
  FOOTBALL,
  messagesRegion,
  renderConversation,
  RESTAURANT,
  TRAVEL,
  serverSends,
  startConversation,
} from '@/web/features/conversation/testing/render-conversation';

function messageBox() {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Type your message' });
}

describe('ConversationPage settings', () => {
  it('offers default topics first, then custom topics, each with its level', async () => {
    const { user } = renderConversation();
    await user.click(await screen.findByRole('combobox', { name: 'Topic' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'At the RestaurantBeginner level',
      'Travel PlansIntermediate level',
      'Mi equipo de fútbolBeginner level',
    ]);
    expect(within(listbox).getByText('Default topics')).toBeTruthy();
    expect(within(listbox).getByText('Your topics')).toBeTruthy();
  });

  it('keeps Start Conversation disabled until a topic is chosen; difficulty starts at beginner', async () => {
    const { user } = renderConversation();
    const start = screen.getByRole<HTMLButtonElement>('button', { name: 'Start Conversation' });
    expect(start.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('radio', { name: 'Beginner' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Advanced' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Natural conversation with sophisticated language')).toBeTruthy();

    await chooseTopic(user, RESTAURANT.title);
    expect(start.disabled).toBe(false);
    expect(screen.getByText(RESTAURANT.description)).toBeTruthy();
  });

  it('opens with the topic and difficulty a recommendation named', async () => {
    renderConversation({}, { path: `/conversation?topic=${TRAVEL.id}&difficulty=advanced` });
    expect((await screen.findByRole('combobox', { name: 'Topic' })).textContent).toContain(TRAVEL.title);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Advanced' }).getAttribute('aria-checked')).toBe('true'),
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Conversation' }).disabled).toBe(false),
    );
  });

  it("pre-selects the learner's level as the difficulty, and Reset returns to it", async () => {
    const { user, latest } = renderConversation(
      { [`DELETE /api/conversations/${CONVERSATION_ID}`]: () => new Response(null, { status: 204 }) },
      { user: { ...SIGNED_IN_USER, currentLevel: 'intermediate', xpPoints: 120 } },
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Intermediate' }).getAttribute('aria-checked')).toBe('true'),
    );
    acceptSocket(latest());
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    await startConversation(user, latest());
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this conversation?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Intermediate' }).getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('says how many of today’s conversations are left before a start', async () => {
    renderConversation();
    expect(await screen.findByText('3 of 5 conversations left today')).toBeTruthy();
  });

  it('disables Start at the limit, says why and offers the plans', async () => {
    const { user } = renderConversation({
      'GET /api/conversation/allowance': () => json({ limit: 5, used: 5, left: 0 }),
    });
    const offer = await screen.findByRole('alert');
    expect(offer.textContent).toContain(dailyLimitMessage(5));
    expect(within(offer).getByRole('link', { name: 'See plans and upgrade' }).getAttribute('href')).toBe('/plans');
    await chooseTopic(user, RESTAURANT.title);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Conversation' }).disabled).toBe(true);
    expect(screen.queryByText(/conversations left today/)).toBeNull();
  });

  it('shows no counter on an unlimited plan', async () => {
    const { user, requests } = renderConversation({
      'GET /api/conversation/allowance': () => json({ limit: null, used: 0, left: null }),
    });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/conversation/allowance')).toBe(true));
    await chooseTopic(user, RESTAURANT.title);
    expect(screen.queryByText(/left today/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Conversation' }).disabled).toBe(false);
  });

  it("says 'Connection Error' when starting without an open connection, and starts nothing", async () => {
    const { user, latest } = renderConversation();
    await chooseTopic(user, RESTAURANT.title);
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));

    expect(await screen.findByText('Connection Error')).toBeTruthy();
    expect(screen.getByText(NOT_CONNECTED_MESSAGE)).toBeTruthy();
    expect(latest().sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Start Conversation' })).toBeTruthy();
  });

  it('offers the delete button for a chosen custom topic only, and only outside a session', async () => {
    const { user, latest } = renderConversation();
    acceptSocket(latest());
    await chooseTopic(user, RESTAURANT.title);
    expect(screen.queryByRole('button', { name: /^Delete topic/ })).toBeNull();

    await chooseTopic(user, FOOTBALL.title);
    expect(screen.getByRole('button', { name: `Delete topic ${FOOTBALL.title}` })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(screen.queryByRole('button', { name: `Delete topic ${FOOTBALL.title}` })).toBeNull();
    // The conversation takes the screen: the settings (and the topic picker) wait until it ends.
    expect(screen.queryByRole('combobox', { name: 'Topic' })).toBeNull();
  });
});

describe('ConversationPage session', () => {
  it('takes the screen while the conversation runs: a compact bar over the chat and the composer; the settings return after', async () => {
    const { user, latest } = renderConversation({
      'POST /api/conversation/end': () => json(endConversationResponse()),
    });
    acceptSocket(latest());
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Speaking' })).toBeTruthy();
    await chooseTopic(user, TRAVEL.title);
    await user.click(screen.getByRole('radio', { name: 'Intermediate' }));
    await startConversation(user, latest(), TRAVEL.title);

    // The bar: the topic, the difficulty, the timer, the connection and End / Reset.
    expect(screen.getByText(TRAVEL.title)).toBeTruthy();
    expect(screen.getByText('Intermediate')).toBeTruthy();
    expect(screen.getByText('0:00')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End Conversation' })).toBeTruthy();
    // The screen still has its one heading for screen readers; the settings, note and past conversations wait.
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Speaking' })).toBeTruthy();
    expect(screen.queryByText('Conversation Settings')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage Topics' })).toBeNull();
    expect(screen.queryByPlaceholderText('Add a note to this conversation...')).toBeNull();
    expect(messageBox()).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'End Conversation' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByText('Conversation Settings')).toBeTruthy();
    expect(screen.getByPlaceholderText('Add a note to this conversation...')).toBeTruthy();
  });

  it('starts a session and talks: typed messages, streamed replies, translations and feedback', async () => {
    const { user, latest } = renderConversation();
    const socket = latest();
    expect(socket.url).toBe('ws://localhost:3000/ws');
    acceptSocket(socket);

    await chooseTopic(user, RESTAURANT.title);
    await user.click(screen.getByRole('radio', { name: 'Intermediate' }));
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(socket.sentFrames()).toEqual([
      {
        type: 'startSession',
        topic: RESTAURANT.id,
        prompt: RESTAURANT.prompt,
        difficulty: 'intermediate',
        userId: 'user-1',
      },
    ]);
    expect(screen.getByText('Your partner is typing…')).toBeTruthy();
    expect(screen.getByText('0:00')).toBeTruthy();

    serverSends(
      socket,
      { type: 'conversation_id', id: CONVERSATION_ID },
      {
        type: 'transcript',
        id: 'opening',
        text: '¡Hola! ¿Qué te gustaría comer?',
        translation: 'Hi! What would you like to eat?',
      },
    );
    expect(bubbleTexts()).toEqual(['¡Hola! ¿Qué te gustaría comer?']);
    expect(screen.queryByText('Your partner is typing…')).toBeNull();
    // Screen readers hear the finished partner message.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('¡Hola! ¿Qué te gustaría comer?');

    const translation = screen.getByText('Hi! What would you like to eat?');
    expect(translation.hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show translation' }));
    expect(translation.hidden).toBe(false);

    // Shift+Enter is a new line; Enter sends.
    await user.type(messageBox(), 'Quiero{Shift>}{Enter}{/Shift}tacos');
    expect(socket.sentFrames()).toHaveLength(1);
    expect(messageBox().value).toBe('Quiero\ntacos');
    await user.keyboard('{Enter}');
    expect(socket.sentFrames().at(-1)).toEqual({
      type: 'userMessage',
      text: 'Quiero\ntacos',
      difficulty: 'intermediate',
      requestFeedback: true,
    });
    expect(bubbleTexts()).toEqual(['¡Hola! ¿Qué te gustaría comer?', 'Quiero\ntacos']);
    expect(messageBox().value).toBe('');
    expect(messageBox().disabled).toBe(true);
    expect(screen.getByText('Your partner is typing…')).toBeTruthy();

    serverSends(
      socket,
      { type: 'transcript_delta', id: 'reply-1', text: '¡Qué ' },
      { type: 'transcript_delta', id: 'reply-1', text: 'rico!' },
    );
    expect(bubbleTexts().at(-1)).toBe('¡Qué rico!');

    serverSends(socket, {
      type: 'transcript',
      id: 'reply-1',
      text: '¡Qué rico! ¿Con carne o con pollo?',
      translation: 'Yum! With beef or chicken?',
      feedback: 'Nice use of "quiero".',
    });
    expect(bubbleTexts()).toEqual([
      '¡Hola! ¿Qué te gustaría comer?',
      'Quiero\ntacos',
      '¡Qué rico! ¿Con carne o con pollo?',
    ]);
    expect(within(messagesRegion()).getByText('Feedback:').parentElement?.textContent).toBe(
      'Feedback: Nice use of "quiero".',
    );
    expect(messageBox().disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(messageBox()));
  });

  it('gives the text back and says so when the reply fails', async () => {
    const { user, latest } = renderConversation();
    acceptSocket(latest());
    await startConversation(user, latest());

    await user.type(messageBox(), 'Una pizza, por favor{Enter}');
    serverSends(latest(), { type: 'error', message: '' });

    expect(await screen.findByText(REPLY_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(messageBox().value).toBe('Una pizza, por favor');
    expect(messageBox().disabled).toBe(false);
    expect(bubbleTexts()).toEqual(['¡Hola! ¿Qué te gustaría comer?']);
  });

  it('resumes the conversation after the connection drops and comes back', async () => {
    const { user, latest, sockets } = renderConversation();
    acceptSocket(latest());
    await startConversation(user, latest());

    vi.useFakeTimers();
    act(() => latest().drop());
    expect(screen.getByText('Connecting…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    vi.useRealTimers();
    expect(sockets).toHaveLength(2);

    acceptSocket(latest());
    expect(latest().sentFrames()).toEqual([{ type: 'resumeSession', conversationId: CONVERSATION_ID }]);
    expect(bubbleTexts()).toEqual(['¡Hola! ¿Qué te gustaría comer?']);
  });

  it('reconnects and resumes the conversation when the server restarts (1012)', async () => {
    const { user, latest, sockets } = renderConversation();
    acceptSocket(latest());
    await startConversation(user, latest());

    vi.useFakeTimers();
    act(() => latest().drop(LIVE_CLOSE_CODES.SERVICE_RESTART));
    expect(screen.getByText('Connecting…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(RECONNECT_STEP_MS);
    });
    vi.useRealTimers();
    expect(sockets).toHaveLength(2);

    acceptSocket(latest());
    expect(latest().sentFrames()).toEqual([{ type: 'resumeSession', conversationId: CONVERSATION_ID }]);
    expect(bubbleTexts()).toEqual(['¡Hola! ¿Qué te gustaría comer?']);
  });

  it('ends with the numbers from the server and updates the learner', async () => {
    const result = endConversationResponse({ xpEarned: 9, duration: 125, messageCount: 3, xpPoints: 49, streak: 4 });
    const { user, latest, requests, queryClient } = renderConversation({
      'POST /api/conversation/end': () => json(result),
    });
    acceptSocket(latest());
    await startConversation(user, latest());
    await user.type(messageBox(), 'Tacos{Enter}');
    serverSends(latest(), { type: 'transcript', id: 'reply-1', text: '¡Muy bien!' });

    queryClient.setQueryData(['/api/dashboard'], { cached: true });
    await user.click(screen.getByRole('button', { name: 'End Conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation Complete!' });
    const endRequest = requests.find((request) => request.path === '/api/conversation/end');
    expect(endRequest?.body).toEqual({
      conversationId: CONVERSATION_ID,
      duration: expect.any(Number),
      messageCount: 1,
    });
    expect(dialog.textContent).toContain('+9');
    // The dialog, not the note field, takes focus: no keyboard popping up over the results on a phone.
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(within(dialog).getByText('3')).toBeTruthy();
    expect(within(dialog).getByText('2:05')).toBeTruthy();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({
      xpPoints: 49,
      streak: 4,
      currentLevel: 'beginner',
    });
    expect(queryClient.getQueryState(['/api/dashboard'])?.isInvalidated).toBe(true);
    // The learner can still note something about the finished conversation.
    expect(within(dialog).getByPlaceholderText('Add a note to this conversation...')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Type your message' })).toBeNull();
  });

  it('offers to end the conversation under the reply to a goodbye, and not once the learner talks on', async () => {
    const { user, latest, requests } = renderConversation({
      'POST /api/conversation/end': () => json(endConversationResponse()),
    });
    acceptSocket(latest());
    await startConversation(user, latest());
    await user.type(messageBox(), 'Tacos{Enter}');
    serverSends(latest(), { type: 'transcript', id: 'reply-1', text: '¡Muy bien! ¿Y de beber?' });
    expect(screen.queryByText(/You said goodbye/)).toBeNull();
    await user.type(messageBox(), 'Nada más, adiós{Enter}');
    serverSends(latest(), { type: 'transcript', id: 'reply-2', text: '¡Hasta pronto!', farewell: true });
    expect(screen.getByText(/You said goodbye/).closest('[role="status"]')).toBeTruthy();
    await user.type(messageBox(), 'Espera, una pregunta más{Enter}');
    expect(screen.queryByText(/You said goodbye/)).toBeNull();
    serverSends(latest(), { type: 'transcript', id: 'reply-3', text: 'Claro, dime.' });
    await user.type(messageBox(), 'Gracias, adiós{Enter}');
    serverSends(latest(), { type: 'transcript', id: 'reply-4', text: '¡Adiós!', farewell: true });
    await user.click(screen.getByRole('button', { name: 'End and see my XP' }));
    await screen.findByRole('dialog', { name: 'Conversation Complete!' });
    expect(requests.some((request) => request.path === '/api/conversation/end')).toBe(true);
  });

  it('keeps the finished conversation and its note on screen when the completion dialog is closed', async () => {
    const { user, latest } = renderConversation({
      'POST /api/conversation/end': () => json(endConversationResponse()),
    });
    acceptSocket(latest());
    await startConversation(user, latest());
    await user.click(screen.getByRole('button', { name: 'End Conversation' }));
    await screen.findByRole('dialog', { name: 'Conversation Complete!' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bubbleTexts()).toEqual(['¡Hola! ¿Qué te gustaría comer?']);
    expect(screen.getByPlaceholderText('Add a note to this conversation...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Conversation' })).toBeTruthy();
  });

  it('New Topic clears the conversation but keeps the choices; Same Topic resets the choices too', async () => {
    const { user, latest } = renderConversation({
      'POST /api/conversation/end': () => json(endConversationResponse()),
    });
    acceptSocket(latest());
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    await startConversation(user, latest());
    await user.click(screen.getByRole('button', { name: 'End Conversation' }));
    await user.click(await screen.findByRole('button', { name: 'New Topic' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('No messages yet. Start a conversation!')).toBeTruthy();
    expect((await screen.findByRole('combobox', { name: 'Topic' })).textContent).toContain(RESTAURANT.title);
    expect(screen.getByRole('radio', { name: 'Advanced' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    serverSends(latest(), { type: 'conversation_id', id: CONVERSATION_ID });
    await user.click(screen.getByRole('button', { name: 'End Conversation' }));
    await user.click(await screen.findByRole('button', { name: 'Same Topic' }));

    expect((await screen.findByRole('combobox', { name: 'Topic' })).textContent).toContain('Choose a topic');
    expect(screen.getByRole('radio', { name: 'Beginner' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Conversation' }).disabled).toBe(true);
  });

  it('Reset asks first; Keep talking leaves the conversation as it was', async () => {
    const { user, latest, requests } = renderConversation();
    acceptSocket(latest());
    await startConversation(user, latest());
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard this conversation?' });
    expect(dialog.textContent).toContain(
      "You haven't said anything yet, so it won't count toward today's conversations",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep talking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bubbleTexts()).toEqual(['¡Hola! ¿Qué te gustaría comer?']);
    expect(messageBox()).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('Reset before the learner spoke throws the conversation away on the server and clears the choices', async () => {
    const { user, latest, requests } = renderConversation({
      [`DELETE /api/conversations/${CONVERSATION_ID}`]: () => new Response(null, { status: 204 }),
    });
    acceptSocket(latest());
    await user.click(screen.getByRole('radio', { name: 'Intermediate' }));
    await startConversation(user, latest());
    const allowanceReads = () => requests.filter((request) => request.path === '/api/conversation/allowance').length;
    const readsBefore = allowanceReads();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this conversation?' })).getByRole('button', {
        name: 'Discard',
      }),
    );

    expect(screen.getByText('No messages yet. Start a conversation!')).toBeTruthy();
    expect((await screen.findByRole('combobox', { name: 'Topic' })).textContent).toContain('Choose a topic');
    expect(screen.getByRole('radio', { name: 'Beginner' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
        `/api/conversations/${CONVERSATION_ID}`,
      ]),
    );
    // What is left today is read again.
    await waitFor(() => expect(allowanceReads()).toBeGreaterThan(readsBefore));
  });

  it('Reset after the learner spoke says the messages stay and count, and deletes nothing', async () => {
    const { user, latest, requests } = renderConversation();
    acceptSocket(latest());
    await startConversation(user, latest());
    await user.type(messageBox(), 'Tacos{Enter}');
    serverSends(latest(), { type: 'transcript', id: 'reply-1', text: '¡Muy bien!' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard this conversation?' });
    expect(dialog.textContent).toContain(
      "Your message stays in your history, but this conversation earns no XP and still counts as one of today's conversations.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Start Conversation' })).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it("shows 'Cannot end conversation' with the server's message and keeps the session going", async () => {
    const { user, latest } = renderConversation({
      'POST /api/conversation/end': () => json({ message: NO_LEARNER_MESSAGES_MESSAGE }, 400),
    });
    acceptSocket(latest());
    await startConversation(user, latest());
    await user.click(screen.getByRole('button', { name: 'End Conversation' }));

    expect(await screen.findByText('Cannot end conversation')).toBeTruthy();
    expect(screen.getByText(NO_LEARNER_MESSAGES_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(messageBox()).toBeTruthy();
  });

  it('saves a note on the conversation, and offers saving again after an edit', async () => {
    const { user, latest, requests } = renderConversation({
      'POST /api/conversation/end': () => json(endConversationResponse()),
      [`POST /api/conversations/${CONVERSATION_ID}/save`]: (request) =>
        json({
          id: CONVERSATION_ID,
          notes: (request.body as { notes: string }).notes,
          savedAt: '2025-03-05T12:10:00.000Z',
        }),
    });
    acceptSocket(latest());
    expect(screen.queryByPlaceholderText('Add a note to this conversation...')).toBeNull();
    await startConversation(user, latest());
    // docs/product.md#conversation-layout: the note comes back with the settings when the conversation ends.
    expect(screen.queryByPlaceholderText('Add a note to this conversation...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'End Conversation' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));

    await user.type(screen.getByPlaceholderText('Add a note to this conversation...'), 'Practise "me gustaría"');
    await user.click(screen.getByRole('button', { name: 'Save Conversation' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(screen.getByText('Conversation saved successfully!')).toBeTruthy();
    expect(requests.find((request) => request.path.endsWith('/save'))?.body).toEqual({
      notes: 'Practise "me gustaría"',
    });

    await user.type(screen.getByPlaceholderText('Add a note to this conversation...'), '!');
    expect(screen.getByRole('button', { name: 'Save Conversation' })).toBeTruthy();
  });

  it("says 'Failed to save conversation' when the note cannot be saved", async () => {
    const { user, latest } = renderConversation({
      'POST /api/conversation/end': () => json(endConversationResponse()),
      [`POST /api/conversations/${CONVERSATION_ID}/save`]: () =>
        new Response('down', { status: 503, statusText: 'Service Unavailable' }),
    });
    acceptSocket(latest());
    await startConversation(user, latest());
    await user.click(screen.getByRole('button', { name: 'End Conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation Complete!' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Conversation' }));
    expect(await screen.findByText('Failed to save conversation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Conversation' })).toBeTruthy();
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ConversationPage practice answers', () => {
  it('puts a practice answer into the message box from its toast ("Use it"), without sending it', async () => {
    const { user, latest } = renderConversation({
      'GET /api/capabilities': () => json({ speechToText: 'browser', serverVoice: false, languageHelp: 'builtin' }),
      'POST /api/conversation/practice-response': () => json({ response: 'Quiero una paella, por favor.' }),
    });
    acceptSocket(latest());
    await startConversation(user, latest());
    const opening = within(messagesRegion()).getAllByRole('listitem')[0]!;
    await user.click(within(opening).getByRole('button', { name: 'Generate practice response' }));
    const toast = (await screen.findByText('Practice response has been copied to your clipboard!')).closest('li')!;
    expect(messageBox().value).toBe('');
    await user.click(within(toast).getByRole('button', { name: 'Use it' }));
    expect(messageBox().value).toBe('Quiero una paella, por favor.');
    // Nothing was sent: the learner reads it, changes it if they like, and sends it themselves.
    expect(
      latest()
        .sentFrames()
        .filter((frame) => frame.type === 'userMessage'),
    ).toHaveLength(0);
  });
});
