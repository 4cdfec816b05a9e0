import { foldAccents, matchCase } from '@/domain/spanish-text';
import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { type AnalysedToken, type Analysis, type Reading, inflect } from '@/server/language/spanish';
import { isFixableWord } from './accents';
import { type Edit, replaceToken } from './edit';
import { ruleWords } from '@/server/language/correction/builtin/rules/rule-words';
import { mood } from './mood';
import { subjectEndingAt } from './subject-verb';

let tables:
  | {
      states: Set<string>;
      thingQualities: Set<string>;
      momentStates: Set<string>;
      momentMarkers: string[][];
      places: string[];
      timeNouns: Set<string>;
      degree: string[];
      frequency: string[];
    }
  | undefined;
function data() {
  if (!tables) {
    const { adjectives, subjectVerb } = loadCorrectorWordLists();
    tables = {
      states: new Set(adjectives.estarStates),
      thingQualities: new Set(adjectives.thingQualities),
      momentStates: new Set(adjectives.momentStates),
      momentMarkers: adjectives.momentMarkers.map((marker) => marker.split(' ')),
      places: subjectVerb.estarPlaces,
      timeNouns: new Set(subjectVerb.timeNouns),
      degree: subjectVerb.degreeWords,
      frequency: subjectVerb.frequencyWords,
    };
  }
  return tables;
}

const COMPARATIVES = new Set(['más', 'menos']);
const lower = (token: AnalysedToken | undefined) => token?.text.toLowerCase() ?? '';
const isSer = (reading: Reading) =>
  reading.pos === 'verb' &&
  reading.lemma === 'ser' &&
  (reading.verbForm === 'finite' || reading.verbForm === 'infinitive');

/**
 * Whether a word is a state of `estarStates` in any of its forms ("cansadas", "preocupado"). Right after ser a bare
 * noun ("el enfermo") or a finite verb ("yo enfermo", of enfermar) is not what is meant: "es enfermo" is "está".
 */
function isState(token: AnalysedToken | undefined): boolean {
  if (token?.kind !== 'word' || token.readings.length === 0) return false;
  // the masculine singular, as the table lists it: a participle's lemma is its verb ("emocionadas" → "emocionado")
  const base = token.text.toLowerCase().replace(/s$/, '').replace(/a$/, 'o');
  return (
    data().states.has(base) &&
    token.readings.every(
      (reading) => reading.pos === 'adjective' || reading.pos === 'noun' || reading.pos === 'verb',
    ) &&
    token.readings.some((reading) => reading.pos === 'adjective' || reading.verbForm === 'participle')
  );
}

/** An adjective of `momentStates` in any form ("aburridas" → "aburrido"). */
function isMomentState(token: AnalysedToken | undefined): boolean {
  if (token?.kind !== 'word' || !token.readings.some((reading) => reading.pos === 'adjective')) return false;
  return data().momentStates.has(token.text.toLowerCase().replace(/s$/, '').replace(/a$/, 'o'));
}

/** A word of the moment ("hoy", "ahora mismo") in the sentence. */
function hasMomentMarker(tokens: readonly AnalysedToken[]): boolean {
  const words = tokens.map((token) => token.text.toLowerCase());
  return data().momentMarkers.some((marker) =>
    words.some((_, at) => marker.every((word, offset) => words[at + offset] === word)),
  );
}

/** A participle's verb may be passive after ser ("fue herido"); "enfermo", "contento" are adjectives only. */
const isParticiple = (token: AnalysedToken | undefined) =>
  token?.readings.some((reading) => reading.pos === 'verb' && reading.verbForm === 'participle') ?? false;

/**
 * The preterite of ser before a state is a passive ("fue herido") or ir ("fui cansado al trabajo") — except in the
 * first or second person before a degree word or an adjective that is no participle, closing the clause: "fui muy
 * cansado ayer" → "estuve", "fuiste enfermo" → "estuviste". The third person is left alone: "el viaje fue cansado"
 * says it was tiring.
 */
function preteriteState(readings: readonly Reading[], degree: boolean, complement: AnalysedToken | undefined) {
  return (
    readings.every((reading) => reading.tense === 'preterite' && reading.person !== 3) &&
    (degree || !isParticiple(complement))
  );
}

/**
 * Ser where Spanish says estar, in every tense but the preterite (which may be a passive: "fue herido"): before a
 * temporary state of `adjectives.json`'s `estarStates` ("soy cansado" → "estoy cansado", "era preocupada" →
 * "estaba preocupada") and before an adverb of place ("el hotel es cerca de la playa" → "está cerca"). The state
 * must end its phrase ("es un cansado viaje" is not one), and "fue" (ser or ir) is left alone.
 */
export function serEstar(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  const tokens = sentence.tokens;
  tokens.forEach((verb, index) => {
    if (verb.kind !== 'word' || !isFixableWord(sentence, index)) return;
    const readings = verb.readings.filter(isSer);
    // "era" is also a noun: the reading chosen in context decides
    if (readings.length === 0 || !verb.reading || !isSer(verb.reading)) return;
    const located = whereSomethingIs(sentence, index);
    if (located) {
      edits.push(located);
      return;
    }
    let next = index + 1;
    // degree and frequency words, and "un poco" ("es un poco enfermo", "es siempre lleno"; "es un enfermo" is a
    // noun phrase, left alone)
    for (;;) {
      if (data().degree.includes(lower(tokens[next])) || data().frequency.includes(lower(tokens[next]))) next++;
      else if (lower(tokens[next]) === 'un' && lower(tokens[next + 1]) === 'poco') next += 2;
      else break;
    }
    const complement = tokens[next];
    const after = tokens[next + 1];
    // "Perdón por ser tan enojado" → "estar"; "puede ser herido" is a passive: a participle only after a degree word
    const infinitive = verb.reading.verbForm === 'infinitive';
    if (infinitive && isParticiple(complement) && next === index + 1) return;
    if (readings.some((reading) => reading.tense === 'preterite')) {
      const goesSomewhere = ['a', 'al', 'para', 'hacia', 'hasta'].includes(lower(after));
      if (goesSomewhere || !preteriteState(readings, next > index + 1, complement)) return;
    }
    // "es cansado trabajar tanto", "es preocupado que…": ser with a clause for subject says what something is like
    const closes =
      after?.kind !== 'word' ||
      (!after.readings.some((reading) => ['noun', 'adjective', 'proper-noun'].includes(reading.pos)) &&
        !after.readings.some((reading) => reading.verbForm === 'infinitive') &&
        lower(after) !== 'que');
    // "es muy cerca" is "está muy cerca"; after a comparison ("es más cerca por aquí") ser is heard, so no fix
    const between = tokens.slice(index + 1, next).map(lower);
    const place = !between.some((word) => COMPARATIVES.has(word)) && data().places.includes(lower(complement));
    // "Yo soy aburrido hoy": a character adjective with a word of the moment in the sentence is the state
    // (said of the speaker or the listener: "la clase de hoy es aburrida" is what the class is like)
    const ofTheMoment =
      readings.every((reading) => reading.person === 1 || reading.person === 2) &&
      isMomentState(complement) &&
      hasMomentMarker(tokens);
    if (!((isState(complement) || ofTheMoment) && closes) && !place) return;
    // "el viaje es cansado" says it is tiring: after a noun subject, a thing's quality (a person noun's state is the
    // ordered rules' to fix: "mi madre es cansada")
    const quality = data().thingQualities.has(lower(complement).replace(/s$/, '').replace(/a$/, 'o'));
    if (quality && tokens[index - 1]?.readings.some((reading) => reading.pos === 'noun')) return;
    // "Trabajo de noche. Es muy cansado": a third person with no subject said may be the thing just told (tiring)
    const saidBefore = tokens[index - 1]?.readings.some((reading) => reading.pos === 'pronoun') ?? false;
    if (quality && readings.every((reading) => reading.person === 3) && !saidBefore) return;
    const forms = new Set<string>(infinitive ? ['estar'] : []);
    for (const reading of infinitive ? [] : readings) {
      const request = {
        pos: 'verb' as const,
        verbForm: 'finite' as const,
        ...(reading.person ? { person: reading.person } : {}),
        ...(reading.number ? { number: reading.number } : {}),
        ...(reading.mood ? { mood: reading.mood } : {}),
        ...(reading.tense ? { tense: reading.tense } : {}),
      };
      for (const form of inflect('estar', request)) forms.add(form);
    }
    if (forms.size !== 1) return;
    const [form] = [...forms] as [string];
    const why = place
      ? `Where something is takes 'estar': '${form} ${complement!.text}'.`
      : `A state takes 'estar', not 'ser': '${form} ${complement!.text}'.`;
    edits.push(replaceToken(verb, form, 'ser-estar', why));
  });
  return edits;
}

/** Nouns that name or may name an event, written as rule-words.json writes them (accents folded, "ñ" kept). */
let eventNouns: ReadonlySet<string> | undefined;
const events = () =>
  (eventNouns ??= new Set([...ruleWords('ser-estar', 'EVENTS'), ...ruleWords('ser-estar', 'MAY_BE_EVENTS')]));

/**
 * Ser before "en" and a noun phrase of place, after a subject that is a person or a thing: "mis medicinas es en la
 * maleta" → "están", in the subject's person and number. An event takes place somewhere with ser ("la fiesta es en
 * mi casa", rule-words.json EVENTS), "en" with a time says when ("es en verano"), and "fue" may be ir: all are left.
 */
function whereSomethingIs(sentence: Analysis, index: number): Edit | undefined {
  const tokens = sentence.tokens;
  const verb = tokens[index]!;
  const reading = verb.reading!;
  if (reading.verbForm !== 'finite' || reading.tense === 'preterite') return undefined;
  if (lower(tokens[index + 1]) !== 'en' || tokens[index + 2]?.reading?.pos !== 'determiner') return undefined;
  let at = index + 3;
  // "en otro país", "en mi pequeña maleta"
  while (tokens[at]?.reading?.pos === 'adjective' || tokens[at]?.reading?.pos === 'determiner') at++;
  const place = tokens[at];
  if (place?.reading?.pos !== 'noun' || data().timeNouns.has(lower(place))) return undefined;
  // "son en su mayoría blancas": a determiner and noun that make an adverb are no place
  if (ruleWords('adjective-agreement', 'ADVERBIAL_DETERMINER_NOUNS').has(`${lower(tokens[index + 2])} ${lower(place)}`))
    return undefined;
  const subject = subjectEndingAt(sentence, index);
  if (!subject) return undefined;
  // the subject's words: back to the clause's mark or verb
  let start = index;
  while (start > 0 && tokens[start - 1]!.kind === 'word' && tokens[start - 1]!.reading?.pos !== 'verb') start--;
  const clause = tokens.slice(start, index);
  if (clause.some((token) => token.reading?.pos === 'noun' && events().has(foldAccents(token.reading.lemma))))
    return undefined;
  if (clause.some((token) => events().has(foldAccents(token.text)))) return undefined;
  // "no creo que el papel de una mujer es en la casa" → "esté": a clause the subjunctive mechanism puts in its mood
  const subjunctive = mood(sentence).some((edit) => edit.start === verb.start);
  const forms = inflect('estar', {
    pos: 'verb',
    verbForm: 'finite',
    person: subject.person,
    number: subject.number,
    ...(subjunctive ? { mood: 'subjunctive' as const } : reading.mood ? { mood: reading.mood } : {}),
    ...(reading.tense ? { tense: reading.tense } : {}),
  });
  if (forms.length !== 1) return undefined;
  const phrase = [forms[0]!, ...tokens.slice(index + 1, at + 1).map((token) => token.text)].join(' ');
  const agrees = reading.person === subject.person && reading.number === subject.number;
  const how = [agrees ? '' : `agreeing with '${subject.words}'`, subjunctive ? 'in the subjunctive of its clause' : '']
    .filter(Boolean)
    .join(', ');
  const explanation = `Where someone or something is takes 'estar'${how ? `, ${how}` : ''}: '${phrase}'.`;
  // "es en" as one edit, so it outranks agreement alone on "es" ("son en la maleta" would keep ser)
  const en = tokens[index + 1]!;
  return {
    start: verb.start,
    end: en.end,
    replacement: `${matchCase(verb.text, forms[0]!)} ${en.text}`,
    category: 'ser-estar',
    explanation,
    source: 'mechanism',
  };
}
