import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { newReviewCard } from '@/web/testing/review-fixtures';
import { TappableWords, unknownWordMessage } from './tappable-words';

const TEXT = '¿Tienes hermanos? Hiciste bien.';
const card = (spanish: string, english: string) => newReviewCard('7', { kind: 'word', spanish, english });

function renderWords({ created = true } = {}) {
  const user = userEvent.setup();
  const fake = installFakeFetch({
    'GET /api/review/words': (request) => {
      const word = new URL(request.path, 'http://localhost').searchParams.get('word');
      if (word === '1') return json({ words: [{ spanish: 'el hermano', english: 'brother' }] });
      if (word === '2') return json({ words: [{ spanish: 'hacer', english: 'to do, to make' }] });
      return json({ words: [] });
    },
    'POST /api/review/cards': () => json({ card: card('el hermano', 'brother'), created }, created ? 201 : 200),
  });
  renderWithApp(
    <p>
      <TappableWords text={TEXT} />
    </p>,
    { path: '/conversation' },
  );
  return { user, ...fake };
}

const word = (name: string) => screen.getByRole('button', { name });

describe('looking up a word of a partner message (docs/product.md#review-deck)', () => {
  it('keeps the text as it was, with each word a button and the message one tab stop moved through by arrows', async () => {
    const { user } = renderWords();
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === TEXT)).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Tienes',
      'hermanos',
      'Hiciste',
      'bien',
    ]);
    await user.tab();
    expect(document.activeElement).toBe(word('Tienes'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(word('hermanos'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(word('bien'));
    await user.tab({ shift: true });
    await user.tab();
    // Back in the message, the learner lands on the word they left.
    expect(document.activeElement).toBe(word('bien'));
  });

  it('shows the translation the app knows and adds it to review', async () => {
    const { user, requests } = renderWords();
    await user.click(word('hermanos'));
    const popover = await screen.findByRole('dialog', { name: 'hermanos' });
    expect(await within(popover).findByText('el hermano')).toBeTruthy();
    expect(popover.textContent).toContain('— brother');
    expect(requests[0]!.path).toBe(`/api/review/words?text=${encodeURIComponent(TEXT)}&word=1`);
    await user.click(within(popover).getByRole('button', { name: 'Add to review: “el hermano”' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/api/review/cards',
        body: { kind: 'word', spanish: 'el hermano', english: 'brother' },
      }),
    );
    expect(await within(popover).findByText('Added to your review deck')).toBeTruthy();
    expect(within(popover).getByRole('status').textContent).toBe('“el hermano”: Added to your review deck');
    // Escape closes the card and the learner is back on the word.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(word('hermanos'));
  });

  it('says which word an inflected form comes from, and when the word is already in the deck', async () => {
    const { user } = renderWords({ created: false });
    await user.click(word('Hiciste'));
    const popover = await screen.findByRole('dialog', { name: 'Hiciste' });
    expect(await within(popover).findByText('hacer')).toBeTruthy();
    expect(popover.textContent).toContain('the word “Hiciste” comes from');
    await user.click(within(popover).getByRole('button', { name: 'Add to review: “hacer”' }));
    expect(await within(popover).findByText('Already in your review deck')).toBeTruthy();
  });

  it('says so when it knows no translation, and offers nothing to add', async () => {
    const { user } = renderWords();
    await user.click(word('bien'));
    const popover = await screen.findByRole('dialog', { name: 'bien' });
    expect(await within(popover).findByText(unknownWordMessage('bien'))).toBeTruthy();
    expect(within(popover).queryByRole('button', { name: /to review/ })).toBeNull();
  });
});
