import { typedTextView } from './typed-text';

export const translationView = typedTextView<'translation'>('Translation', (exercise) =>
  exercise.answerLanguage === 'es' ? 'Type the translation in Spanish.' : 'Type the translation in English.',
);
