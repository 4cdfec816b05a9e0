import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { englishFigureFor, englishFiguresIn } from './english-figures';

const cues = loadPartnerKnowledge().scenes.topicText.figures;
const figuresOf = (prompt: string) => englishFiguresIn(prompt, cues, () => false);

describe("an English topic's figures, said in Spanish", () => {
  it('gives each part of a timetable its own days, and the whole timetable when no day is asked', () => {
    const figures = figuresOf('Opening hours: Monday to Friday 10am to 6pm, Sunday 11am to 3pm.');
    expect(englishFigureFor(figures, 'time', new Set(['sunday']))).toBe(
      'Los domingos, de once de la mañana a tres de la tarde.',
    );
    expect(englishFigureFor(figures, 'time', new Set(['monday']))).toBe(
      'De lunes a viernes, de diez de la mañana a seis de la tarde.',
    );
    expect(englishFigureFor(figures, 'time', new Set(['horario']))).toBe(
      'De lunes a viernes, de diez de la mañana a seis de la tarde. Los domingos, de once de la mañana a tres de la tarde.',
    );
  });

  it('keeps a price apart from the condition after its comma', () => {
    const figures = figuresOf('The yearly fee is 20 euros, free if you are under 18 or over 2,000 points.');
    expect(englishFigureFor(figures, 'price', new Set(['yearly', 'fee']))).toBe('Son 20 euros.');
  });
});
