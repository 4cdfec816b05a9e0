import { typedTextView } from './typed-text';

export const fillBlankView = typedTextView<'fill_blank'>(
  'Fill in the blank',
  () => 'Type the missing word that fills the blank.',
);
