import { describe, expect, it } from 'vitest';
import { withListsAsSentences } from './topic-lists';

describe('a topic written as a list, read as sentences', () => {
  it('leaves out each line’s bullet and ends a line with no full stop of its own', () => {
    const topic = {
      title: 'Vet',
      description: '',
      prompt: 'Eres recepcionista.\n• Horario: de 8 a 20 h\n- Consulta: $1.200.',
    };
    expect(withListsAsSentences(topic).prompt).toBe('Eres recepcionista.\nHorario: de 8 a 20 h.\nConsulta: $1.200.');
  });

  it('returns a topic with no list, or a default topic, as it is', () => {
    const plain = { title: 'Vet', description: '', prompt: 'Eres recepcionista. La consulta cuesta 20 euros.' };
    expect(withListsAsSentences(plain)).toBe(plain);
    const byDefault = { ...plain, prompt: '- a', defaultTopicId: 'at-the-cafe' };
    expect(withListsAsSentences(byDefault)).toBe(byDefault);
  });
});
