import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { newReviewCard } from '@/web/testing/review-fixtures';
import { AddToReviewButton } from './add-to-review-button';

describe('Add to review’s accessible name (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
  it('contains the visible label before and after the word is added', async () => {
    installFakeFetch({
      'POST /api/review/cards': () =>
        json(
          {
            created: true,
            card: newReviewCard('1', { kind: 'word', spanish: 'buenos días', english: 'good morning' }),
          },
          201,
        ),
    });
    const { user } = renderWithApp(<AddToReviewButton spanish="buenos días" english="good morning" />);

    const button = screen.getByRole('button', { name: 'Add to review: “buenos días”' });
    expect(button.textContent).toBe('Add to review');
    await user.click(button);

    const added = await screen.findByRole('button', { name: 'Added to your review deck: “buenos días”' });
    expect(added.textContent).toBe('Added to your review deck');
  });
});
