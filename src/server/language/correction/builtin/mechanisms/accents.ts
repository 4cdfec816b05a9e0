import { foldAccents } from '@/domain/spanish-text';
import { type AnalysedToken, type Analysis, spanishFrequencyRank, spanishLexicon } from '@/server/language/spanish';
import { madeUpVerbForm } from '@/server/language/correction/builtin/made-up-verb-forms';
import { isMendedVerbForm } from '@/server/language/correction/builtin/conjugation';
import { type Edit, replaceToken } from './edit';
import { isSpanishAfterAll } from './known-words';
import { isEnglishWord } from './language';

const ACCENTED: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/**
 * The spellings a learner may have meant by a word typed without (or with a wrong) accent or tilde: the word with
 * its accents taken off, then with one written accent and/or one "ñ" for an "n" ("pequeno", "compania").
 */
export function accentVariants(word: string): string[] {
  const bare = foldAccents(word).replace(/ü/g, 'u');
  const withTilde = [bare];
  for (let index = 0; index < bare.length; index++) {
    if (bare[index] === 'n') withTilde.push(bare.slice(0, index) + 'ñ' + bare.slice(index + 1));
  }
  const variants = new Set<string>();
  for (const base of withTilde) {
    variants.add(base);
    for (let index = 0; index < base.length; index++) {
      const accented = ACCENTED[base[index]!];
      if (accented) variants.add(base.slice(0, index) + accented + base.slice(index + 1));
      if (base[index] === 'u' && /^g[ei]/.test(base.slice(index - 1, index) + base.slice(index + 1, index + 2)))
        variants.add(base.slice(0, index) + 'ü' + base.slice(index + 1));
    }
  }
  variants.delete(word);
  return [...variants];
}

/** A word no rule may touch: a name inside a sentence, an acronym, anything but letters. */
export function isFixableWord(sentence: Analysis, index: number, diminutives = true): boolean {
  const token = sentence.tokens[index]!;
  if (token.kind !== 'word' || !/^\p{L}+$/u.test(token.text)) return false;
  // longer than any Spanish word by more than one letter: no edit reaches a word, and the search for one grows
  // with the square of the length (a 1,000-letter "word" took seconds)
  if (token.text.length > spanishLexicon().longestFormLength + 1) return false;
  // a placeholder of a template ("{name}") or a word in quotes is not the learner's Spanish
  const before = sentence.text.slice(0, token.start).trimEnd().at(-1);
  const after = sentence.text.slice(token.end).trimStart().at(0);
  if (before === '{' || after === '}' || (before === '"' && after === '"')) return false;
  // alternatives the learner wrote out ("el/la", "aficionado/a")
  if (before === '/' || after === '/' || after === '(') return false;
  if (isEnglishWord(token.text)) return false;
  if (token.readings.length === 0 && isSpanishAfterAll(token.text, diminutives)) return false;
  if (token.text.length > 1 && token.text === token.text.toUpperCase()) return false;
  if (/^\p{Lu}/u.test(token.text)) {
    // capitalised where no sentence starts: a name
    const previous = sentence.tokens
      .slice(0, index)
      .findLast((other) => other.kind !== 'punctuation' || /[.!?¿¡…]/.test(other.text));
    if (previous && previous.kind === 'word') return false;
  }
  return true;
}

/** The known words among a word's accent variants (lower case). */
export function knownAccentVariants(word: string): string[] {
  const lexicon = spanishLexicon();
  return accentVariants(word.toLowerCase()).filter((variant) =>
    lexicon.readingsOf(variant).some((reading) => reading.pos !== 'proper-noun'),
  );
}

/**
 * Accents from the lexicon: a word the lexicon does not know whose only known spelling with accents and tildes
 * is one word ("pais" → "país", "pequeno" → "pequeño", "felíz" → "feliz"). When the lexicon has several ("publico":
 * público, publicó) the word is left alone.
 */
export function lexiconAccents(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  sentence.tokens.forEach((token: AnalysedToken, index) => {
    // "credito" is "crédito", not a diminutive of "credo": a known word with its accent comes first
    if (token.readings.length > 0 || !isFixableWord(sentence, index, false)) return;
    // "tení" is a verb built by rule (rules/verb-forms.ts knows it), not "teñí" without its tilde
    if (madeUpVerbForm(token.text)) return;
    // "caíste" is right, though the lexicon spells it "caiste" (content/corrector/verb-form-fixes.json)
    if (isMendedVerbForm(token.text)) return;
    const known = knownAccentVariants(token.text);
    if (known.length !== 1) return;
    const [word] = known as [string];
    // "sus concerto" is no "concertó": after a determiner only a noun or adjective goes
    if (afterDeterminer(sentence, index) && onlyAVerb(word)) return;
    // a capitalised word the lexicon lacks may be a name ("Nora" is not "ñora"): only a common word is offered
    if (/^\p{Lu}/u.test(token.text) && spanishFrequencyRank(word) === undefined) return;
    edits.push(replaceToken(token, word, 'accents', accentNote(token.text.toLowerCase(), word)));
  });
  return edits;
}

function afterDeterminer(sentence: Analysis, index: number): boolean {
  const before = sentence.tokens[index - 1];
  return (
    before !== undefined &&
    before.readings.length > 0 &&
    before.readings.every((reading) => reading.pos === 'determiner')
  );
}

function onlyAVerb(word: string): boolean {
  return spanishLexicon()
    .readingsOf(word)
    .every((reading) => reading.pos === 'verb');
}

/** The explanation, in the words the ordered accent rule uses. */
function accentNote(written: string, word: string): string {
  const addsN = !written.includes('ñ') && word.includes('ñ');
  const addsAccent = /[áéíóú]/.test(word);
  if (word.includes('ü') && !written.includes('ü')) return `'${word}' is written with 'ü'.`;
  if (addsN && addsAccent) return `'${word}' is written with 'ñ' and an accent.`;
  if (addsN) return `'${word}' is written with 'ñ'.`;
  if (addsAccent) return `'${word}' has a written accent.`;
  return `'${word}' has no written accent.`;
}
