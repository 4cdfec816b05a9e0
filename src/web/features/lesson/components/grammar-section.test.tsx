import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GrammarSection } from './grammar-section';

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('GrammarSection tables', () => {
  it('heads the first column "Pronoun" when it lists subject pronouns, grouped or not', () => {
    render(
      <GrammarSection
        items={[
          {
            explanation: 'The verb "estar".',
            conjugations: [
              { pronoun: 'yo', form: 'estoy' },
              { pronoun: 'él / ella / usted', form: 'está' },
            ],
          },
        ]}
      />,
    );
    expect(headers()).toEqual(['Pronoun', 'Form']);
  });

  it('does not call genders, verbs or sentences pronouns', () => {
    render(
      <GrammarSection
        items={[
          {
            explanation: 'Demonstratives agree with the noun.',
            conjugations: [
              { pronoun: 'masculino', form: 'este', english: 'this' },
              { pronoun: 'femenino', form: 'esta', english: 'this' },
            ],
          },
        ]}
      />,
    );
    expect(headers()).toEqual(['Spanish', 'Form', 'English']);
    expect(screen.getByText('Spanish').className).toContain('sr-only');
  });
});
