import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { contentDir } from '@/server/tutor/builtin/testing/tutor-test-kit';
import { englishOfferProblems, glossProblems, type Gloss } from './gloss-check';

describe('gloss checks', () => {
  it('catch a verb glossed as a noun, a noun as a verb, and a one-word verb offered as a noun phrase', () => {
    expect(glossProblems([{ where: 'a', es: 'pagar', en: 'the pay' }])).toHaveLength(1);
    expect(glossProblems([{ where: 'b', es: 'el sueldo', en: 'to pay' }])).toHaveLength(1);
    expect(glossProblems([{ where: 'c', es: 'subir / bajar', en: 'to rise / to fall' }])).toEqual([]);
    expect(
      glossProblems([
        { where: 'd', es: 'el lugar', en: 'the place' },
        { where: 'e', es: 'lugar', en: 'place' },
      ]),
    ).toEqual([]);
    const offers = [
      { where: 'x', en: 'to pay', es: 'pagar' },
      { where: 'y', en: 'pay', es: 'el sueldo' },
      { where: 'z', en: 'to go', es: 'para llevar' },
    ];
    expect(englishOfferProblems(offers)).toHaveLength(2);
  });

  it('find no such pair in the shipped lexicon, lesson vocabulary and topic keywords', () => {
    const { lexicon } = loadTutorContent();
    const glosses: Gloss[] = lexicon.spanish.map((entry, index) => ({ where: `lexicon.spanish.${index}`, ...entry }));
    for (const lesson of loadCatalogue(contentDir).lessons) {
      lesson.sections.forEach((section, s) => {
        if (section.type !== 'vocabulary') return;
        section.content.forEach((item, i) =>
          glosses.push({ where: `${lesson.id} sections.${s}.content.${i}`, es: item.spanish, en: item.english }),
        );
      });
    }
    for (const topic of loadTopicCatalogue(contentDir).topics) {
      topic.plan.keywords.forEach((keyword, k) =>
        glosses.push({ where: `topics/${topic.id} keywords.${k}`, es: keyword.es, en: keyword.en }),
      );
    }
    expect(glosses.length).toBeGreaterThan(1000);
    expect(glossProblems(glosses)).toEqual([]);
    const offers = lexicon.englishPhrases.map((offer, index) => ({
      where: `lexicon.englishPhrases.${index}`,
      ...offer,
    }));
    expect(englishOfferProblems(offers)).toEqual([]);
  });
});
