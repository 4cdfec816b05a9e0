import { z } from 'zod';
import { foldAccents } from '@/domain/spanish-text';
import { type AnalysedToken, type Analysis, stressedInitialA } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import articlesJson from '../../../../../../content/corrector/subject-articles.json' with { type: 'json' };
import { isFixableWord } from './accents';
import { type Edit, replaceToken } from './edit';

/** `content/corrector/subject-articles.json`: what opens a clause, and nouns said bare as a name. */
export const subjectArticlesSchema = z.object({
  about: z.string(),
  clauseOpeners: z.array(z.string().min(1)),
  bareNouns: z.array(z.string().min(1)),
});

let table: z.infer<typeof subjectArticlesSchema> | undefined;
const articles = () => (table ??= subjectArticlesSchema.parse(articlesJson));

/**
 * Where a clause opens: the start of a sentence, after a comma, a colon or a word such as "que", "porque" (not
 * "qué" asking: "¿qué hora es?", however written), or "y", "o" after a word that is no noun ("libro o película es…"
 * shares one subject).
 */
function opensClause(tokens: readonly AnalysedToken[], index: number): boolean {
  const before = tokens[index - 1];
  if (!before) return true;
  if (before.kind === 'punctuation') return /^[.!?¡¿,;:]$/.test(before.text);
  if (!articles().clauseOpeners.includes(foldAccents(before.text.toLowerCase()))) return false;
  if (before.reading?.pos === 'determiner' || before.reading?.kind === 'interrogative') return false;
  // "Que hora es?": in a question a "que" before a noun asks, with or without its accent
  if (foldAccents(before.text.toLowerCase()) === 'que' && tokens.some((token) => token.text === '?')) return false;
  // "¡Que calor hace!" exclaims: "qué calor", never "que el calor"
  if (foldAccents(before.text.toLowerCase()) === 'que' && (index < 2 || tokens[index - 2]!.text === '¡')) return false;
  if (before.reading?.pos !== 'coordinating-conjunction') return true;
  const previous = tokens[index - 2]?.reading?.pos;
  return previous !== undefined && !['noun', 'proper-noun', 'determiner', 'adjective'].includes(previous);
}

/**
 * The definite article before a bare common noun that is the subject of the verb right after it: Spanish does not
 * open a clause with a bare noun subject ("creo que gente es amable" → "que la gente es amable", "Perros ladran"
 * → "Los perros ladran"). Only a word read as a noun, never a name, whose number the verb shares in the third
 * person; a capitalised singular is left alone, as it may be a name ("Tina tiene…", "Cara es de Londres");
 * "el" before a feminine noun with a stressed a ("el agua"). Nouns used as a name ("Mamá dice…") are in the table.
 */
export function subjectArticle(sentence: Analysis): Edit[] {
  const tokens = sentence.tokens;
  const edits: Edit[] = [];
  tokens.forEach((noun, index) => {
    const reading = noun.reading;
    const verb = tokens[index + 1]?.reading;
    if (reading?.pos !== 'noun' || verb?.pos !== 'verb' || verb.verbForm !== 'finite' || verb.person !== 3) return;
    if (!opensClause(tokens, index) || !isFixableWord(sentence, index)) return;
    // a verb reading ("casa", "agua") is out of the question right before a finite verb
    if (noun.readings.some((other) => other.pos === 'proper-noun')) return;
    if (articles().bareNouns.includes(foldAccents(noun.text.toLowerCase()))) return;
    // the verb's number must be the noun's ("gente es", "vacaciones son"), in every noun reading of the word
    const nominal = noun.readings.filter((other) => other.pos === 'noun');
    const numbers = new Set(nominal.map((other) => other.number));
    if (numbers.size !== 1 || (reading.number !== verb.number && reading.number !== 'invariable')) return;
    const plural = verb.number === 'plural';
    // a capitalised singular may be someone's name ("Tina tiene…", "Galleta lloró", "Cara es de Londres")
    if (/^\p{Lu}/u.test(noun.text) && !plural) return;
    const gender = new Set(nominal.map((other) => other.gender));
    if (gender.size !== 1 || !['masculine', 'feminine'].includes(reading.gender ?? '')) return;
    const feminine = reading.gender === 'feminine';
    const article = plural ? (feminine ? 'las' : 'los') : feminine && !stressedInitialA(noun.text) ? 'la' : 'el';
    const written = `${article} ${noun.text.toLowerCase()}`;
    edits.push(
      replaceToken(
        noun,
        written,
        'articles',
        `A noun that is the subject takes its article: '${written} ${tokens[index + 1]!.text.toLowerCase()}'.`,
      ),
    );
  });
  return edits;
}
