import { infinitiveLemma, tensedForms } from '@/server/language/correction/builtin/conjugation';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { ALSO_VERB_FORMS, PREPOSITIONS, determiner } from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import { spanishFrequencyRank, spanishLexicon } from '@/server/language/spanish';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';

/**
 * Colour and nationality adjectives follow the noun: "un rojo coche" → "un coche rojo", "la española comida" →
 * "la comida española". Only between a determiner and a known noun, and only when the adjective is not also a noun
 * ("una rosa roja", "una naranja"), the noun is not followed by another adjective (where the order would need more
 * than a swap), and nothing is a name ("la Casa Blanca").
 */

/**
 * Nouns where a language's name before them may mean the subject, not the origin: "un inglés profesor" may be "un
 * profesor de inglés" as well as "un profesor inglés", so it is left alone.
 */
const LEARNING_NOUNS = ruleWords('word-order', 'LEARNING_NOUNS');

const COLOURS = new Set(['rojo', 'azul', 'verde', 'amarillo', 'negro', 'blanco', 'gris', 'morado', 'marrón']);

/** Verbs whose object is a person, said with 'lo', 'la', 'los', 'las' before the verb ("la conocí"). */
const PERSON_OBJECT_VERBS = ruleWords('word-order', 'PERSON_OBJECT_VERBS');
const OBJECT_FORM: Record<string, string> = { ella: 'la', ellas: 'las', ellos: 'los' };

/**
 * "Conocí ella en la escuela" → "la conocí": a person as the object is a pronoun before the verb. Only 'ella',
 * 'ellas', 'ellos' (whose object form is certain; 'él' may be 'lo' or 'le'), and not after 'a' ("la conocí a ella").
 */
function subjectPronounAsObject(draft: Draft): void {
  for (let verb = 0; verb < draft.length - 1; verb++) {
    const object = OBJECT_FORM[draft.lower(verb + 1)];
    if (!object || draft.breakAfter(verb)) continue;
    const forms = tensedForms(draft.lower(verb), true).filter((form) => form.tense !== 'subjunctive');
    if (forms.length === 0 || !forms.every((form) => PERSON_OBJECT_VERBS.has(form.lemma))) continue;
    // "la llamo" is 'I call her'; "ella llama" (she calls) has the pronoun before the verb and is not matched.
    if (forms.some((form) => form.person === 2 && form.tense === 'present')) continue;
    const verbText = atSentenceStart(draft, verb) ? draft.lower(verb) : draft.text(verb);
    draft.replace(
      verb,
      verb + 2,
      [object, verbText],
      `A person as the object is '${object}', before the verb: '${object} ${draft.lower(verb)}'.`,
    );
  }
}

export function wordOrder(context: RuleContext): void {
  adjectiveOrder(context);
  placementRules(context);
}

function adjectiveOrder({ draft, lexicon }: RuleContext): void {
  for (let index = 1; index < draft.length - 1; index++) {
    if (!determiner(draft.lower(index - 1)) || draft.breakBefore(index) || draft.breakAfter(index)) continue;
    if (draft.isName(index) || draft.isName(index + 1)) continue;
    const adjective = lexicon.adjective(draft.lower(index));
    if (!adjective || lexicon.noun(draft.lower(index))) continue;
    const colour = COLOURS.has(adjective.entry.forms[0]);
    if (!colour && !adjective.entry.nationality) continue;
    const noun = index + 1;
    // "el español vino a mi mente": a word that is also a verb may be the verb
    if (!lexicon.noun(draft.lower(noun)) || lexicon.adjective(draft.lower(noun)) || mayBeVerb(draft.lower(noun)))
      continue;
    if (!colour && LEARNING_NOUNS.has(draft.folded(noun))) continue;
    if (!draft.breakAfter(noun) && lexicon.adjective(draft.lower(noun + 1))) continue;
    const words = [draft.lower(noun), draft.lower(index)];
    draft.replace(
      index,
      noun + 1,
      words,
      `${colour ? 'Colour' : 'Nationality'} adjectives go after the noun: '${draft.lower(index - 1)} ${words.join(' ')}'.`,
    );
  }
}

const CLITIC_AFTER = new Set(['lo', 'la', 'los', 'las', 'le', 'les', 'me', 'te', 'nos']);
/** Words that follow a moved pronoun and cannot be a verb: prepositions here, and every determiner. */
const NOT_VERBS_AFTER_CLITIC = new Set(['en', 'a', 'al', 'con', 'de', 'del', 'por', 'muy', 'que']);
/** The clitics that cannot be an article. */
const NEVER_ARTICLES = new Set(['le', 'les', 'me', 'te', 'nos']);
/** Words after a clitic that show it is not an article: the end of the clause or a time or manner word. */
const AFTER_A_MOVED_CLITIC = new Set(['ayer', 'hoy', 'ahora', 'siempre', 'anoche', 'pronto']);
/** Manner and quantity words: after them a moved 'me', 'te', 'le' shows ("ayudan me mucho"), but "lo mucho que…",
 * "lo bien que…" are the neuter article. */
const MANNER_AFTER_A_MOVED_CLITIC = new Set(['tambien', 'mucho', 'bien', 'mal', 'todos', 'todas']);
/** Words after "no" that keep it where it is: "dije no a…", "es no solo…", "creo no haberlo visto". */
const NO_STAYS_BEFORE = new Set(['a', 'solo', 'solamente', 'tanto', 'obstante', 'mas', 'del', 'al', 'como']);
const NO_STAYS_AFTER_LEMMAS = new Set(['decir', 'responder', 'contestar', 'votar', 'gritar']);

/**
 * A finite form, as the learner wrote it, that is not a noun and not an imperative look-alike: any person but the
 * present's él/usted form, which is also the tú imperative ("ayuda me" may be "ayúdame"), so "ayudan me mucho" →
 * "me ayudan mucho".
 */
function conjugatedVerb(draft: Draft, index: number): string | undefined {
  if (draft.isName(index) || determiner(draft.lower(index - 1) ?? '') || ALSO_VERB_FORMS.has(draft.folded(index)))
    return undefined;
  const forms = tensedForms(draft.lower(index), true).filter((form) => form.tense !== 'subjunctive');
  if (forms.length === 0 || forms.some((form) => form.person === 2 && form.tense === 'present')) return undefined;
  const lemmas = new Set(forms.map((form) => form.lemma));
  return lemmas.size === 1 ? forms[0]!.lemma : undefined;
}

/**
 * Whether the Spanish lexicon reads a word as a finite verb or an infinitive of a common verb ("vino", "enfermar",
 * "era"; not "comida" of the rare "comedir").
 */
function mayBeVerb(word: string): boolean {
  return spanishLexicon()
    .readingsOf(word.toLowerCase())
    .some(
      (reading) =>
        reading.pos === 'verb' &&
        ['finite', 'infinitive'].includes(reading.verbForm ?? '') &&
        spanishFrequencyRank(reading.lemma) !== undefined,
    );
}

/** A quotation mark right after the word: what follows is a title or a name ("trajo la "magia""). */
const quoteAfter = (draft: Draft, index: number) => /["“”«']/.test(draft.separatorAfter(index));

function atSentenceStart(draft: Draft, index: number): boolean {
  return draft.sentenceStart(index) || draft.hasMarkBefore(index, '¿') || draft.hasMarkBefore(index, '¡');
}

/** A conjugated verb, conditionals included ("viajar me encantaría"), or an infinitive. */
function verbLike(word: string): boolean {
  // a word the lexicon does not know may be a verb written without its accent ("acercabamos")
  const unknown = spanishLexicon().readingsOf(word.toLowerCase()).length === 0;
  return (
    unknown ||
    mayBeVerb(word) ||
    tensedForms(word).length > 0 ||
    /r[ií]a(s|mos|is|n)?$/.test(word) ||
    infinitiveLemma(word) !== undefined
  );
}

/** "Compré lo ayer" → "Lo compré ayer"; "quiero ver lo" → "quiero verlo". */
function cliticPlacement(draft: Draft): void {
  for (let index = 0; index < draft.length - 1; index++) {
    const clitic = index + 1;
    const written = draft.lower(clitic);
    if (!CLITIC_AFTER.has(written) || draft.breakBefore(clitic) || quoteAfter(draft, clitic)) continue;
    // "me encantan los también": the verb has its pronoun already, so "los" is something else
    if (index > 0 && !draft.breakBefore(index) && CLITIC_AFTER.has(draft.folded(index - 1))) continue;
    const followedBy = draft.breakAfter(clitic) ? '' : draft.folded(clitic + 1);
    // "la mañana", "lo necesario", "la otra": after an article a noun or an adjective follows, so only the end
    // of the clause or a time or manner word shows a pronoun ("lo" also before "a": "llevo lo a casa").
    const notArticle =
      followedBy === '' ||
      AFTER_A_MOVED_CLITIC.has(followedBy) ||
      (NEVER_ARTICLES.has(written) && MANNER_AFTER_A_MOVED_CLITIC.has(followedBy)) ||
      (written === 'lo' && followedBy === 'a');
    const infinitive = infinitiveLemma(draft.folded(index));
    // "Puedes dar me un descuento" → "darme", "perdí me en el metro" → "me perdí": 'me', 'te', 'nos', 'le' are never
    // articles, whatever follows, unless a verb does, whose pronoun it is ("después de comer me fui").
    const pronounOnly = NEVER_ARTICLES.has(written) && followedBy !== '' && !verbLike(draft.lower(clitic + 1));
    // After a conjugated verb, only before a word that cannot be a verb ("perdí me en el metro", "dijo me la
    // verdad"); an unknown word might be the verb the pronoun belongs to ("como le comenté").
    const beforeNonVerb =
      pronounOnly && (NOT_VERBS_AFTER_CLITIC.has(followedBy) || determiner(draft.lower(clitic + 1)) !== undefined);
    if (!notArticle && !(infinitive ? pronounOnly : beforeNonVerb)) continue;
    if (infinitive && /r$/.test(draft.lower(index))) {
      const joined = `${draft.lower(index)}${written}`;
      draft.replace(
        index,
        clitic + 1,
        [joined],
        `An object pronoun is joined to the end of an infinitive: '${joined}'.`,
      );
      continue;
    }
    if (!conjugatedVerb(draft, index)) continue;
    // "me" with a yo verb is reflexive and moves the same way ("levanto me" → "me levanto").
    const verbText = atSentenceStart(draft, index) ? draft.lower(index) : draft.text(index);
    draft.replace(
      index,
      clitic + 1,
      [written, verbText],
      `An object pronoun goes before a conjugated verb: '${written} ${draft.lower(index)}'.`,
    );
  }
}

/** "Hablo no español" → "No hablo español"; "me gusta no" stays out (a clause end), "dije no a…" stays. */
function negationPlacement(draft: Draft): void {
  // "Trabajo no por dinero, sino por amor" contrasts, correctly.
  for (let at = 0; at < draft.length; at++) if (draft.folded(at) === 'sino') return;
  for (let index = 0; index < draft.length - 2; index++) {
    const no = index + 1;
    if (draft.folded(no) !== 'no' || draft.breakBefore(no) || draft.breakAfter(no)) continue;
    const next = draft.folded(no + 1);
    if (NO_STAYS_BEFORE.has(next) || infinitiveLemma(next.replace(/(me|te|se|lo|la|le|nos|os|los|las|les)+$/, '')))
      continue;
    // "espero no enfermar", "la fama que le seguía no era buena": the "no" belongs to the verb after it
    if (mayBeVerb(draft.lower(no + 1)) || CLITIC_AFTER.has(next)) continue;
    // "nada no pasó" (double negation), "para no…": not a verb the "no" belongs after.
    if (ALSO_VERB_FORMS.has(draft.folded(index))) continue;
    const forms = tensedForms(draft.lower(index), true).filter((form) => form.tense !== 'subjunctive');
    if (forms.length === 0 || draft.isName(index) || determiner(draft.lower(index - 1))) continue;
    // "En casa no se fuma": after a preposition the word is a noun ("casa"), never a verb the "no" belongs before
    if (index > 0 && !draft.breakBefore(index) && PREPOSITIONS.has(draft.folded(index - 1))) continue;
    if (forms.some((form) => NO_STAYS_AFTER_LEMMAS.has(form.lemma) || form.lemma === 'ser')) continue;
    let start = index;
    while (start > 0 && !draft.breakBefore(start) && CLITIC_AFTER.has(draft.folded(start - 1))) start--;
    const words = ['no'];
    for (let at = start; at <= index; at++)
      words.push(at === start && atSentenceStart(draft, at) && !draft.isName(at) ? draft.lower(at) : draft.text(at));
    draft.replace(
      start,
      no + 1,
      words,
      `'No' goes before the verb (and its pronouns): '${words.join(' ').toLowerCase()}'.`,
    );
  }
}

/** "Es bonito muy." → "Es muy bonito.": "muy" goes before the word it intensifies. */
function veryAfter(draft: Draft, lexicon: Lexicon): void {
  for (let index = 1; index < draft.length; index++) {
    if (
      draft.folded(index) !== 'muy' ||
      draft.breakBefore(index) ||
      !/^\s*([.!?…]|$)/.test(draft.separatorAfter(index))
    )
      continue;
    if (index < draft.length - 1 && !/^\s*[.!?…]/.test(draft.separatorAfter(index))) continue;
    const word = index - 1;
    if (
      !lexicon.adjective(draft.lower(word)) &&
      !['bien', 'mal', 'lejos', 'cerca', 'tarde', 'temprano'].includes(draft.folded(word))
    )
      continue;
    draft.replace(
      word,
      index + 1,
      ['muy', draft.lower(word)],
      `'Muy' goes before the word: 'muy ${draft.lower(word)}'.`,
    );
  }
}

const FAVOURITE = ruleWords('word-order', 'FAVOURITE');

/** "Mi favorito color" → "mi color favorito": favorito always follows its noun (agreement is fixed later). */
function favouriteAfter(draft: Draft, lexicon: Lexicon): void {
  for (let index = 1; index < draft.length - 1; index++) {
    if (!FAVOURITE.has(draft.folded(index)) || !determiner(draft.lower(index - 1))) continue;
    if (draft.breakBefore(index) || draft.breakAfter(index) || !lexicon.noun(draft.lower(index + 1))) continue;
    const words = [draft.lower(index + 1), draft.lower(index)];
    draft.replace(index, index + 2, words, `'${draft.lower(index)}' goes after the noun: '${words.join(' ')}'.`);
  }
}

export function placementRules({ draft, lexicon }: RuleContext): void {
  favouriteAfter(draft, lexicon);
  veryAfter(draft, lexicon);
  negationPlacement(draft);
  cliticPlacement(draft);
  subjectPronounAsObject(draft);
}
