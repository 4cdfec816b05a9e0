import { describe, expect, it } from 'vitest';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { pastTenseWords } from './past-tense';
import { phrasesInRegister, tuWordsIn } from './register';
import { slotsAnsweredIn } from './answered-slots';
import { contentDir } from './testing/tutor-test-kit';

const topics = loadTopicCatalogue(contentDir).topics;
const content = loadTutorContent();

function spanishLines(value: unknown, where: string, out: { where: string; es: string }[]): void {
  if (Array.isArray(value)) value.forEach((item, index) => spanishLines(item, `${where}.${index}`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'es' && typeof child === 'string') out.push({ where, es: child });
      else if (key !== 'triggers') spanishLines(child, `${where}.${key}`, out);
    }
  }
}

describe('the register of each default topic', () => {
  it('is declared, with the doctor (lesson intermediate/06) and the job interview in usted', () => {
    const registers = Object.fromEntries(topics.map((topic) => [topic.id, topic.register]));
    expect(registers['at-the-doctor']).toBe('usted');
    expect(registers['job-interview']).toBe('usted');
    expect(registers['at-the-cafe']).toBe('tú');
  });

  it('is kept by every line of an usted topic and every shared phrase it uses', () => {
    const lines: { where: string; es: string }[] = [];
    for (const topic of topics.filter((candidate) => candidate.register === 'usted'))
      spanishLines(
        {
          opening: topic.plan.opening,
          questions: topic.plan.questions,
          keywords: topic.plan.keywords.map((keyword) => keyword.reply),
          closing: topic.plan.closing,
          answers: topic.plan.answers,
        },
        topic.id,
        lines,
      );
    spanishLines(phrasesInRegister(content.phrases, 'usted'), 'phrases(usted)', lines);
    // The persona's answers are said in every topic, so they address no one.
    spanishLines(
      content.persona.facts.map((fact) => fact.answer),
      'persona',
      lines,
    );
    // The partner's own answers ("Me llamo Lucía") are about her, not addressed to the learner: only questions count.
    const offending = lines
      .filter(({ where, es }) => !/\.answer$/.test(where) || es.includes('?'))
      .map(({ where, es }) => ({ where, es, tu: tuWordsIn(es) }))
      .filter(({ tu }) => tu.length > 0)
      .map(({ where, es, tu }) => `${where}: ${es} [${tu.join(', ')}]`);
    expect(offending).toEqual([]);
  });

  it('finds tú in the lines that use it', () => {
    expect(tuWordsIn('¿Cómo te llamas?')).toEqual(['te']);
    expect(tuWordsIn('Encantada de conocerte.')).toEqual(['conocerte']);
    expect(tuWordsIn('¿Cómo se llama usted?')).toEqual([]);
    // a verb the core reads only as tú, whatever the verb
    expect(tuWordsIn('¿Qué opinas de eso?')).toEqual(['opinas']);
    expect(tuWordsIn('¿Qué opina de eso?')).toEqual([]);
  });
});

describe('beginner plans', () => {
  it('only ask present-tense questions', () => {
    const offending = topics.flatMap((topic) =>
      topic.plan.questions.beginner.flatMap((question, index) =>
        [question.es, question.simpler.es]
          .map((line) => ({ line, past: pastTenseWords(line) }))
          .filter(({ past }) => past.length > 0)
          .map(({ line, past }) => `${topic.id} beginner ${index}: ${line} [${past.join(', ')}]`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('flags preterite, imperfect and perfect forms, not present ones', () => {
    expect(pastTenseWords('¿Jugabas con tus hermanos?')).toEqual(['jugabas']);
    expect(pastTenseWords('¿Qué te enseñaron tus padres?')).toEqual(['enseñaron']);
    expect(pastTenseWords('¿Hiciste una fiesta?')).toEqual(['hiciste']);
    expect(pastTenseWords('¿Has estado en México?')).toEqual(['has estado']);
    expect(pastTenseWords('¿Cuándo llegó tu mascota?')).toEqual(['llegó']);
    expect(pastTenseWords('¿Qué desayunas? ¿Estás triste?')).toEqual([]);
  });
});

describe('question slots', () => {
  it('are given for every question of every default topic', () => {
    const missing = topics.flatMap((topic) =>
      (['beginner', 'intermediate', 'advanced'] as const).flatMap((difficulty) =>
        topic.plan.questions[difficulty]
          .filter((question) => !question.slot)
          .map((question) => `${topic.id}: ${question.es}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('are read from simple cues in what the learner says', () => {
    expect(slotsAnsweredIn('Voy al trabajo en autobús')).toContain('transport');
    expect(slotsAnsweredIn('Juego al fútbol dos veces por semana')).toContain('frequency');
    expect(slotsAnsweredIn('Me levanto a las siete')).toContain('wake-time');
    expect(slotsAnsweredIn('Estudio español porque mi novia es de Chile')).toContain('reason-for-learning');
    expect(slotsAnsweredIn('Un café con leche, por favor')).toContain('milk');
    expect(slotsAnsweredIn('La cuenta, por favor')).toEqual(
      expect.arrayContaining(['bill', 'dessert', 'anything-else']),
    );
    expect(slotsAnsweredIn('Yo tengo cinco años de experiencia como ingeniero')).toContain('experiencia-tipo-trabajo');
    expect(slotsAnsweredIn('Puedo empezar a trabajar el próximo mes')).toContain('podria-empezar-trabajar');
    expect(slotsAnsweredIn('Quiero un café con leche y un pan dulce por favor')).toEqual(
      expect.arrayContaining(['drink-order', 'milk', 'food-order', 'hunger', 'pan-dulce']),
    );
    expect(slotsAnsweredIn('Me gusta el café')).toEqual([]);
    expect(slotsAnsweredIn('Quiero ganar experiencia')).toEqual([]);
    expect(slotsAnsweredIn('Quiero aprender a hacer pan')).toEqual([]);
    expect(slotsAnsweredIn('Mi película favorita es Titanic porque es muy romántica')).toEqual(
      expect.arrayContaining(['pelicula-favorita', 'peliculas-gustan']),
    );
    expect(slotsAnsweredIn('Me gustan mucho los libros de misterio')).toContain('leer');
    expect(slotsAnsweredIn('Ahora estoy leyendo un libro muy interesante')).toEqual(
      expect.arrayContaining(['leer', 'libro-lees-ahora']),
    );
    expect(slotsAnsweredIn('La música que yo escucho más es el rock')).toContain('musica-escuchas');
    expect(slotsAnsweredIn('En mi tiempo libre me gusta cocinar y leer')).toEqual(
      expect.arrayContaining(['hobbies', 'normalmente-tiempo-libre', 'cocinar', 'leer']),
    );
    expect(slotsAnsweredIn('Me gusta el cine')).not.toContain('hobbies');
    expect(slotsAnsweredIn('Quiero dos kilos de manzanas rojas')).toContain('manzanas-rojas-verdes');
    expect(slotsAnsweredIn('Es todo, ¿cuánto es?')).toContain('anything-else');
    expect(slotsAnsweredIn('Yo prefiero ir a pie porque me gusta caminar')).toContain('caminar-ciudad');
    expect(slotsAnsweredIn('Hola, yo quiero ir al museo de arte')).toEqual(
      expect.arrayContaining(['adonde-hoy', 'visitar-museo-mercado']),
    );
    // A dislike answers "¿Te gusta leer?" too.
    expect(slotsAnsweredIn('No me gustan los libros')).toContain('leer');
    expect(slotsAnsweredIn('Compré un libro para mi madre')).not.toContain('leer');
  });

  it('include likes the learner has already stated, so the partner does not ask them again', () => {
    expect(slotsAnsweredIn('Hola, me llamo Ana y me gusta mucho leer libros.')).toContain('leer');
    expect(slotsAnsweredIn('También me gusta cocinar comida italiana.')).toContain('cocinar');
    expect(slotsAnsweredIn('Los fines de semana juego al tenis con mi hermano.')).toEqual(
      expect.arrayContaining(['deporte', 'favourite-sport']),
    );
    expect(slotsAnsweredIn('En mi tiempo libre me gusta mucho jugar fútbol y leer libros.')).toEqual(
      expect.arrayContaining(['leer', 'deporte', 'favourite-sport']),
    );
    expect(slotsAnsweredIn('Me gusta la música y bailar.')).toEqual(expect.arrayContaining(['musica', 'bailar']));
    expect(slotsAnsweredIn('Quiero aprender a tocar la guitarra.')).toContain('tocas-instrumento');
    expect(slotsAnsweredIn('Veo muchas películas con mi novio.')).toContain('ves-muchas-peliculas');
    // Other people's likes, and other verbs, answer nothing.
    expect(slotsAnsweredIn('A mi madre le gusta leer.')).toEqual([]);
    expect(slotsAnsweredIn('Leer es difícil en español.')).toEqual([]);
  });
});
