import { type Analysis, type Reading, spanishLexicon } from '@/server/language/spanish';
import { isFixableWord, knownAccentVariants } from './accents';
import { type Edit, replaceToken } from './edit';

/** The endings of one verb form in the three classes (-ar, -er, -ir), with the form they end. */
const CLASS_ENDINGS: readonly { form: NonNullable<Reading['verbForm']>; endings: readonly string[] }[] = [
  { form: 'infinitive', endings: ['ar', 'er', 'ir'] },
  { form: 'gerund', endings: ['ando', 'iendo'] },
  { form: 'participle', endings: ['ado', 'ido'] },
];

/** The known forms of the same kind a non-word becomes with another class's ending ("comir" → "comer"). */
function otherClassForms(word: string): string[] {
  const lexicon = spanishLexicon();
  const found = new Set<string>();
  for (const { form, endings } of CLASS_ENDINGS) {
    const ending = endings.find((candidate) => word.endsWith(candidate));
    if (!ending) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length < 2) continue;
    for (const other of endings) {
      if (other === ending) continue;
      const spelled = stem + other;
      const readings = lexicon.readingsOf(spelled);
      if (readings.some((reading) => reading.pos === 'verb' && reading.verbForm === form)) found.add(spelled);
    }
  }
  return [...found];
}

/**
 * A verb given another class's ending: "comir" → "comer", "vivar" → "vivir", "escribando" → "escribiendo",
 * "aprendado" → "aprendido". Only a word the lexicon does not know (and no accent makes known), of the ending of an
 * infinitive, gerund or participle, whose one spelling with another class's ending is that form of a known verb.
 */
export function verbClass(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  sentence.tokens.forEach((token, index) => {
    if (token.readings.length > 0 || !isFixableWord(sentence, index) || /^\p{Lu}/u.test(token.text)) return;
    const written = token.text.toLowerCase();
    if (knownAccentVariants(written).length > 0) return;
    const forms = otherClassForms(written);
    if (forms.length !== 1) return;
    const [form] = forms as [string];
    edits.push(replaceToken(token, form, 'verb-forms', `'${written}' is not a Spanish word: the verb is '${form}'.`));
  });
  return edits;
}
