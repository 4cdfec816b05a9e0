import type {
  CompleteLessonResponse,
  Exercise,
  LessonDetail,
  LessonSummary,
  LessonsOverview,
  LevelOverview,
} from '@/contract/lessons';

/** Contract-shaped server answers for the lesson screens' tests. */
export function lessonSummary(overrides: Partial<LessonSummary> = {}): LessonSummary {
  return {
    id: 'greetings',
    title: 'Saludos',
    description: 'Say hello and introduce yourself.',
    level: 'beginner',
    type: 'phrases',
    order: 1,
    experiencePoints: 10,
    progress: { completed: false, score: null },
    locked: false,
    ...overrides,
  };
}

export function levelOverview(overrides: Partial<LevelOverview> = {}): LevelOverview {
  return {
    level: 'beginner',
    locked: false,
    previousLevel: null,
    totalLessons: 0,
    completedLessons: 0,
    totalXp: 0,
    percentComplete: 0,
    ...overrides,
  };
}

export function lessonsOverview(overrides: Partial<LessonsOverview> = {}): LessonsOverview {
  return {
    lessons: [],
    levels: [
      levelOverview(),
      levelOverview({ level: 'intermediate', locked: true, previousLevel: 'beginner' }),
      levelOverview({ level: 'advanced', locked: true, previousLevel: 'intermediate' }),
    ],
    summary: {
      xpPoints: 0,
      currentLevel: 'beginner',
      streak: 0,
      lessonsCompleted: 0,
      totalLessons: 0,
      overallPercent: 0,
    },
    ...overrides,
  };
}

/** One exercise of every type, in the order a walk-through meets them. */
export const ALL_EXERCISE_TYPES: Exercise[] = [
  {
    type: 'multiple_choice',
    question: 'It is 9 a.m. How do you greet your neighbor?',
    options: ['Buenas noches', 'Buenos días', 'Hasta luego'],
    optionsLanguage: 'es',
    correct: 1,
    hint: 'Think of the greeting used in the morning.',
    audio_text: 'Buenos días',
  },
  {
    type: 'translation',
    question: 'Translate into Spanish: "Nice to meet you"',
    answer: 'Mucho gusto',
    acceptedAnswers: ['Encantado'],
    answerLanguage: 'es',
    hint: 'Two words: "a lot" + "pleasure".',
    audio_text: 'Mucho gusto',
  },
  {
    type: 'conjugation',
    question: 'Complete with the informal form of estar: ¿Cómo ___ (tú)?',
    answer: 'estás',
    hint: 'It carries a written accent.',
    audio_text: '¿Cómo estás?',
  },
  {
    type: 'fill_blank',
    question: 'Fill in the blank: "Hola, me ___ Tom."',
    answer: 'llamo',
    hint: 'Literally "I call myself".',
    audio_text: 'Hola, me llamo Tom.',
  },
  {
    type: 'pronunciation',
    question: 'Say aloud: "Buenas tardes"',
    answer: 'Buenas tardes',
    hint: 'The stress falls on "tar".',
    audio_text: 'Buenas tardes',
  },
];

export function lessonDetail(overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    ...lessonSummary(),
    content: {
      sections: [
        {
          type: 'vocabulary',
          title: 'Words for meeting people',
          content: [
            { spanish: 'el nombre', english: 'the name', pronunciation: 'el NOHM-breh' },
            { spanish: 'uno', english: 'one', number: 1 },
          ],
        },
        {
          type: 'grammar',
          title: 'Tú and usted',
          content: [
            {
              explanation: 'Use "tú" with friends and "usted" with strangers.',
              conjugations: [
                { pronoun: 'tú', form: 'estás', english: 'you are (informal)' },
                { pronoun: 'usted', form: 'está', english: 'you are (formal)' },
              ],
              examples: [{ spanish: '¿Cómo estás?', english: 'How are you?' }],
            },
          ],
        },
        {
          type: 'conversation',
          title: 'Meeting a classmate',
          content: [
            {
              speaker: 'Ana',
              spanish: '¡Hola! Me llamo Ana.',
              english: 'Hi! My name is Ana.',
              context: 'First day of class.',
            },
            { speaker: 'Tom', spanish: 'Mucho gusto, Ana.', english: 'Nice to meet you, Ana.' },
          ],
        },
        {
          type: 'phrases',
          title: 'Saying goodbye',
          content: [{ spanish: 'Hasta luego', english: 'See you later', note: 'When you expect to meet again soon.' }],
        },
      ],
      exercises: ALL_EXERCISE_TYPES,
    },
    nextLessonId: 'numbers',
    variety: 'latam',
    ...overrides,
  };
}

export function completeLessonResponse(overrides: Partial<CompleteLessonResponse> = {}): CompleteLessonResponse {
  return {
    experienceGained: 10,
    nextLessonId: 'numbers',
    completed: true,
    bestScore: 60,
    xpPoints: 50,
    currentLevel: 'beginner',
    streak: 4,
    ...overrides,
  };
}
