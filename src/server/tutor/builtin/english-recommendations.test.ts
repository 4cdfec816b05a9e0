import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createEnglishRecommendations } from './english-recommendations';

const english: Record<string, string[]> = { restaurante: ['restaurant'], excursión: ['trip', 'excursion'] };
const englishWords = new Set(['tour', 'old', 'town', 'english', 'sunday', 'restaurant']);
const recommendations = createEnglishRecommendations(
  loadPartnerKnowledge().scenes.topicText.recommends,
  (lemma) => english[lemma] ?? [],
  (word) => englishWords.has(word),
);
const topic = (prompt: string) => ({ title: 'A visit', description: '', prompt });

describe("an English topic's recommendation, said by the names it gives", () => {
  it('says the thing asked of a name or a time with the learner’s own noun, or the names alone', () => {
    const tours = topic('You are Diego, a guide. You recommend the Teotihuacán tour to first-time visitors.');
    expect(recommendations.answerFor('¿Qué tour me recomienda?', tours)).toBe('Te recomiendo el tour de Teotihuacán.');
    expect(recommendations.answerFor('¿Qué me recomienda?', tours)).toBe('Te recomiendo Teotihuacán.');
    const farm = topic('Tours at 9:00 and 14:00. Your recommendation: take the 9:00 tour, because it rains later.');
    expect(recommendations.answerFor('¿Cuál tour es mejor?', farm)).toBe('Te recomiendo el tour de las 9:00.');
    const hostel = topic('Your recommendation: watch the sunset from the Mirador de San Nicolás, a 5-minute walk.');
    expect(recommendations.answerFor('¿Qué me recomiendas?', hostel)).toBe('Te recomiendo el Mirador de San Nicolás.');
  });

  it('says nothing of English names, of a recommendation naming nothing, or of another thing than asked', () => {
    expect(
      recommendations.answerFor('¿Qué me recomiendas?', topic('Your recommendation: the Old Town on Sunday.')),
    ).toBeUndefined();
    expect(
      recommendations.answerFor('¿Qué me recomiendas?', topic('Recommend bringing a warm jacket.')),
    ).toBeUndefined();
    const hostel = topic('Your recommendation: watch the sunset from the Mirador de San Nicolás.');
    expect(recommendations.answerFor('¿Qué restaurante me recomiendas?', hostel)).toBeUndefined();
    // a question of no recommendation, and a Spanish topic, whose own sentences answer elsewhere
    expect(recommendations.answerFor('¿Dónde está el Mirador?', hostel)).toBeUndefined();
    expect(
      recommendations.answerFor('¿Qué me recomiendas?', topic('Recomiendas el Mirador de San Nicolás a todos.')),
    ).toBeUndefined();
  });
});
