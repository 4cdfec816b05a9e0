import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LessonSection } from '@/contract/lessons';
import type { SpanishVariety } from '@/contract/settings-constants';
import { json } from '@/web/testing/fake-fetch';
import { lessonDetail } from '@/web/testing/lesson-fixtures';
import { renderWithApp } from '@/web/testing/render-with-app';
import { renderLesson } from '@/web/features/lesson/testing/render-lesson';
import { GrammarSection } from './grammar-section';
import { LessonVarietyContext } from './lesson-variety';
import { orderRegionalNotes } from './regional-notes';
import { SectionContent } from './section-content';

const juice: LessonSection = {
  type: 'vocabulary',
  title: 'Drinks',
  content: [
    {
      spanish: 'el jugo',
      english: 'the juice',
      regionalNotes: [
        { variety: 'spain', text: '"El zumo".' },
        { variety: 'latam', text: '"El jugo".' },
      ],
    },
  ],
};

function notesShown(section: LessonSection, variety: SpanishVariety) {
  const view = renderWithApp(
    <LessonVarietyContext value={variety}>
      <SectionContent section={section} />
    </LessonVarietyContext>,
  );
  const notes = within(screen.getByRole('list', { name: 'Regional notes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  view.unmount();
  return notes;
}

describe('regional notes', () => {
  it("come with the learner's variety first and labelled, the other still shown after it", () => {
    expect(notesShown(juice, 'spain')).toEqual(['In Spain: "El zumo".', 'In Latin America: "El jugo".']);
    expect(notesShown(juice, 'latam')).toEqual(['In Latin America: "El jugo".', 'In Spain: "El zumo".']);
  });

  it('show on phrases, grammar explanations and dialogue lines too, and a single note of the other variety', () => {
    const only = [{ variety: 'spain', text: 'Also "la vuelta".' }] as const;
    for (const section of [
      {
        type: 'phrases',
        title: 'P',
        content: [{ spanish: 'Su cambio.', english: 'Your change.', regionalNotes: [...only] }],
      },
      { type: 'grammar', title: 'G', content: [{ explanation: 'Prices.', regionalNotes: [...only] }] },
      {
        type: 'conversation',
        title: 'C',
        content: [{ speaker: 'Ana', spanish: 'Su cambio.', english: 'Your change.', regionalNotes: [...only] }],
      },
    ] satisfies LessonSection[])
      expect(notesShown(section, 'latam')).toEqual(['In Spain: Also "la vuelta".']);
  });

  it('keeps the content order when neither note is the learner’s own', () => {
    const notes = [{ variety: 'latam', text: 'b' }] as const;
    expect(orderRegionalNotes(notes, 'spain')).toEqual(notes);
  });

  it('keeps a vosotros row in its place for every learner, labelled Spain', () => {
    render(
      <LessonVarietyContext value="latam">
        <GrammarSection
          items={[
            {
              explanation: 'The verb "tener".',
              conjugations: [
                { pronoun: 'nosotros / nosotras', form: 'tenemos', english: 'we have' },
                { pronoun: 'vosotros / vosotras', form: 'tenéis', english: 'you all have', variety: 'spain' },
                { pronoun: 'ellos / ellas / ustedes', form: 'tienen', english: 'they have, you all have' },
              ],
            },
          ]}
        />
      </LessonVarietyContext>,
    );
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'nosotros / nosotrastenemoswe have',
      'vosotros / vosotrasused in Spaintenéisyou all have',
      'ellos / ellas / ustedestienenthey have, you all have',
    ]);
  });

  it('follow the variety the lesson answers with', async () => {
    renderLesson({
      'GET /api/lessons/greetings': () =>
        json(lessonDetail({ variety: 'spain', content: { sections: [juice], exercises: [] } })),
    });
    const notes = await screen.findByRole('list', { name: 'Regional notes' });
    expect(within(notes).getAllByRole('listitem')[0]?.textContent).toBe('In Spain: "El zumo".');
  });
});
