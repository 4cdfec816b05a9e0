import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { buildKnownTranslations } from './known-translations';

const contentDir = defaultContentDir(new URL('../../app.ts', import.meta.url).href);
const known = buildKnownTranslations({
  topics: loadTopicCatalogue(contentDir),
  tutor: loadTutorContent(),
  lessons: loadCatalogue(contentDir),
});
const translate = (text: string) => known.lookup(text, 'es');

describe('the rule layer before machine translation', () => {
  it('turns the gustar family round: the person who likes is the English subject', () => {
    const cases: [string, string][] = [
      ['Me gustan los perros.', 'I like dogs.'],
      ['No me gusta el café.', "I don't like coffee."],
      ['Me encanta bailar.', 'I love to dance.'],
      ['A mi hermano le gustan los gatos.', 'My brother likes cats.'],
      ['A mi hermana no le gusta cocinar.', "My sister doesn't like to cook."],
      ['¿Te gusta el café?', 'Do you like coffee?'],
      ['Nos gustó la película.', 'We liked the film.'],
      ['Me interesa la historia.', 'I am interested in history.'],
      ['Me duele la cabeza.', 'My head hurts.'],
      ['Me duelen los pies.', 'My feet hurt.'],
    ];
    for (const [spanish, english] of cases) expect(translate(spanish), spanish).toBe(english);
  });

  it('reads "se me…" as something that happened to me, and common idioms as a whole', () => {
    const cases: [string, string][] = [
      ['Se me olvidó llamar.', 'I forgot to call.'],
      ['Se me olvidó el libro.', 'I forgot the book.'],
      ['Se me cayó el vaso.', 'I dropped the glass.'],
      ['Echo de menos a mi familia.', 'I miss my family.'],
      ['Me estás tomando el pelo.', "You're pulling my leg."],
      ['Tengo ganas de bailar.', 'I really want to dance.'],
      ['Tenemos hambre.', 'We are hungry.'],
      ['No tengo sueño.', 'I am not sleepy.'],
      ['Te diste cuenta.', 'You realized.'],
    ];
    for (const [spanish, english] of cases) expect(translate(spanish), spanish).toBe(english);
  });

  it('gives nothing when a word or the shape is not one it knows, so the next translator is asked', () => {
    for (const text of [
      'Me gustan los ornitorrincos.',
      'Le gusta el café.',
      'Me gusta el café, pero no el té.',
      'Me gustan los perros porque son leales y divertidos.',
      'Echo de menos a la gente que conocí en el viaje.',
    ])
      expect(translate(text), text).toBeUndefined();
  });
});
