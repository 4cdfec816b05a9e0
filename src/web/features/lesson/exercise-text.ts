import type { Exercise, ExerciseType } from '@/contract/lessons';

export const EXERCISE_TYPE_LABELS: Record<ExerciseType, string> = {
  multiple_choice: 'Multiple choice',
  translation: 'Translation',
  conjugation: 'Conjugation',
  fill_blank: 'Fill in the blank',
  pronunciation: 'Pronunciation',
};

/** The short line under each question saying how to answer it. */
export function exerciseInstruction(exercise: Exercise): string {
  switch (exercise.type) {
    case 'multiple_choice':
      return 'Choose the correct answer.';
    case 'translation':
      return exercise.answerLanguage === 'es' ? 'Type the translation in Spanish.' : 'Type the translation in English.';
    case 'conjugation':
      return 'Type the verb in the correct form, accents included.';
    case 'fill_blank':
      return 'Type the missing word that fills the blank.';
    case 'pronunciation':
      return 'Listen first, then record yourself saying the phrase aloud and play it back to compare.';
  }
}
