import { typedTextView } from './typed-text';

export const conjugationView = typedTextView<'conjugation'>(
  'Conjugation',
  () => 'Type the verb in the correct form, accents included.',
);
