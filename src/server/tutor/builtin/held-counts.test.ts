import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { heldCounts } from './held-counts';
import { kindsOf } from './topic-figures';

const { figures } = loadPartnerKnowledge().scenes.topicText;
const isAMeasure = (phrase: string) => [...kindsOf(phrase, figures)].some((kind) => kind !== 'count');

describe('what a thing is described as holding', () => {
  it('is said as a fact of its own, with the article of the noun', () => {
    expect(heldCounts('Eres Carmen, la dueña de un piso de dos habitaciones en el Cabanyal.', isAMeasure)).toEqual([
      'El piso tiene dos habitaciones.',
    ]);
    expect(heldCounts('Alquilas una casa de tres plantas con jardín.', isAMeasure)).toEqual([
      'La casa tiene tres plantas.',
    ]);
  });

  it('is no length, price or single thing', () => {
    expect(heldCounts('Das una clase de dos horas.', isAMeasure)).toEqual([]);
    expect(heldCounts('Vendes un billete de 20 euros.', isAMeasure)).toEqual([]);
    expect(heldCounts('Tienes un piso de una habitación.', isAMeasure)).toEqual([]);
  });
});
