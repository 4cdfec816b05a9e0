import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '@/contract/lessons';
import { ACCENTS_FEEDBACK } from '@/domain/answers';
import { AnswerFeedback } from './answer-feedback';

const exercise: Exercise = {
  type: 'fill_blank',
  question: 'Fill in "ser" or "estar": "La fiesta ___ en mi casa."',
  hint: 'An event.',
  audio_text: 'La fiesta es en mi casa.',
  answer: 'es',
  why: 'Where an event takes place uses "ser", not "estar".',
};
const miss = { correct: false, accentsOnly: false };

describe('AnswerFeedback', () => {
  it('shows the right answer and the rule the exercise tests after a miss', () => {
    render(<AnswerFeedback exercise={exercise} result={miss} isRetry={false} />);
    expect(screen.getByText('Not quite right')).toBeTruthy();
    expect(screen.getByText('Correct answer:').textContent).toBe('Correct answer: es');
    expect(screen.getByText('Why:').parentElement?.textContent).toBe(
      'Why: Where an event takes place uses "ser", not "estar".',
    );
  });

  it('keeps the accents message and adds the rule after it', () => {
    render(<AnswerFeedback exercise={exercise} result={{ correct: false, accentsOnly: true }} isRetry={false} />);
    expect(screen.getByText(ACCENTS_FEEDBACK)).toBeTruthy();
    expect(screen.getByText('Why:')).toBeTruthy();
  });

  it('says nothing about the rule after a right answer, or for an exercise without one', () => {
    const { unmount } = render(
      <AnswerFeedback exercise={exercise} result={{ correct: true, accentsOnly: false }} isRetry={false} />,
    );
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.queryByText('Why:')).toBeNull();
    unmount();
    const { why: _why, ...withoutWhy } = exercise;
    render(<AnswerFeedback exercise={withoutWhy as Exercise} result={miss} isRetry={false} />);
    expect(screen.getByText('Not quite right')).toBeTruthy();
    expect(screen.queryByText('Why:')).toBeNull();
  });
});
