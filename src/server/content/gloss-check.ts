/**
 * Glosses that pair a word with a translation of the wrong kind, which the spell check cannot see: a Spanish verb
 * glossed with an English noun ("pagar" = "the pay"), a Spanish noun with an English verb ("el sueldo" = "to pay"),
 * or a one-word English verb offered as a Spanish noun phrase or set phrase ("pay" = "el sueldo", "go" = "para
 * llevar"). The partner teaches from these, so such a pair fails the content checks.
 */
export interface Gloss {
  where: string;
  es: string;
  en: string;
}

const ARTICLE = /^(el|la|los|las|un|una)\s/i;
const INFINITIVE = /^\p{L}*(ar|er|ir|ír)(se)?$/u;
const PARENTHESES = /\([^)]*\)/g;
const SENSES = /[;,]|\s\/\s/;
/** Spanish words that look like infinitives but are nouns or adverbs ("el hogar" has its article; these do not). */
const NOT_INFINITIVES = new Set([
  'mar',
  'bar',
  'par',
  'lugar',
  'hogar',
  'azúcar',
  'mujer',
  'ayer',
  'anteayer',
  'placer',
  'amanecer',
  'atardecer',
  'taller',
  'alquiler',
  'militar',
  'familiar',
  'popular',
  'similar',
  'regular',
  'particular',
  'peculiar',
  'solar',
  'escolar',
  'auxiliar',
  'mejor',
  'peor',
]);

const firstSense = (english: string) => english.replace(PARENTHESES, '').split(SENSES)[0]!.trim().toLowerCase();
const isEnglishNoun = (sense: string) => /^(the|a|an)\s/.test(sense);
const isEnglishVerb = (sense: string) => /^to\s/.test(sense);

function isSpanishInfinitive(spanish: string): boolean {
  const word = spanish.trim().toLowerCase();
  return !word.includes(' ') && INFINITIVE.test(word) && !NOT_INFINITIVES.has(word);
}

/** Problems in Spanish-to-English glosses: the lexicon, lesson vocabulary, topic keywords. */
export function glossProblems(glosses: readonly Gloss[]): string[] {
  const problems: string[] = [];
  for (const { where, es, en } of glosses) {
    for (const [index, form] of es.split(/\s\/\s/).entries()) {
      const senses = en.replace(PARENTHESES, '').split(/\s\/\s/);
      const sense = firstSense(senses.length > 1 ? (senses[index] ?? senses[0]!) : en);
      if (isSpanishInfinitive(form) && isEnglishNoun(sense))
        problems.push(`${where}: the verb "${form}" is glossed with the noun "${sense}"`);
      if (ARTICLE.test(form.trim()) && isEnglishVerb(sense))
        problems.push(`${where}: the noun "${form}" is glossed with the verb "${sense}"`);
    }
  }
  return problems;
}

/**
 * Problems in English-to-Spanish offers (the curated English phrases): a one-word English verb, known as a verb
 * because "to X" is offered too, must be offered as a verb, not a noun phrase ("el sueldo") or a set phrase that
 * merely contains its sense ("para llevar").
 */
export function englishOfferProblems(offers: readonly Gloss[]): string[] {
  const verbs = new Set(
    offers.filter((offer) => /^to\s\S+$/.test(offer.en.trim())).map((offer) => offer.en.trim().slice(3).toLowerCase()),
  );
  const problems: string[] = [];
  for (const { where, es, en } of offers) {
    const english = en.trim().toLowerCase();
    if (english.includes(' ') || !verbs.has(english)) continue;
    const offered = es.split(/\s\/\s/).map((form) => form.trim());
    if (!offered.some((form) => isSpanishInfinitive(form)))
      problems.push(`${where}: the verb "${en}" is offered as "${es}", not as a Spanish verb`);
  }
  for (const { where, es, en } of offers) {
    if (/^to\s\S+$/.test(en.trim()) && !es.split(/\s\/\s/).some((form) => isSpanishInfinitive(form.trim())))
      problems.push(`${where}: "${en}" is offered as "${es}", not as a Spanish infinitive`);
  }
  return problems;
}
