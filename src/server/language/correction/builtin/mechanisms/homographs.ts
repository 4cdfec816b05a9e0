import { queJoinsAClause } from '@/server/language/correction/builtin/questions';
import { foldAccents } from '@/domain/spanish-text';
import { type HomographTable, loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { type AnalysedToken, type Analysis, type Reading, spanishLexicon } from '@/server/language/spanish';
import { isFixableWord, knownAccentVariants } from './accents';
import { type Edit, replaceToken, replaceTokens } from './edit';
import { subjectEndingAt } from './subject-verb';

let table: HomographTable | undefined;
const homographs = (): HomographTable => (table ??= loadCorrectorWordLists().homographs);
const subjectVerbWords = () => loadCorrectorWordLists().subjectVerb;

const lower = (token: AnalysedToken | undefined) => token?.text.toLowerCase() ?? '';
const isWord = (token: AnalysedToken | undefined): token is AnalysedToken => token?.kind === 'word';
const finite = (reading: Reading) => reading.pos === 'verb' && reading.verbForm === 'finite';
const NOMINAL = ['noun', 'adjective', 'proper-noun', 'numeral', 'determiner'];
const nominal = (token: AnalysedToken) =>
  token.kind === 'number' ||
  token.readings.some((reading) => NOMINAL.includes(reading.pos) || reading.verbForm === 'participle') ||
  /^\p{Lu}/u.test(token.text);
/**
 * A word whose noun and adjective readings are all plural ("cocinas", "limpias") cannot follow the possessive "tu",
 * which takes one thing: after "tu" it is the verb of "tú" ("tu cocinas muy bien"), unless a verb follows to make it
 * a subject ("tu cocinas son…" meant "tus cocinas").
 */
const onlyPluralNominal = (token: AnalysedToken) =>
  token.kind === 'word' &&
  !/^\p{Lu}/u.test(token.text) &&
  token.readings
    .filter((reading) => NOMINAL.includes(reading.pos) || reading.verbForm === 'participle')
    .every((reading) => reading.number === 'plural');
/** No verb or preposition governs the word at `index`: "Me gustan tu casas", "con tu hijos" take a noun there. */
const opensAClause = (sentence: Analysis, index: number) =>
  !sentence.tokens[index - 1]?.readings.some((reading) => reading.pos === 'verb' || reading.pos === 'preposition');
const onlyPreposition = (token: AnalysedToken | undefined) =>
  isWord(token) &&
  token.readings.length > 0 &&
  token.readings.some((reading) => reading.pos === 'preposition' && !reading.contraction) &&
  token.reading?.pos === 'preposition';
const clitic = (token: AnalysedToken | undefined) =>
  isWord(token) && token.readings.length > 0 && token.readings.every((reading) => reading.kind === 'clitic');

/** The tokens of the sentence as they stand, with nothing but spaces between a word and the next. */
function joined(sentence: Analysis, left: AnalysedToken, right: AnalysedToken): boolean {
  return /^[ \t]+$/.test(sentence.text.slice(left.end, right.start));
}

let nounsAfterDeterminer: Readonly<Record<string, string>> | undefined;

/**
 * A noun that without its accent is also a verb form ("numero", "practica", "medico"), from `afterDeterminer` in
 * content/corrector/accents.json: after a determiner that is never a pronoun ("el", "un", "mi", "este"; not "la",
 * "los") or a form of ser ("es medico") it can only be the noun.
 */
function nounAfterDeterminer(sentence: Analysis, index: number, edits: Edit[]): void {
  const token = sentence.tokens[index]!;
  nounsAfterDeterminer ??= loadCorrectorWordLists().accents.afterDeterminer;
  const accented = nounsAfterDeterminer[lower(token)];
  const before = sentence.tokens[index - 1];
  if (!accented || !isWord(before) || before.readings.length === 0 || !joined(sentence, before, token)) return;
  const determiner = before.readings.every((reading) => reading.pos === 'determiner');
  const ser = before.readings.every((reading) => finite(reading) && reading.lemma === 'ser');
  if (!determiner && !ser) return;
  const written = /^\p{Lu}/u.test(token.text) ? accented.charAt(0).toUpperCase() + accented.slice(1) : accented;
  edits.push(replaceToken(token, written, 'accents', `'${accented}' has a written accent.`));
}

const ACCENT = (word: string, meaning: string) =>
  `'${word}' has a written accent here; without it, it means '${meaning}'.`;

/**
 * "mi"/"el" after a preposition with no noun phrase after them are the pronouns "mí"/"él": "para mi." → "para mí",
 * "a mi me gusta" → "a mí", "con el y su hermano" → "con él". The next word must be none, a mark, or a word that
 * cannot begin a noun phrase ("que" and "de" excepted: "para el que…", "el de…").
 */
function pronounAfterPreposition(sentence: Analysis, index: number, edits: Edit[]): void {
  const token = sentence.tokens[index]!;
  const pronoun = homographs().afterPreposition[token.text];
  if (!pronoun) return;
  const before = sentence.tokens[index - 1];
  if (!onlyPreposition(before) || homographs().notAfterPreposition.includes(lower(before))) return;
  if (!joined(sentence, before!, token)) return;
  const after = sentence.tokens[index + 1];
  // "por mi misma", "de mi mismo." (not "de mi mismo coche"): "mismo" after the pronoun, with no noun after it.
  // Not "el": "con el mismo" is "with the same one" as often as "with himself", so it is left as written.
  const then = sentence.tokens[index + 2];
  const itself =
    token.text === 'mi' &&
    /^mism[oa]s?$/.test(lower(after)) &&
    !(isWord(then) && then.readings.some((reading) => reading.pos === 'noun'));
  if (after && after.kind !== 'punctuation' && !itself) {
    // a word the lexicon does not know may be a noun ("en mi opinion")
    if (
      after.readings.length === 0 ||
      nominal(after) ||
      ['que', 'de', 'del', 'cual', 'cuales', 'quien'].includes(lower(after))
    )
      return;
  }
  if (after?.text === '"' || after?.text === '/') return;
  // "con mi" → "conmigo": the pronoun after "con" is one word with it ("con mí" is never written)
  if (lower(before) === 'con' && pronoun === 'mí') {
    const joinedForm = /^\p{Lu}/u.test(before!.text) ? 'Conmigo' : 'conmigo';
    edits.push(replaceTokens(before!, token, joinedForm, 'prepositions', `'con' + 'mí' is written 'conmigo'.`));
    return;
  }
  edits.push(replaceToken(token, pronoun, 'accents', ACCENT(pronoun, token.text === 'mi' ? 'my' : 'the')));
}

/**
 * "el"/"tu" before a finite verb of their person (negation, adverbs and clitics between allowed) are the subject
 * pronouns: "El también es estudiante" → "Él", "tu eres" → "tú". A word that may be a noun or adjective after them
 * ("el canto", "tu baile") leaves the article.
 */
function subjectBeforeVerb(sentence: Analysis, index: number, edits: Edit[]): void {
  const token = sentence.tokens[index]!;
  const subject = homographs().beforeVerb[token.text.toLowerCase()];
  if (!subject) return;
  let next = index + 1;
  const { between } = homographs();
  // a pronoun that may also be an article ("lo", "la") or a noun ("te", tea) is the clitic when a finite verb
  // follows it: "tu te levantas", "el lo dejó" (not "el te verde")
  const verbAfter = (at: number) => !!sentence.tokens[at + 1]?.readings.some(finite);
  const mayBeClitic = (at: number) =>
    sentence.tokens[at]!.readings.some((reading) => reading.kind === 'clitic') && verbAfter(at);
  while (
    isWord(sentence.tokens[next]) &&
    (between.includes(lower(sentence.tokens[next])) ||
      (clitic(sentence.tokens[next]) && lower(sentence.tokens[next]) !== 'te') ||
      mayBeClitic(next))
  )
    next++;
  const verb = sentence.tokens[next];
  if (!isWord(verb) || verb.readings.length === 0) return;
  if (
    nominal(verb) &&
    !(lower(token) === 'tu' && onlyPluralNominal(verb) && !verbAfter(next) && opensAClause(sentence, index))
  )
    return;
  if (!joined(sentence, token, sentence.tokens[index + 1]!)) return;
  const agrees = verb.readings.some(
    (reading) =>
      finite(reading) &&
      reading.person === subject.person &&
      reading.number === 'singular' &&
      // a subjunctive with no "que" before it is more likely a noun the lexicon lacks ("el embarque")
      (reading.mood === 'indicative' || reading.mood === 'conditional'),
  );
  const onlyVerb = verb.readings.every((reading) => reading.pos === 'verb' || reading.pos === 'pronoun');
  if (!agrees || !(onlyVerb || lower(token) === 'tu')) return;
  edits.push(
    replaceToken(
      token,
      subject.pronoun,
      'accents',
      ACCENT(subject.pronoun, token.text.toLowerCase() === 'el' ? 'the' : 'your'),
    ),
  );
}

/**
 * "tu" and "el" ending their phrase are the pronouns "tú", "él": "¿Y tu?" → "¿Y tú?", "juega como el." → "como
 * él". The possessive and the article need a noun after them; after a preposition "tu" is "ti" ("para tu." is
 * another mistake), while "con el." is "con él".
 */
function youAtPhraseEnd(sentence: Analysis, index: number, edits: Edit[]): void {
  const token = sentence.tokens[index]!;
  const word = lower(token);
  if (word !== 'tu' && word !== 'el') return;
  const after = sentence.tokens[index + 1];
  if (after && !(after.kind === 'punctuation' && ['?', '!', '.', ',', ';'].includes(after.text))) return;
  // "el" needs a noun after it too: "como el." is "como él", and so is "con el." after a preposition
  const before = sentence.tokens[index - 1];
  if (word === 'tu' && before?.readings.some((reading) => reading.pos === 'preposition')) return;
  if (!before || !isWord(before)) return;
  const pronoun = word === 'tu' ? 'tú' : 'él';
  edits.push(replaceToken(token, pronoun, 'accents', ACCENT(pronoun, word === 'tu' ? 'your' : 'the')));
}

/** "si" right before a comma or the end of the sentence is "sí" (yes): the "if" of a condition needs a clause. */
function yes(sentence: Analysis, index: number, edits: Edit[]): void {
  const token = sentence.tokens[index]!;
  if (lower(token) !== 'si') return;
  const after = sentence.tokens[index + 1];
  if (after && !(after.kind === 'punctuation' && [',', '.', '!', ';'].includes(after.text))) return;
  const before = lower(sentence.tokens[index - 1]);
  // "como si, de pronto…", "solo si" (only if)
  if (['como', 'solo', 'sólo', 'incluso', 'excepto', 'salvo', 'aun', 'y', 'o'].includes(before)) return;
  edits.push(replaceToken(token, 'sí', 'accents', ACCENT('sí', 'if')));
}

/**
 * Whether a word after "esta" reads as a predicate adjective: an adjective or participle, not plural, whose other
 * readings are no noun of its own (only the adjective used as a noun: "el enfermo") and a finite verb, which no
 * determiner takes ("esta enfermo" is not "this I sicken").
 */
function predicateOnly(readings: readonly Reading[]): boolean {
  const adjectives = readings.filter(
    (reading) => reading.pos === 'adjective' || (reading.pos === 'verb' && reading.verbForm === 'participle'),
  );
  if (adjectives.length === 0 || !adjectives.some((reading) => reading.number !== 'plural')) return false;
  return readings.every(
    (reading) =>
      adjectives.includes(reading) ||
      (reading.pos === 'noun' && adjectives.some((adjective) => adjective.lemma === reading.lemma)) ||
      (reading.pos === 'verb' && reading.verbForm === 'finite'),
  );
}

/**
 * "esta" before what only a verb takes is "está": an adverb of manner or place or a preposition of place
 * (`estarComplements`), a gerund, or an adjective or participle that ends the clause ("la sopa esta fría."). Not
 * after a preposition, a verb or a determiner, where it is the demonstrative ("en esta bonita ciudad", "prefiero
 * esta roja").
 */
function estar(sentence: Analysis, index: number, edits: Edit[]): void {
  const token = sentence.tokens[index]!;
  if (lower(token) !== 'esta') return;
  const before = sentence.tokens[index - 1];
  // "a las diez y media esta perfecto": the feminine "esta" never goes with a masculine adjective, whatever stands
  // before it ("media" may be read as the verb "mediar")
  const next = sentence.tokens[index + 1];
  const masculine =
    isWord(next) &&
    predicateOnly(next.readings) &&
    next.readings.every((reading) => reading.pos !== 'adjective' || reading.gender === 'masculine');
  const afterPreposition = isWord(before) && before.readings.every((reading) => reading.pos === 'preposition');
  if (
    !(masculine && !afterPreposition) &&
    isWord(before) &&
    (before.readings.some(
      (reading) => ['preposition', 'determiner'].includes(reading.pos) && reading.kind !== 'demonstrative',
    ) ||
      before.reading?.pos === 'verb' ||
      before.reading?.pos === 'preposition')
  )
    return;
  const after = sentence.tokens[index + 1];
  if (!isWord(after) || !joined(sentence, token, after)) return;
  const word = lower(after);
  const then = sentence.tokens[index + 2];
  // "Esta cantante canta bien": a finite verb after the word makes "esta …" that verb's subject
  const closes =
    !isWord(then) ||
    (!then.readings.some((reading) => ['noun', 'adjective', 'proper-noun'].includes(reading.pos)) &&
      !(then.readings.length > 0 && then.readings.every((reading) => reading.verbForm === 'finite')));
  const gerund = after.readings.length > 0 && after.readings.every((reading) => reading.verbForm === 'gerund');
  const adjective = predicateOnly(after.readings) && closes;
  if (!homographs().estarComplements.includes(word) && !gerund && !adjective) return;
  if (word === 'en' && isWord(then) && ['particular', 'especial', 'concreto', 'general'].includes(lower(then))) return;
  edits.push(replaceToken(token, 'está', 'accents', `'está' (from estar) has a written accent; 'esta' means 'this'.`));
}

/** The question spans of a sentence: from "¿" (or the sentence's start) to "?". */
function questionStarts(sentence: Analysis): number[] {
  const starts: number[] = [];
  let start = 0;
  sentence.tokens.forEach((token, index) => {
    if (token.kind !== 'punctuation') return;
    if (token.text === '¿') start = index + 1;
    else if (token.text === '?') {
      starts.push(start);
      start = index + 1;
    } else if (['.', '!', '¡', ':', ';'].includes(token.text) || token.text === '"') start = index + 1;
  });
  return starts;
}

/** Whether a question word's next token lets it ask ("¿como estás?", not "¿como tu hermano, …?"). */
function asks(sentence: Analysis, index: number): boolean {
  const word = lower(sentence.tokens[index]);
  const after = sentence.tokens[index + 1];
  if (word === 'que' && lower(after) === 'si') return false;
  // "¿Desde que llegaste…?", "hasta que vuelvas": the preposition and "que" join a clause of time or purpose
  const following = sentence.tokens
    .slice(index + 1, index + 5)
    .filter(isWord)
    .map(lower);
  if (word === 'que' && queJoinsAClause(lower(sentence.tokens[index - 1]), following)) return false;
  if (word === 'como')
    return (
      !isWord(after) ||
      clitic(after) ||
      after.readings.some((reading) => reading.pos === 'verb' && reading.verbForm !== 'participle')
    );
  return true;
}

/**
 * Question words: the first word of a question ("¿donde vives?", "¿de donde eres?", "¿y que haces?"), and after a
 * verb of knowing or asking ("no sé donde vive", "sabe como hacerlo", "no sé que hacer": "que" only before an
 * infinitive). "cuando" opening a question with a comma later is a clause of time ("¿cuando llegas, qué haces?").
 */
function questionWords(sentence: Analysis, edits: Edit[]): void {
  const { questionWords: words, questionOpeners, indirectQuestionVerbs } = homographs();
  const tokens = sentence.tokens;
  for (const start of questionStarts(sentence)) {
    let index = start;
    while (isWord(tokens[index]) && questionOpeners.includes(lower(tokens[index])) && index < start + 2) index++;
    const token = tokens[index];
    const accented = isWord(token) ? words[token.text.toLowerCase()] : undefined;
    if (!accented || !isFixableWord(sentence, index) || !asks(sentence, index)) continue;
    // "¿cuando llegas, qué haces?", "¿Tú que eres médico, sabes…?": a clause of time or a relative before a comma
    const afterPronoun = tokens.slice(start, index).some((other) => homographs().subjects[lower(other)] !== undefined);
    if (lower(token) === 'cuando' || afterPronoun) {
      const end = tokens.findIndex((other, at) => at > index && other.text === '?');
      if (tokens.slice(index, end).some((other) => other.text === ',')) continue;
    }
    edits.push(replaceToken(token!, accented, 'accents', `'${accented}' has a written accent in questions.`));
  }
  // a verb of knowing or asking: "no sé donde", "preguntó como"; "sé" written "se" after "no", "yo", "ya"
  const knowsAt = (at: number) =>
    isWord(tokens[at]) &&
    (tokens[at].readings.some((reading) => reading.pos === 'verb' && indirectQuestionVerbs.includes(reading.lemma)) ||
      (lower(tokens[at]) === 'se' && ['no', 'yo', 'ya'].includes(lower(tokens[at - 1]))));
  tokens.forEach((token, index) => {
    const accented = words[lower(token)];
    if (!accented || lower(token) === 'cuando' || !isFixableWord(sentence, index) || !asks(sentence, index)) return;
    const verb = tokens[index - 1];
    if (!isWord(verb) || !joined(sentence, verb, token)) return;
    const after = tokens[index + 1];
    // "no sé por que" asks why: "por qué"
    const why = lower(token) === 'que' && lower(verb) === 'por' && knowsAt(index - 2);
    if (!why && !knowsAt(index - 1) && !asksBeforeInfinitive(verb, after)) return;
    if (
      !why &&
      lower(token) === 'que' &&
      !(
        isWord(after) &&
        after.readings.length > 0 &&
        after.readings.every((reading) => reading.verbForm === 'infinitive')
      )
    )
      return;
    // "sabía que dejarlos atrás era difícil": the infinitive is the subject of a verb after it, so "que" joins
    if (lower(token) === 'que' && finiteVerbLaterInClause(tokens, index + 2)) return;
    if (edits.some((edit) => edit.start === token.start)) return;
    edits.push(replaceToken(token, accented, 'accents', `'${accented}' has a written accent when it asks.`));
  });
}

const CLAUSE_OPENERS = new Set(['que', 'cuando', 'si', 'porque', 'donde', 'como', 'mientras', 'aunque', 'pero']);

/** Whether a finite verb follows before the clause's punctuation or a conjunction. */
function finiteVerbLaterInClause(tokens: readonly AnalysedToken[], from: number): boolean {
  for (let at = from; at < tokens.length; at++) {
    const token = tokens[at]!;
    if (token.kind !== 'word') return false;
    const pos = token.reading?.pos;
    if (pos === 'coordinating-conjunction' || pos === 'subordinating-conjunction' || CLAUSE_OPENERS.has(lower(token)))
      return false;
    if (token.reading?.pos === 'verb' && token.reading.verbForm === 'finite') return true;
  }
  return false;
}

/**
 * A question word between "de" or "sobre" and an infinitive asks: "no tengo idea de que escribir", "hablamos sobre
 * donde comer". After a verb it may be the learner's extra "que" ("quiero que ir"), so only the verbs of knowing and
 * asking count there.
 */
function asksBeforeInfinitive(before: AnalysedToken, after: AnalysedToken | undefined): boolean {
  if (!isWord(after) || after.readings.length === 0) return false;
  return (
    ['de', 'sobre'].includes(lower(before)) && after.readings.every((reading) => reading.verbForm === 'infinitive')
  );
}

/** The person and number a verb here must have, from the words before it, if they say. */
function subjectOf(sentence: Analysis, index: number): { person: number; number: string } | 'any' | undefined {
  const { subjects, between, verbSignals } = homographs();
  let at = index - 1;
  while (at >= 0 && (between.includes(lower(sentence.tokens[at])) || clitic(sentence.tokens[at]))) at--;
  const subject = subjects[lower(sentence.tokens[at])];
  if (subject && at >= 0) return subject;
  // a noun phrase or a name before the clitics ("mi novio me enseño", "Earhart se caso"); only with a clitic between,
  // which tells it from a noun and its complement ("la hora pico"), or before a word that is only a verb ("mi
  // hermano llego tarde": "llego" is no noun)
  const named =
    at >= 0 && (at < index - 1 || onlyAVerbAfterANoun(sentence, index)) ? subjectEndingAt(sentence, at + 1) : undefined;
  if (named) return { person: named.person, number: named.number };
  return verbSignals.includes(lower(sentence.tokens[index - 1])) ? 'any' : undefined;
}

/**
 * A word read only as a finite verb right after a noun the lexicon knows, in a phrase that tells no time ("mi hermano
 * llego", not "un dia espero" nor "la mayoría del tiempo escucho"): the noun phrase is its subject.
 */
function onlyAVerbAfterANoun(sentence: Analysis, index: number): boolean {
  const { tokens } = sentence;
  const verb = tokens[index]!;
  if (verb.readings.length === 0 || !verb.readings.every(finite)) return false;
  const noun = tokens[index - 1];
  if (!isWord(noun) || noun.readings.length === 0 || !['noun', 'proper-noun'].includes(noun.reading?.pos ?? ''))
    return false;
  const times = subjectVerbWords().timeNouns;
  let start = index - 1;
  while (start > 0 && isWord(tokens[start - 1])) start--;
  // "Si el avión aterrizo a tiempo…": a condition may be in the present, which the learner may have meant
  return !tokens
    .slice(start, index)
    .some((token) => times.includes(foldAccents(lower(token))) || lower(token) === 'si');
}

const DEGREE = ['muy', 'tan', 'más', 'menos', 'bastante', 'demasiado', 'algo'];

/**
 * Whether a word read only as a noun or adjective ("tenia", tapeworm; "seria", serious) stands where neither fits,
 * so it is a verb: a noun needs a determiner, an adjective, a numeral or a preposition before it; an adjective a
 * noun of its gender and number, a verb (a predicate), a degree word or a coordinated word. "Ronaldo tenia
 * talento", "el hotel seria un…", "creo que seria" have none of them.
 */
function onlyAVerbFits(sentence: Analysis, index: number): boolean {
  const token = sentence.tokens[index]!;
  const before = sentence.tokens[index - 1];
  if (!token.readings.every((reading) => ['noun', 'adjective'].includes(reading.pos))) return false;
  // a word already accented, or one opening its sentence or clause ("Noticias y…"), may well be the noun
  if (foldAccents(token.text.toLowerCase()) !== token.text.toLowerCase()) return false;
  if (!isWord(before) || before.readings.length === 0) return false;
  const nounFits = before.readings.some((reading) =>
    ['determiner', 'adjective', 'numeral', 'preposition'].includes(reading.pos),
  );
  const adjectiveFits =
    DEGREE.includes(lower(before)) ||
    ['y', 'e', 'o', 'u', 'ni', 'pero', 'lo'].includes(lower(before)) ||
    before.readings.some((reading) => reading.pos === 'verb') ||
    token.readings.some(
      (adjective) =>
        adjective.pos === 'adjective' &&
        before.readings.some(
          (noun) =>
            ['noun', 'proper-noun'].includes(noun.pos) &&
            (noun.gender === undefined ||
              noun.gender === 'common' ||
              adjective.gender === 'common' ||
              noun.gender === adjective.gender) &&
            (noun.number === undefined || noun.number === 'invariable' || noun.number === adjective.number),
        ),
    );
  return !nounFits && !adjectiveFits;
}

/**
 * A word that is a noun or adjective without its accent and a verb with it, where only a verb fits: after a subject
 * pronoun, "no", a clitic or a conjunction ("yo tenia" → "tenía", "no sabia" → "sabía", "ella seria" → "sería");
 * and a first-person present after a third-person subject pronoun, which is the preterite with its accent ("ella
 * se quedo" → "quedó", "ella gano" → "ganó"). The accented form must be the only one that fits.
 */
function verbAccents(sentence: Analysis, index: number, edits: Edit[]): void {
  const token = sentence.tokens[index]!;
  const word = lower(token);
  if (token.readings.length === 0 || !isFixableWord(sentence, index)) return;
  if (homographs().questionWords[word] || homographs().afterPreposition[word] || homographs().beforeVerb[word]) return;
  if (['esta', 'si', 'se', 'te', 'mas', 'solo', 'este', 'ese', 'aun'].includes(word)) return;
  // no subject before it, but nothing a noun or adjective needs either: the verb, of any person
  const subject = subjectOf(sentence, index) ?? (onlyAVerbFits(sentence, index) ? 'any' : undefined);
  if (!subject) return;
  const lexicon = spanishLexicon();
  const fits = (reading: Reading) =>
    finite(reading) && (subject === 'any' || (reading.person === subject.person && reading.number === subject.number));
  const verbs = token.readings.filter((reading) => reading.pos === 'verb');
  const isFirstPersonPresent =
    verbs.length > 0 &&
    verbs.every(
      (reading) =>
        finite(reading) && reading.person === 1 && reading.tense === 'present' && reading.mood === 'indicative',
    );
  const open = token.readings.every((reading) => ['noun', 'adjective'].includes(reading.pos));
  // a word written with an accent loses it only after its subject ("ella práctica" → "practica"); "Que lástima" is
  // the noun of an exclamation
  const accented = foldAccents(word) !== word;
  if (open && !(accented && subject === 'any')) {
    // a noun or adjective where a verb must stand
    const fitting = knownAccentVariants(word).filter((variant) => {
      const readings = lexicon.readingsOf(variant);
      return readings.length > 0 && readings.every(finite) && readings.some(fits);
    });
    // "tenia": "tenía" before "teñía", the one that changes only an accent
    const accentOnly = fitting.filter((variant) => foldAccents(variant) === word);
    const variants = accentOnly.length > 0 ? accentOnly : fitting;
    if (variants.length !== 1) return;
    const spelled = accented ? 'has no written accent' : 'has a written accent';
    edits.push(replaceToken(token, variants[0]!, 'accents', `'${variants[0]!}' (a verb) ${spelled}.`));
    return;
  }
  if (!isFirstPersonPresent || !word.endsWith('o') || token.reading?.pos !== 'verb') return;
  // "se" alone does not say: learners write it for "lo" and "la" ("se llamo" for "la llamo")
  if (subject === 'any' || subject.person !== 3 || subject.number !== 'singular') return;
  const preterite = `${word.slice(0, -1)}ó`;
  const readings = lexicon.readingsOf(preterite);
  if (
    readings.length === 0 ||
    !readings.every((reading) => finite(reading) && reading.tense === 'preterite' && reading.person === 3)
  )
    return;
  edits.push(
    replaceToken(
      token,
      preterite,
      'accents',
      `'${preterite}' (the preterite, he or she) has a written accent; '${word}' is 'I'.`,
    ),
  );
}

/**
 * Accents that tell two words apart, chosen by the words around them (the table in
 * `content/corrector/homographs.json` says which neighbours decide; the lexicon says what each word is).
 */
export function homographAccents(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  questionWords(sentence, edits);
  sentence.tokens.forEach((token, index) => {
    if (!isWord(token) || !isFixableWord(sentence, index)) return;
    const before = edits.length;
    pronounAfterPreposition(sentence, index, edits);
    if (edits.length === before) subjectBeforeVerb(sentence, index, edits);
    if (edits.length === before) yes(sentence, index, edits);
    if (edits.length === before) youAtPhraseEnd(sentence, index, edits);
    if (edits.length === before) estar(sentence, index, edits);
    if (edits.length === before) nounAfterDeterminer(sentence, index, edits);
    if (edits.length === before && !edits.some((edit) => edit.start === token.start))
      verbAccents(sentence, index, edits);
  });
  return edits;
}
