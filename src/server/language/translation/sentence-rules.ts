import { foldAccents } from '@/domain/spanish-text';

/**
 * A small rule layer for the Spanish that word-by-word machine translation gets backwards, tried before Apertium:
 * the gustar family ("Me gustan los perros." -> "I like dogs.", not "They like me the dogs."), "se me…" ("Se me
 * olvidó el paraguas." -> "I forgot the umbrella.") and common idioms (echar de menos, tomar el pelo, tener ganas
 * de, darse cuenta, tener hambre…). A rule answers only when the whole sentence fits it and every word of its noun
 * phrase is in the glossary; otherwise it gives nothing and the next translator is asked.
 */

/** The English for a Spanish word, as the course's vocabulary glosses it. */
export interface WordGloss {
  /** First sense, without its article: "dog", "to dance", "big". */
  en: string;
  kind: 'noun' | 'verb' | 'other';
}
export type GlossLookup = (foldedWord: string) => WordGloss | undefined;

type Person = '1s' | '2s' | '3s' | '1p' | '3p';
interface Subject {
  /** "I", "you", "my brother". */
  en: string;
  person: Person;
  /** "my", "your", "my brother's". */
  possessive: string;
}

const PRONOUN_SUBJECTS: Readonly<Record<string, Subject>> = {
  me: { en: 'I', person: '1s', possessive: 'my' },
  te: { en: 'you', person: '2s', possessive: 'your' },
  nos: { en: 'we', person: '1p', possessive: 'our' },
};
const DETERMINERS: Readonly<Record<string, { en: string; plural?: boolean }>> = {
  el: { en: 'the' },
  la: { en: 'the' },
  los: { en: 'the', plural: true },
  las: { en: 'the', plural: true },
  un: { en: 'a' },
  una: { en: 'a' },
  mi: { en: 'my' },
  mis: { en: 'my', plural: true },
  tu: { en: 'your' },
  tus: { en: 'your', plural: true },
  nuestro: { en: 'our' },
  nuestra: { en: 'our' },
  nuestros: { en: 'our', plural: true },
  nuestras: { en: 'our', plural: true },
};
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  man: 'men',
  woman: 'women',
  child: 'children',
  person: 'people',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  fish: 'fish',
};

/** gustar-type verbs: the thing liked is the grammatical subject, the person an indirect object. */
const GUSTAR_FAMILY: Readonly<Record<string, { en: string; past: boolean }>> = {
  gusta: { en: 'like', past: false },
  gustan: { en: 'like', past: false },
  gustó: { en: 'liked', past: true },
  gustaron: { en: 'liked', past: true },
  gustaba: { en: 'liked', past: true },
  gustaban: { en: 'liked', past: true },
  encanta: { en: 'love', past: false },
  encantan: { en: 'love', past: false },
  encantó: { en: 'loved', past: true },
  encantaron: { en: 'loved', past: true },
  interesa: { en: 'am interested in', past: false },
  interesan: { en: 'am interested in', past: false },
};

export function createSentenceRules(gloss: GlossLookup) {
  const noun = (word: string, plural: boolean): string | undefined => {
    const folded = foldAccents(word.toLowerCase());
    const candidates = plural ? [folded.replace(/es$/, ''), folded.replace(/s$/, '')] : [folded];
    for (const candidate of candidates) {
      const entry = gloss(candidate);
      if (entry?.kind === 'noun') return plural ? pluralise(entry.en) : entry.en;
    }
    return undefined;
  };
  const adjective = (word: string): string | undefined => {
    const folded = foldAccents(word.toLowerCase());
    const forms = [folded, folded.replace(/s$/, ''), folded.replace(/as?$/, 'o'), folded.replace(/es$/, '')];
    for (const form of forms) {
      const entry = gloss(form);
      if (entry?.kind === 'other' && !entry.en.includes(' ')) return entry.en;
    }
    return undefined;
  };

  /**
   * "los perros grandes" -> { en: "the big dogs", bare: "big dogs", plural }. Only determiner + noun (+ one
   * adjective), or a name.
   */
  const nounPhrase = (text: string): { en: string; bare: string; plural: boolean } | undefined => {
    const words = text.trim().split(/\s+/);
    if (words.length === 1 && /^\p{Lu}/u.test(words[0]!)) return { en: words[0]!, bare: words[0]!, plural: false };
    const determiner = DETERMINERS[words[0]!.toLowerCase()];
    if (!determiner || words.length < 2 || words.length > 3) return undefined;
    const plural = determiner.plural === true;
    const head = noun(words[1]!, plural);
    if (!head) return undefined;
    const describing = words[2] ? adjective(words[2]) : '';
    if (describing === undefined) return undefined;
    const bare = describing ? `${describing} ${head}` : head;
    const article = determiner.en === 'a' && /^[aeiou]/.test(bare) ? 'an' : determiner.en;
    return { en: `${article} ${bare}`, bare, plural };
  };

  const infinitive = (word: string): string | undefined => {
    const entry = gloss(foldAccents(word.toLowerCase()));
    return entry?.kind === 'verb' && entry.en.startsWith('to ') ? entry.en : undefined;
  };

  /** What is liked: a noun phrase (in the present, generic: without "the") or an infinitive. */
  const complement = (text: string, generic: boolean): string | undefined => {
    const words = text.trim().split(/\s+/);
    if (words.length === 1) return infinitive(words[0]!) ?? nounPhrase(text)?.en;
    const phrase = nounPhrase(text);
    if (!phrase) return undefined;
    // "Me gusta el café" is coffee in general; "Nos gustó la película" is one film.
    const definite = ['el', 'la', 'los', 'las'].includes(words[0]!.toLowerCase());
    return generic && definite ? phrase.bare : phrase.en;
  };

  /** "a mi hermano" -> a third person subject, "my brother". */
  const aSubject = (text: string | undefined): Subject | undefined => {
    if (!text) return undefined;
    const phrase = nounPhrase(text);
    if (!phrase || phrase.en.startsWith('a ')) return undefined;
    const en = phrase.en;
    return { en, person: phrase.plural ? '3p' : '3s', possessive: `${en}'s` };
  };

  const rules: ((sentence: string) => string | undefined)[] = [
    // Me gustan los perros. / A mi hermano no le gusta bailar. / ¿Te gusta el café?
    (sentence) => {
      const match =
        /^(?:a ((?:\p{L}+ )?\p{L}+) )?(no )?(me|te|le|nos|les) (gusta|gustan|gustó|gustaron|gustaba|gustaban|encanta|encantan|encantó|encantaron|interesa|interesan) (?:mucho )?(.+)$/iu.exec(
          sentence,
        );
      if (!match) return undefined;
      const [, aPhrase, negated, pronoun, verb, rest] = match;
      const subject = pronoun!.toLowerCase().startsWith('l')
        ? aSubject(aPhrase)
        : PRONOUN_SUBJECTS[pronoun!.toLowerCase()];
      if (!subject || (aPhrase && !pronoun!.toLowerCase().startsWith('l'))) return undefined;
      const sense = GUSTAR_FAMILY[verb!.toLowerCase()]!;
      const liked = complement(rest!, !sense.past);
      if (!liked) return undefined;
      const verbPhrase = englishVerb(subject.person, sense.en, sense.past, negated !== undefined);
      return `${subject.en} ${verbPhrase} ${liked}`;
    },
    // Me duele la cabeza. -> My head hurts.
    (sentence) => {
      const match = /^(no )?(me|te|nos) (duele|duelen|dolía|dolían) (el|la|los|las) (\p{L}+)$/iu.exec(sentence);
      if (!match) return undefined;
      const [, negated, pronoun, verb, , part] = match;
      const subject = PRONOUN_SUBJECTS[pronoun!.toLowerCase()]!;
      const plural = verb!.toLowerCase().endsWith('n');
      const thing = noun(part!, plural);
      if (!thing) return undefined;
      const past = verb!.toLowerCase().startsWith('dol');
      const hurts = past
        ? negated
          ? "didn't hurt"
          : 'hurt'
        : negated
          ? plural
            ? "don't hurt"
            : "doesn't hurt"
          : plural
            ? 'hurt'
            : 'hurts';
      return `${subject.possessive} ${thing} ${hurts}`;
    },
    // Se me olvidó el paraguas. / Se me cayó el vaso. / Se me olvidó llamar.
    (sentence) => {
      const match =
        /^se (me|te|nos) (olvidó|olvidaron|cayó|cayeron|rompió|rompieron|perdió|perdieron)(?: (.+))?$/iu.exec(sentence);
      if (!match) return undefined;
      const [, pronoun, verb, rest] = match;
      const subject = PRONOUN_SUBJECTS[pronoun!.toLowerCase()]!;
      const sense = { olvid: 'forgot', caye: 'dropped', cayo: 'dropped', romp: 'broke', perd: 'lost' };
      const folded = foldAccents(verb!.toLowerCase());
      const english = Object.entries(sense).find(([key]) => folded.startsWith(key))?.[1];
      if (!english) return undefined;
      if (!rest) return english === 'forgot' ? `${subject.en} forgot` : undefined;
      const object = infinitive(rest) ?? nounPhrase(rest)?.en;
      return object ? `${subject.en} ${english} ${object}` : undefined;
    },
    // Echo de menos a mi familia. -> I miss my family.
    (sentence) => {
      const match = /^(no )?(echo|echas|echamos|eché|echaste|echamos) de menos (?:a )?(.+)$/iu.exec(sentence);
      if (!match) return undefined;
      const [, negated, verb, rest] = match;
      const form = ECHAR[foldAccents(verb!.toLowerCase())];
      const object = nounPhrase(rest!);
      if (!form || !object) return undefined;
      return `${form.subject} ${englishVerb(form.person, form.past ? 'missed' : 'miss', form.past, negated !== undefined)} ${object.en}`;
    },
    // Me estás tomando el pelo. -> You're pulling my leg.
    (sentence) => {
      const match = /^(me|nos) (estás|está) tomando el pelo$/iu.exec(sentence);
      if (!match) return undefined;
      const whose = match[1]!.toLowerCase() === 'me' ? 'my' : 'our';
      return `You're pulling ${whose} leg`;
    },
    // Tengo ganas de bailar. / Tengo hambre. / Tengo razón.
    (sentence) => {
      const match =
        /^(no )?(tengo|tienes|tenemos|tenía|tuve) (ganas de|hambre|sed|frío|calor|sueño|miedo|prisa|razón|suerte)(?: (.+))?$/iu.exec(
          sentence,
        );
      if (!match) return undefined;
      const [, negated, verb, what, rest] = match;
      const form = TENER[foldAccents(verb!.toLowerCase())];
      if (!form) return undefined;
      const key = foldAccents(what!.toLowerCase());
      if (key === 'ganas de') {
        const words = rest?.split(/\s+/) ?? [];
        const action = words[0] ? infinitive(words[0]) : undefined;
        const object = words.length > 1 ? nounPhrase(words.slice(1).join(' '))?.en : '';
        if (!action || object === undefined) return undefined;
        const want = englishVerb(form.person, form.past ? 'wanted' : 'want', form.past, negated !== undefined);
        return `${form.subject} ${negated ? want : `really ${want}`} ${action}${object ? ` ${object}` : ''}`;
      }
      if (rest) return undefined;
      const state = TENER_STATES[key]!;
      return `${form.subject} ${be(form.person, form.past, negated !== undefined)} ${state}`;
    },
    // Me di cuenta. / Me di cuenta del error.
    (sentence) => {
      const match = /^(me|te) (di|diste) cuenta(?: (de|del) (.+))?$/iu.exec(sentence);
      if (!match) return undefined;
      const [, pronoun, , preposition, rest] = match;
      const subject = PRONOUN_SUBJECTS[pronoun!.toLowerCase()]!;
      if (!rest) return `${subject.en} realized`;
      const object = nounPhrase(preposition!.toLowerCase() === 'del' ? `el ${rest}` : rest);
      return object ? `${subject.en} noticed ${object.en}` : undefined;
    },
  ];

  return {
    /** The English for one Spanish sentence a rule fits whole, with its question or exclamation mark; else undefined. */
    translate(text: string): string | undefined {
      const trimmed = text.trim();
      if (/[.!?…]\s+\S/.test(trimmed) || trimmed.includes('\n') || trimmed.includes(',')) return undefined;
      const question = /\?\s*$/.test(trimmed);
      const exclamation = /!\s*$/.test(trimmed);
      const sentence = trimmed.replace(/^[¿¡]+|[.!?…]+$/g, '').trim();
      for (const rule of rules) {
        const english = rule(sentence);
        if (english === undefined) continue;
        const capitalised = english.charAt(0).toUpperCase() + english.slice(1);
        if (question) return asQuestion(capitalised);
        return `${capitalised}${exclamation ? '!' : '.'}`;
      }
      return undefined;
    },
  };
}

const ECHAR: Readonly<Record<string, { subject: string; person: Person; past: boolean }>> = {
  echo: { subject: 'I', person: '1s', past: false },
  echas: { subject: 'you', person: '2s', past: false },
  echamos: { subject: 'we', person: '1p', past: false },
  eche: { subject: 'I', person: '1s', past: true },
  echaste: { subject: 'you', person: '2s', past: true },
};
const TENER: Readonly<Record<string, { subject: string; person: Person; past: boolean }>> = {
  tengo: { subject: 'I', person: '1s', past: false },
  tienes: { subject: 'you', person: '2s', past: false },
  tenemos: { subject: 'we', person: '1p', past: false },
  tenia: { subject: 'I', person: '1s', past: true },
  tuve: { subject: 'I', person: '1s', past: true },
};
const TENER_STATES: Readonly<Record<string, string>> = {
  hambre: 'hungry',
  sed: 'thirsty',
  frio: 'cold',
  calor: 'hot',
  sueño: 'sleepy',
  miedo: 'scared',
  prisa: 'in a hurry',
  razon: 'right',
  suerte: 'lucky',
};

/** "like" for a person and tense: "likes", "doesn't like", "didn't like"; a past form is given as such ("liked"). */
function englishVerb(person: Person, verb: string, past: boolean, negated: boolean): string {
  const [head, ...tail] = verb.split(' ');
  const rest = tail.length ? ` ${tail.join(' ')}` : '';
  if (head === 'am') {
    const form = be(person, past, negated);
    return `${form}${rest}`;
  }
  if (past) return negated ? `didn't ${baseOf(head!)}${rest}` : `${head}${rest}`;
  if (negated) return `${person === '3s' ? "doesn't" : "don't"} ${head}${rest}`;
  return person === '3s' ? `${thirdPerson(head!)}${rest}` : `${head}${rest}`;
}

function be(person: Person, past: boolean, negated: boolean): string {
  const form = past
    ? person === '1s' || person === '3s'
      ? 'was'
      : 'were'
    : person === '1s'
      ? 'am'
      : person === '3s'
        ? 'is'
        : 'are';
  return negated ? `${form} not` : form;
}

function baseOf(past: string): string {
  return past.endsWith('ed') ? past.replace(/d$/, '').replace(/(?<=[^e])e$/, '') : past;
}

function thirdPerson(verb: string): string {
  if (/(s|x|z|ch|sh)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function pluralise(noun: string): string {
  const words = noun.split(' ');
  const last = words.pop()!;
  const plural =
    IRREGULAR_PLURALS[last] ??
    (/(s|x|z|ch|sh)$/.test(last) ? `${last}es` : /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : `${last}s`);
  return [...words, plural].join(' ');
}

/** "You like coffee" -> "Do you like coffee?"; the subject-verb order English questions need. */
function asQuestion(statement: string): string | undefined {
  const match = /^(I|You|We) (like|love|liked|loved|forgot|miss) (.+)$/.exec(statement);
  if (!match) return undefined;
  const [, subject, verb, rest] = match;
  const past = verb!.endsWith('d') || verb === 'forgot';
  const base = verb === 'forgot' ? 'forget' : verb!.replace(/d$/, '');
  return `${past ? 'Did' : 'Do'} ${subject!.toLowerCase() === 'i' ? 'I' : subject!.toLowerCase()} ${base} ${rest}?`;
}
