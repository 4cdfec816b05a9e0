import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createGroupLimits } from './group-limits';

const limits = createGroupLimits(loadPartnerKnowledge().scenes.topicText.groupLimits);
const topic = (prompt: string) => ({ title: 'A class', description: '', prompt });

describe('the most people a topic’s group takes', () => {
  it('is said to a question of how many, from a limit written before or after its people', () => {
    const cooking = topic('Price: 1,200 pesos per person. Maximum 8 students. Vegetarian options available.');
    expect(limits.answerFor('¿Cuántas personas hay en la clase?', cooking)).toBe('Como máximo, 8 personas.');
    expect(limits.answerFor('¿Cuántos alumnos caben?', topic('Grupos de máximo 6 alumnos.'))).toBe(
      'Como máximo, 6 personas.',
    );
    expect(limits.answerFor('¿Es un grupo grande?', topic('Tours for 10 people max, every morning.'))).toBe(
      'Como máximo, 10 personas.',
    );
    // a limit per class or per group is the group's own
    expect(limits.answerFor('¿Cuántos estudiantes hay en cada clase?', topic('Maximum 8 students per class.'))).toBe(
      'Como máximo, 8 personas.',
    );
  });

  it('says nothing of a limit per instructor, of two limits, or to another question', () => {
    expect(limits.answerFor('¿Cuántas personas hay?', topic('Max 4 students per instructor.'))).toBeUndefined();
    const two = topic('Morning tour: max 8 people. Night tour: max 12 people.');
    expect(limits.answerFor('¿Cuántas personas van?', two)).toBeUndefined();
    expect(limits.answerFor('¿Cuánto cuesta?', topic('Maximum 8 students.'))).toBeUndefined();
  });
});
