import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ServerFrame } from '@/contract/conversation';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import { customTopic, topic } from '@/web/testing/conversation-fixtures';
import { installFakeFetch, json, SIGNED_IN_USER } from '@/web/testing/fake-fetch';
import { installFakeWebSocket, type FakeWebSocket } from '@/web/testing/fake-web-socket';
import { stubPointerCapture } from '@/web/testing/pointer-capture';
import { renderWithApp } from '@/web/testing/render-with-app';
import ConversationPage from '@/web/features/conversation/conversation-page';
import { screenPath } from '@/web/lib/screens';

type Routes = Parameters<typeof installFakeFetch>[0];

export const CONVERSATION_ID = '3f9a1c2e-7b4d-4e8f-9a0b-1c2d3e4f5a6b';
export const RESTAURANT = topic();
export const TRAVEL = topic({
  id: 'travel',
  title: 'Travel Plans',
  description: 'Plan a trip together.',
  userLevel: 'intermediate',
});
export const FOOTBALL = customTopic('5b7c9d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e');

/** The practice screen, signed in, with canned server answers (defaults given) and a fake live socket. */
export function renderConversation(
  routes: Routes = {},
  {
    path = screenPath.conversation(),
    user = SIGNED_IN_USER,
  }: { path?: string; user?: typeof SIGNED_IN_USER | Record<string, unknown> } = {},
) {
  stubPointerCapture();
  const sockets = installFakeWebSocket();
  const fake = installFakeFetch({
    // The server lists custom topics after the defaults; here they come first, to prove the screen orders them.
    'GET /api/conversation-topics': () => json([FOOTBALL, RESTAURANT, TRAVEL]),
    'GET /api/conversation-recommendations': () => json({ recommendations: [] }),
    'GET /api/conversations': () => json({ conversations: [] }),
    'GET /api/conversation/allowance': () => json({ limit: 5, used: 2, left: 3 }),
    ...routes,
  });
  const view = renderWithApp(<ConversationPage />, { path });
  view.queryClient.setQueryData(USER_QUERY_KEY, user);
  return { ...view, ...fake, ...sockets };
}

/** The server accepts the live connection. */
export function acceptSocket(socket: FakeWebSocket) {
  act(() => socket.accept());
}

export function serverSends(socket: FakeWebSocket, ...frames: ServerFrame[]) {
  act(() => {
    for (const frame of frames) socket.receive(frame);
  });
}

export async function chooseTopic(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Topic' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${title}`) }));
}

/** Picks a topic, starts, and lets the server open the conversation with its first message. */
export async function startConversation(user: UserEvent, socket: FakeWebSocket, title = RESTAURANT.title) {
  await chooseTopic(user, title);
  await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
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
}

export function messagesRegion() {
  return screen.getByRole('region', { name: 'Messages' });
}

export function bubbleTexts() {
  return within(messagesRegion())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[lang="es"]')?.textContent);
}
