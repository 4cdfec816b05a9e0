import type { Difficulty } from '@/contract/conversation';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { detectMood } from '@/server/tutor/builtin/testing/evaluation/probe-mood';
import {
  neverNoLoSe,
  noSentenceRepeated,
  type ConversationProbe,
  type ProbeCheck,
  type ProbeRun,
} from './conversation-probes';

/**
 * Probes over learner-written topics (docs: src/server/tutor/builtin/README.md, "custom topics"): English, Spanish,
 * first-person and long titles at every difficulty. They check the Spanish the partner builds around the title, and
 * that its reactions fit the learner's mood.
 */

const topic = (title: string): TutorTopic => ({
  title,
  description: 'Learner-written topic',
  prompt: 'Chat with me about it.',
});

const partnerTexts = (run: ProbeRun) => [run.opening.text, ...run.turns.map((turn) => turn.reply.text)];

/** Every reply is Spanish built around the topic, never around its raw title. */
const titleNeverPasted = (title: string): ProbeCheck => ({
  name: 'no raw title, no «», no English inside Spanish',
  verify: (run) => {
    // A title word Spanish does not share ("Cooking", "Japan") must not appear; "Mi" titles must not appear as "mi".
    const titleWords = title
      .split(/\s+/)
      .filter((word) => word.length >= 4)
      .map((word) => word.toLowerCase());
    for (const text of partnerTexts(run)) {
      if (/[«»]/.test(text)) return `quotes in «${text}»`;
      if (text.includes(title) && /^(mi|mis|my) /i.test(title)) return `first-person title in «${text}»`;
      // English words inside the Spanish reply (the English fallback quotes the learner's own words, so skip it).
      if (text.startsWith('En español') || text.startsWith('Así se dice')) continue;
      const english = titleWords.find((word) => /^[a-z]+$/.test(word) && new RegExp(`\\b${word}\\b`, 'i').test(text));
      if (english && !/[áéíóúñ]/.test(title) && /\b(the|my|at|in|of|and)\b/i.test(title))
        return `English «${english}» in «${text}»`;
    }
    return null;
  },
});

const DISAGREEMENTS: readonly [RegExp, string][] = [
  [/(^|\s)de el\s/i, '"de el" is "del"'],
  [/(^|\s)a el\s/i, '"a el" is "al"'],
  [/\bte gusta (los|las)\b/i, '"te gusta" with a plural'],
  [/¿(los|las) [\p{L} ]+ es\b/iu, 'plural subject with "es"'],
  [/\b(mi|mis) (mascota|familia|país|ciudad|trabajo|perro|casa)\b.*\?/i, 'the learner\'s "mi" in a question to them'],
];

/** The partner's Spanish agrees: contractions made, no plural with a singular verb, "tu" for the learner's things. */
const questionsAgree: ProbeCheck = {
  name: 'questions agree',
  verify: (run) => {
    for (const text of partnerTexts(run)) {
      for (const [pattern, why] of DISAGREEMENTS) if (pattern.test(text)) return `${why}: «${text}»`;
    }
    return null;
  },
};

const namesTopic = (expected: string): ProbeCheck => ({
  name: `opening names the topic as «${expected}»`,
  verify: ({ opening }) => (opening.text.includes(expected) ? null : `opening was «${opening.text}»`),
});

const UNFITTING: Record<'badNews' | 'opinion', RegExp> = {
  badNews: /tiene mucho sentido|qu[eé] bien|muy bien|me alegra|qu[eé] interesante|genial|me gusta c[oó]mo/i,
  opinion: /no saberlo todo|no te preocupes|no pasa nada|no hay problema/i,
};

/** Bad news never gets "tiene mucho sentido" or praise; a stated opinion never gets "it's fine not to know". */
const reactionsFitMood: ProbeCheck = {
  name: 'reactions fit the mood',
  verify: ({ turns }) => {
    for (const turn of turns) {
      const mood = detectMood(turn.learner);
      if (mood !== 'badNews' && mood !== 'opinion') continue;
      if (UNFITTING[mood].test(turn.reply.text)) return `${mood} «${turn.learner}» got «${turn.reply.text}»`;
    }
    return null;
  },
};

const beginnerBudget: ProbeCheck = {
  name: 'beginner replies under 25 words',
  verify: ({ opening, turns }) => {
    const long = [opening, ...turns.map((turn) => turn.reply)].find((reply) => reply.text.split(/\s+/).length >= 25);
    return long ? `«${long.text}»` : null;
  },
};

function probe(
  id: string,
  title: string,
  difficulty: Difficulty,
  learner: readonly string[],
  expectedName: string,
): ConversationProbe {
  const checks: ProbeCheck[] = [
    titleNeverPasted(title),
    questionsAgree,
    namesTopic(expectedName),
    neverNoLoSe,
    noSentenceRepeated,
    reactionsFitMood,
  ];
  if (difficulty === 'beginner') checks.push(beginnerBudget);
  return { id, topic: topic(title), difficulty, learner, checks };
}

const CHOSEN = 'el tema que propones';

export const CUSTOM_TOPIC_PROBES: readonly ConversationProbe[] = [
  probe(
    'cooking-beginner',
    'Cooking at home',
    'beginner',
    ['Sí, me gusta cocinar.', 'Cocino pasta y arroz.', 'Con mi familia.', 'No sé.'],
    'cocinar en casa',
  ),
  probe(
    'cooking-advanced',
    'Cooking at home',
    'advanced',
    ['Creo que cocinar en casa es más sano.', 'Mi abuela me enseñó a cocinar.', '¿Y tú cocinas?'],
    'cocinar en casa',
  ),
  probe(
    'pet-intermediate',
    'Mi mascota',
    'intermediate',
    ['Mi perro anterior murió el año pasado.', 'Ahora tengo una gata.', 'Creo que los gatos son más independientes.'],
    'tu mascota',
  ),
  probe(
    'pet-beginner-english',
    'My pet',
    'beginner',
    ['Tengo un perro.', 'Se llama Max.', 'Es muy bonito.'],
    'tu mascota',
  ),
  probe(
    'elections-advanced',
    'Las elecciones en mi país',
    'advanced',
    [
      'No estoy seguro de que las encuestas sean fiables.',
      'Pienso que la gente vota por miedo.',
      'Me preocupa la política.',
    ],
    'las elecciones en tu país',
  ),
  probe(
    'elections-intermediate',
    'Las elecciones en mi país',
    'intermediate',
    ['Hay elecciones cada cuatro años.', 'Voto siempre.', 'No me gusta la política.'],
    'las elecciones en tu país',
  ),
  probe(
    'city-life-beginner',
    'Life in the city',
    'beginner',
    ['Vivo en Londres.', 'Me gusta mucho.', 'Hay mucho ruido.'],
    'la vida en la ciudad',
  ),
  probe(
    'music-intermediate',
    'Music',
    'intermediate',
    ['Escucho música todos los días.', 'Me encanta el rock.', 'Toco la guitarra.'],
    'la música',
  ),
  probe(
    'cinema-advanced',
    'El cine',
    'advanced',
    ['Creo que el cine europeo es más interesante.', 'Voy al cine una vez al mes.'],
    'el cine',
  ),
  probe(
    'japan-intermediate',
    'Travelling in Japan',
    'intermediate',
    ['Fui a Japón el año pasado.', 'Me encantó Tokio.', 'La comida es increíble.'],
    CHOSEN,
  ),
  probe(
    'films-beginner',
    'My favourite films',
    'beginner',
    ['Me gustan las películas de acción.', 'Veo películas los sábados.'],
    CHOSEN,
  ),
  probe(
    'long-title-beginner',
    'My favourite recipes from my grandmother in the north of Spain',
    'beginner',
    ['Mi abuela cocina muy bien.', 'Me gusta la sopa.', 'No sé.'],
    CHOSEN,
  ),
  probe(
    'family-advanced',
    'Mi familia',
    'advanced',
    ['Mi madre está enferma.', 'Pienso que la familia es lo más importante.'],
    'tu familia',
  ),
  probe('football-beginner', 'Football', 'beginner', ['Juego al fútbol.', 'Me gusta mucho.'], 'fútbol'),
  probe(
    'work-intermediate',
    'Mi trabajo',
    'intermediate',
    ['Me despidieron la semana pasada.', 'Estoy buscando otro trabajo.'],
    'tu trabajo',
  ),
];
