import type { Draft } from '@/server/language/correction/builtin/draft';
import { sentenceAt } from '@/server/language/correction/builtin/clauses';
import { OBJECT_CLITICS, PREPOSITIONS, isNumberWord } from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import {
  QUESTION_WORDS,
  queJoinsAClause,
  questionStart,
  questionWordIndex,
} from '@/server/language/correction/builtin/questions';
import { isGerund, isInfinitive, presentForms } from '@/server/language/correction/builtin/verbs';
import { tensedForms } from '@/server/language/correction/builtin/conjugation';
import { analyze } from '@/server/language/spanish';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';

/**
 * Written accents and ñ. Words on the curated lists are fixed wherever they appear; the short words whose accent
 * changes their meaning (tú/tu, él/el, sí/si, mí/mi, sé/se, té/te, está/esta, qué/que...) only in the contexts
 * where just one reading is grammatical.
 */

const POSSESSIVES = ruleWords('accent-rules', 'POSSESSIVES');

/** Words after "esta" that a demonstrative ("esta casa", "esta de aquí", "esta lista") could not take. */
const ESTAR_COMPLEMENTS = ruleWords('accent-rules', 'ESTAR_COMPLEMENTS');
const ESTAR_QUESTION_WORDS = new Set(['donde', 'como', 'adonde', 'quien', 'cual']);
const COLD_CONTEXT = ruleWords('accent-rules', 'COLD_CONTEXT');
const YEAR_BEFORE = ruleWords('accent-rules', 'YEAR_BEFORE');
const YEAR_AFTER = new Set(['pasado', 'proximo', 'nuevo']);
const GROIN_BEFORE = new Set(['las', 'mis', 'tus', 'sus', 'dos', 'ambas', 'unas']);
const TEA = "'té' (tea) has a written accent; 'te' is a pronoun.";
const EXCLAMATION_WORDS = ruleWords('accent-rules', 'EXCLAMATION_WORDS');
const WITH_AN_EXCLAIMED_NOUN = ruleWords('accent-rules', 'WITH_AN_EXCLAIMED_NOUN');

function describeAccent(written: string, fixed: string): string {
  const addsN = !/ñ/i.test(written) && /ñ/i.test(fixed);
  const addsAccent = /[áéíóú]/i.test(fixed) && !/[áéíóú]/i.test(written);
  if (addsN && addsAccent) return `'${fixed}' is written with 'ñ' and an accent.`;
  if (addsN) return `'${fixed}' is written with 'ñ'.`;
  return `'${fixed}' has a written accent.`;
}

function fix(draft: Draft, index: number, fixed: string, explanation?: string): void {
  draft.replace(index, index + 1, [fixed], explanation ?? describeAccent(draft.text(index), fixed));
}

function previous(draft: Draft, index: number): string {
  return index > 0 && !draft.breakBefore(index) ? draft.folded(index - 1) : '';
}

function next(draft: Draft, index: number, offset = 1): string {
  for (let step = 1; step <= offset; step++) if (draft.breakAfter(index + step - 1)) return '';
  return draft.folded(index + offset);
}

function listedWords(draft: Draft, lexicon: Lexicon): void {
  const { always, afterPossessive } = lexicon.accents;
  for (let index = 0; index < draft.length; index++) {
    const folded = draft.folded(index);
    // places, listed or not, are the place-names mechanism's (mechanisms/place-names.ts)
    if (draft.isName(index)) continue;
    const before = previous(draft, index);
    const listed =
      always[folded] ??
      (POSSESSIVES.has(before) && !otherGenderSaid(draft, lexicon, index, afterPossessive[folded])
        ? afterPossessive[folded]
        : undefined);
    // Non-words that are Spanish only with their accent ("nacion", "tambien") are the lexicon accent mechanism's
    // (mechanisms/accents.ts); the lists keep what it cannot know: words that are also words without the accent.
    if (listed) fix(draft, index, listed);
  }
}

/**
 * "nuestras papas fritas" are potatoes, not "papás": the possessive ("nuestras") or the adjective after the noun
 * ("fritas") says a gender the accented word does not have.
 */
function otherGenderSaid(draft: Draft, lexicon: Lexicon, index: number, listed: string | undefined): boolean {
  const gender = listed ? lexicon.noun(listed)?.entry.gender : undefined;
  if (!gender) return false;
  const possessive = draft.folded(index - 1);
  const possessiveGender = /^(nuestr|vuestr)a/u.test(possessive)
    ? 'f'
    : /^(nuestr|vuestr)o/u.test(possessive)
      ? 'm'
      : undefined;
  if (possessiveGender && possessiveGender !== gender) return true;
  const adjective = draft.breakAfter(index) ? undefined : lexicon.adjective(draft.lower(index + 1));
  return adjective?.gender !== undefined && adjective.gender !== gender;
}

/** "mas" after a comma may be the literary "but"; anywhere else it is "más". */
function isMore(draft: Draft, index: number): boolean {
  return draft.sentenceStart(index) || !draft.breakBefore(index);
}

function isYear(draft: Draft, index: number, before: string, after: string): boolean {
  return (
    isNumberWord(before) ||
    YEAR_BEFORE.has(before) ||
    YEAR_AFTER.has(after) ||
    (after === 'que' && next(draft, index, 2) === 'viene')
  );
}

function isTea(draft: Draft, index: number, before: string): boolean {
  return before === 'un' || ((before === 'el' || before === 'de') && draft.breakAfter(index));
}

/** Words that are a different, rarer word without the accent: fixed where the context leaves one reading. */
function contextualWords(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length; index++) {
    if (draft.isName(index)) continue;
    const lower = draft.lower(index);
    const before = previous(draft, index);
    const after = next(draft, index);
    if (lower === 'mas' && isMore(draft, index)) {
      fix(draft, index, 'más', "'más' (more) has a written accent; 'mas' is an old word for 'but'.");
    } else if (lower === 'ingles' && !GROIN_BEFORE.has(before)) {
      fix(draft, index, 'inglés');
    } else if ((lower === 'ano' || lower === 'anos') && isYear(draft, index, before, after)) {
      const year = lower === 'ano' ? 'año' : 'años';
      fix(draft, index, year, `'${year}' (year) is written with 'ñ'.`);
    } else if (lower === 'frio' && COLD_CONTEXT.has(before)) {
      fix(draft, index, 'frío');
    } else if (lower === 'se' && knowOrSelf(draft, index, before, after)) {
      fix(draft, index, 'sé', "'sé' (I know) has a written accent; 'se' is a pronoun.");
    } else if ((lower === 'mí' || lower === 'tú') && possessiveBeforeNoun(draft, lexicon, index)) {
      const possessive = lower === 'mí' ? 'mi' : 'tu';
      fix(
        draft,
        index,
        possessive,
        `Before a noun the possessive is '${possessive}', without an accent; '${lower}' is a pronoun.`,
      );
    } else if (lower === 'te' && isTea(draft, index, before)) {
      fix(draft, index, 'té', TEA);
    } else if ((lower === 'esta' || lower === 'estas') && isVerbEstar(draft, lexicon, index, before, after)) {
      // A noun or a name before it is the subject, so the verb is third person: "las sopas estas en" → "están".
      const subject = index > 0 && !draft.breakBefore(index) ? lexicon.noun(draft.lower(index - 1)) : undefined;
      const named = index > 0 && !draft.breakBefore(index) && draft.isName(index - 1);
      const verb = subject?.plural ? 'están' : subject || named || lower === 'esta' ? 'está' : 'estás';
      fix(
        draft,
        index,
        verb,
        `'${verb}' (from estar) has a written accent; '${lower}' means '${lower === 'esta' ? 'this' : 'these'}'.`,
      );
    }
  }
}

/**
 * "con mí familia", "tú perro": before a noun the accented pronoun is the possessive. "mí" is a pronoun only after a
 * preposition, so elsewhere any noun after it decides ("es mí casa"); after a preposition, and for "tú", the word
 * must be only a noun ("tú casas", "tú vienes", "para mí solo" keep the pronoun) or be followed by the clause's verb
 * ("tú casa es bonita").
 */
function possessiveBeforeNoun(draft: Draft, lexicon: Lexicon, index: number): boolean {
  if (draft.breakAfter(index) || index + 1 >= draft.length) return false;
  const word = draft.lower(index + 1);
  const noun = lexicon.noun(word);
  if (!noun) return false;
  const afterPreposition = index > 0 && !draft.breakBefore(index) && PREPOSITIONS.has(draft.folded(index - 1));
  if (draft.lower(index) === 'mí' && !afterPreposition) return true;
  if (lexicon.adjective(word)) return false;
  const onlyNoun = !noun.entry.alsoVerb && tensedForms(word).length === 0;
  const verbAfter =
    !draft.breakAfter(index + 1) && index + 2 < draft.length && tensedForms(draft.lower(index + 2)).length > 0;
  return onlyNoun || verbAfter;
}

function knowOrSelf(draft: Draft, index: number, before: string, after: string): boolean {
  // "no se nada aquí" (one does not swim here) is an impersonal se: only a word that cannot be a verb makes it "sé".
  if (before === 'no')
    return (
      draft.breakAfter(index) ||
      ['si', 'que', 'donde', 'como', 'cuando', 'quien', 'cual', 'cuanto', 'mucho', 'bien', 'por'].includes(after)
    );
  if (before === 'yo')
    return draft.breakAfter(index) || (!OBJECT_CLITICS.has(after) && presentForms(after).length === 0);
  return (
    before === 'lo' &&
    draft.breakAfter(index) &&
    (index < 2 || draft.breakBefore(index - 1) || ['ya', 'no', 'yo', 'tambien'].includes(draft.folded(index - 2)))
  );
}

function isVerbEstar(draft: Draft, lexicon: Lexicon, index: number, before: string, after: string): boolean {
  // "¿Dónde esta?", "¿Cómo esta tu madre?" — but "¿Cómo esta casa...?" keeps the demonstrative.
  if (ESTAR_QUESTION_WORDS.has(before) || (before === 'tal' && index >= 2 && draft.folded(index - 2) === 'que')) {
    // "pero no como esta", "historias como estas son…": an unaccented "como" outside a question is "like"
    if (before === 'como' && comparesWithLike(draft, index - 1)) return false;
    return !after || !lexicon.noun(after);
  }
  if (!after) return false;
  if (after === 'en' && ['particular', 'especial', 'concreto'].includes(next(draft, index, 2))) return false;
  return ESTAR_COMPLEMENTS.has(after) || isGerund(after);
}

/**
 * An unaccented "como" outside a question, after another word of its clause ("no como esta", "historias como
 * estas"), compares: "like". Opening a clause ("Hola, como estas") it still asks, question marks or not.
 */
function comparesWithLike(draft: Draft, como: number): boolean {
  if (draft.lower(como) !== 'como' || inQuestion(draft, como)) return false;
  return como > 0 && !draft.breakBefore(como) && !['y', 'hola', 'e'].includes(draft.folded(como - 1));
}

/** Whether a word stands in a sentence that ends with "?" or opens with "¿". */
function inQuestion(draft: Draft, index: number): boolean {
  const span = sentenceAt(draft, index);
  return span.terminal === '?' || draft.hasMarkBefore(span.start, '¿');
}

/** An adjective after "esta" with a subject before it: "el café esta frío" is está, but "esta pequeña casa" is this. */
function estarBeforeAdjective(draft: Draft, lexicon: Lexicon): void {
  for (let index = 1; index < draft.length - 1; index++) {
    const lower = draft.lower(index);
    if ((lower !== 'esta' && lower !== 'estas') || draft.breakBefore(index) || draft.breakAfter(index)) continue;
    // The subject before it is a noun or a name, so the verb is third person: 'las sopas están', 'Ana está'.
    const noun = draft.isName(index - 1) ? undefined : lexicon.noun(draft.lower(index - 1));
    if (!draft.isName(index - 1) && !noun) continue;
    if (!lexicon.adjective(draft.lower(index + 1))) continue;
    if (!draft.breakAfter(index + 1) && lexicon.noun(draft.lower(index + 2))) continue;
    const verb = noun?.plural ? 'están' : 'está';
    const meaning = lower === 'esta' ? 'this' : 'these';
    fix(draft, index, verb, `'${verb}' (from estar) has a written accent; '${lower}' means '${meaning}'.`);
  }
}

/**
 * "¡Que nervios!", "¡Que calor hace!" is "qué"; "¡Que aproveche!", "¡Que Dios te bendiga!" wish something with a
 * verb in the subjunctive and keep "que": a noun after it, and no verb but a short "hace"/"tengo" after that.
 */
function verblessNounExclamation(draft: Draft, index: number, end: number, lexicon: Lexicon): boolean {
  const after = draft.lower(index + 1);
  if (!lexicon.noun(after) || end - index > 4) return false;
  const rest = Array.from({ length: end - index - 1 }, (_, offset) => draft.lower(index + 1 + offset));
  return rest.every(
    (word, offset) =>
      (offset > 0 && WITH_AN_EXCLAIMED_NOUN.has(word)) ||
      analyze(word).tokens[0]?.readings.every((reading) => reading.pos !== 'verb'),
  );
}

/**
 * An exclamation written without its marks ("Que lástima.", "Que bueno que viniste."): "que" opening the sentence
 * before a word only an exclamation takes, or an adjective that is no noun. A wish ("Que te vaya bien.") keeps "que".
 */
function unmarkedExclamation(draft: Draft, start: number, lexicon: Lexicon): void {
  if (draft.folded(start) !== 'que') return;
  const after = next(draft, start);
  if (EXCLAMATION_WORDS.has(after) || (lexicon.adjective(after) !== undefined && !lexicon.noun(after)))
    fix(draft, start, 'qué', "'qué' has a written accent in exclamations: '¡qué bonito!'.");
}

/** Question words at the start of a question ("¿Dónde vives?") and "qué" opening an exclamation ("¡Qué bonito!"). */
function questionWords(draft: Draft, lexicon: Lexicon): void {
  // Backwards, so a fix that adds a word ("porque" → "por qué") leaves the earlier spans valid.
  for (const span of draft.sentences().reverse()) {
    if (span.mixed) continue;
    if (span.terminal !== '?' && span.terminal !== '!') {
      unmarkedExclamation(draft, span.start, lexicon);
      continue;
    }
    const start = questionStart(draft, span);
    const index = questionWordIndex(draft, start, span.end);
    if (index >= span.end) continue;
    const folded = draft.folded(index);
    const after = next(draft, index);
    if (span.terminal === '!') {
      const exclaims =
        EXCLAMATION_WORDS.has(after) ||
        (lexicon.adjective(after) !== undefined && !lexicon.noun(after)) ||
        verblessNounExclamation(draft, index, span.end, lexicon);
      if (folded === 'que' && exclaims)
        fix(draft, index, 'qué', "'qué' has a written accent in exclamations: '¡qué bonito!'.");
      continue;
    }
    if (folded === 'porque' || (folded === 'por' && after === 'que')) {
      draft.replace(
        index,
        folded === 'porque' ? index + 1 : index + 2,
        ['por', 'qué'],
        "'Why' is 'por qué' (two words, with an accent); 'porque' means 'because'.",
      );
      continue;
    }
    const written = QUESTION_WORDS.get(folded);
    if (!written || draft.lower(index) === written) continue;
    if (folded === 'que' && after === 'si') continue;
    const following = [1, 2, 3, 4].map((offset) => next(draft, index, offset));
    if (folded === 'que' && index > start && queJoinsAClause(draft.folded(index - 1), following)) continue;
    if (
      folded === 'como' &&
      !(draft.breakAfter(index) || OBJECT_CLITICS.has(after) || presentForms(after).length > 0 || isInfinitive(after))
    )
      continue;
    if (folded === 'cuando' && hasBreakWithin(draft, index, span.end)) continue;
    fix(draft, index, written, `'${written}' has a written accent in questions.`);
  }
}

function hasBreakWithin(draft: Draft, from: number, end: number): boolean {
  for (let index = from + 1; index < end; index++) if (draft.breakBefore(index)) return true;
  return false;
}

export function accentRules({ draft, lexicon }: RuleContext): void {
  listedWords(draft, lexicon);
  contextualWords(draft, lexicon);
  estarBeforeAdjective(draft, lexicon);
  questionWords(draft, lexicon);
}
