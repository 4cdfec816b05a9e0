import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { MessageWords } from './message-words';

describe('Save words on a partner message', () => {
  it('lists the message’s course words and adds the one chosen to the review deck', async () => {
    const user = userEvent.setup();
    const { requests } = installFakeFetch({
      'GET /api/review/words': () => json({ words: [{ spanish: 'la familia', english: 'the family' }] }),
      'POST /api/review/cards': () => json({}, 201),
    });
    renderWithApp(<MessageWords text="¿Cómo es tu familia?" />, { path: '/conversation' });
    await user.click(screen.getByRole('button', { name: 'Save words' }));
    expect(await screen.findByText('la familia')).toBeTruthy();
    expect(requests[0]!.path).toBe(`/api/review/words?text=${encodeURIComponent('¿Cómo es tu familia?')}`);
    await user.click(screen.getByRole('button', { name: 'Add “la familia” to review' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/api/review/cards',
        body: { kind: 'word', spanish: 'la familia', english: 'the family' },
      }),
    );
    expect(await screen.findByRole('button', { name: '“la familia” is in your review deck' })).toBeTruthy();
  });
});
