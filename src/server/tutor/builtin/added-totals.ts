import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { numberToSpanish } from '@/domain/spanish-numbers';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { said } from './order-totals';
import { pricedItemsIn, type PricedItem, type PriceWords } from './priced-items';
import { quantityBefore } from './scene-knowledge';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END } from './topic-figures';

type Span = ScenesFile['cues']['spans'][number];

/** A priced thing of the topic and how often its price is paid: once, per a length of time, or per something else. */
interface Priced {
  item: PricedItem;
  per: Span | 'once' | 'other';
  /** The topic says it is paid once, at the start ("inscripción 300 pesos (se paga una sola vez)"). */
  once: boolean;
}

/** A priced thing as the learner named it: "tres clases sueltas" is three of it. */
interface Counted extends Priced {
  count: number;
}

/** The topic's figure is no exact price: "desde 45 euros", "unos 50 euros" cannot be summed as if it were. */
const APPROXIMATE = /(?:desde|unos|unas|aproximadamente|hasta|from|about|around)\s*$/iu;
/** "hace tres días", "dentro de dos semanas", "cada dos horas": a length said that is no length paid for. */
const NOT_PAID_FOR = new Set(['hace', 'dentro', 'cada']);

export interface AddedTotals {
  /**
   * "Quiero estudiar dos semanas con el paquete semanal. ¿Cuánto pagaría en total con la inscripción?": the price the
   * learner named (else the topic's one price per the length the question names: "por mes en total, contando las
   * expensas" is the rent's) and what the question adds to it, summed. Undefined unless every thing is priced exactly
   * once by the topic, in one currency, at a figure that is no estimate, and each length told fits what it is paid per.
   */
  totalFor(message: string, learnerText: readonly string[], topic: TutorTopic): string | undefined;
}

export function createAddedTotals(file: ScenesFile, priceWords: PriceWords): AddedTotals {
  const { figures, people } = file.topicText;
  const totalWords = figures.totalWords.map(normaliseText);
  const additionWords = figures.additionWords.map(normaliseText);
  const paidOnce = figures.paidOnce.map(normaliseText);
  const firstSpan = new Set(figures.firstSpan.map(normaliseText));
  const spanByWord = new Map(
    file.cues.spans.flatMap((span) =>
      [span.singular, span.plural, ...span.adjectives].map((word) => [normaliseText(word), span] as const),
    ),
  );
  // "paquete semanal", "la mensualidad": a word of its name that says a price is per a length
  const spanByAdjective = new Map(
    file.cues.spans.flatMap((span) =>
      [...span.adjectives, ...span.nouns].map((word) => [normaliseText(word), span] as const),
    ),
  );
  const personWords = new Set(
    [...people.kinds.flatMap((kind) => kind.nouns), ...people.unknownAge, ...people.discount].map(normaliseText),
  );

  function pricedIn(topic: TutorTopic): Priced[] {
    return `${topic.description}\n${topic.prompt}`.split(SENTENCE_END).flatMap((sentence) =>
      pricedItemsIn(sentence, priceWords)
        .filter((item) => !APPROXIMATE.test(sentence.slice(0, sentence.indexOf(item.said))))
        .map((item) => ({ item, per: perOf(item), once: saidPaidOnce(sentence, item) })),
    );
  }

  /** Whether the words after the thing's price, to the next thing's, say it is paid once ("se paga una sola vez"). */
  function saidPaidOnce(sentence: string, item: PricedItem): boolean {
    const after = sentence.slice(sentence.indexOf(item.said) + item.said.length).split(/[;]/u)[0]!;
    const padded = ` ${normaliseText(after)} `;
    return paidOnce.some((phrase) => padded.includes(` ${phrase} `));
  }

  /** "el primer mes": the question asks what the first length costs, with what is paid once at the start. */
  function asksTheFirstSpan(question: string): boolean {
    const words = normaliseText(question).split(' ');
    return words.some((word, at) => firstSpan.has(word) && spanByWord.has(words[at + 1] ?? ''));
  }

  /** "al mes", "la hora": per that length; "semanal" in its name: per week; "por persona", "el kilo": per another. */
  function perOf(item: PricedItem): Priced['per'] {
    if (item.rate) return spanByWord.get(normaliseText(item.rate).split(' ').at(-1)!) ?? 'other';
    // ("fianza de dos meses" is paid once: only an adjective of its name says a price is per a length)
    const adjective = normaliseText(item.name)
      .split(' ')
      .find((word) => spanByAdjective.has(word));
    return adjective ? spanByAdjective.get(adjective)! : 'once';
  }

  /** The priced things a text names by their nouns, each once; 'unclear' when a noun fits two of them alike. */
  function named(text: string, priced: readonly Priced[]): Priced[] | 'unclear' {
    const tokens = analysed(text).tokens.filter((token) => token.readings.some((reading) => reading.pos === 'noun'));
    const words = new Set(
      analysed(text).tokens.flatMap((token) => [token.text, ...token.readings.map((r) => r.lemma)].map(normaliseText)),
    );
    const found = new Set<Priced>();
    for (const token of tokens) {
      const forms = [token.text, ...token.readings.map((reading) => reading.lemma)].map(normaliseText);
      if (forms.some((form) => spanByWord.has(form))) continue;
      const fitting = priced.filter(({ item }) => forms.some((form) => item.heads.has(form)));
      if (fitting.length === 0) continue;
      // "corte" of "corte de mujer" and "corte de hombre": the words beside it pick one, or none is picked
      const scores = fitting.map(({ item }) => [...item.lemmas].filter((lemma) => words.has(lemma)).length);
      const best = Math.max(...scores);
      const picked = fitting.filter((_, at) => scores[at] === best);
      if (picked.length > 1) return 'unclear';
      found.add(picked[0]!);
    }
    return [...found];
  }

  /** The phrases of a question after its words of addition: "con la inscripción" → "la inscripción". */
  function additionPhrases(question: string): string[] {
    const words = question.split(/(\s+|[,;:¿?¡!.])/u);
    const phrases: string[] = [];
    for (let at = 0; at < words.length; at++) {
      if (!additionWords.includes(normaliseText(words[at]!))) continue;
      const rest = words.slice(at + 1).join('');
      phrases.push(rest.split(/[,;:?¿.!]|\s(?:y|si|para|por|que)\s/u)[0]!.trim());
    }
    return phrases.filter((phrase) => phrase.length > 0);
  }

  /** The length of time a text tells last ("dos semanas"), not one that describes a thing ("paquete de 20 horas"). */
  function lengthTold(text: string): { count: number; span: Span } | undefined {
    const words = normaliseText(text).split(' ');
    for (let at = words.length - 1; at > 0; at--) {
      const span = spanByWord.get(words[at]!);
      if (!span || (words[at] !== normaliseText(span.singular) && words[at] !== normaliseText(span.plural))) continue;
      const count = quantityBefore(words, at);
      if (count === undefined || count < 1 || !Number.isInteger(count)) continue;
      if (words[at - 2] === 'de' || words.slice(Math.max(0, at - 5), at).some((word) => NOT_PAID_FOR.has(word)))
        continue;
      return { count, span };
    }
    return undefined;
  }

  return {
    totalFor(message, learnerText, topic) {
      const question = lastQuestionOf(message);
      const asked = ` ${normaliseText(question)} `;
      // ("¿Cuánto pago el primer mes?" asks the whole of that month too)
      if (!totalWords.some((word) => asked.includes(` ${word} `)) && !asksTheFirstSpan(question)) return undefined;
      const priced = pricedIn(topic);
      // "Somos dos adultos", "Soy estudiante": prices per person or for a kind of person, which this sum leaves out
      // (unless the kind names a price of its own: "estudiantes con carné, 29 € al mes")
      const ownPrice = (word: string) => priced.some(({ item }) => item.heads.has(word));
      if (
        normaliseText(message)
          .split(' ')
          .some((word) => personWords.has(word) && !ownPrice(word))
      )
        return undefined;
      const phrases = additionPhrases(question);
      const first = asksTheFirstSpan(question);
      if (priced.length < 2 || (phrases.length === 0 && !first)) return undefined;
      const namedThings = named(phrases.join(', '), priced);
      // "¿Cuánto pago el primer mes, con todo?": what the topic says is paid once is added to the first length
      const everything = phrases.every((phrase) => totalWords.includes(normaliseText(phrase)));
      const added =
        namedThings !== 'unclear' && namedThings.length === 0 && (first || everything)
          ? priced.filter((thing) => thing.once)
          : namedThings;
      if (added === 'unclear' || added.length === 0) return undefined;
      const base = baseOf(message, phrases, learnerText, priced, added);
      if (!base) return undefined;
      return sumSaid([base, ...added.map((thing) => ({ ...thing, count: 1 }))], lengthTold(message));
    },
  };

  /**
   * What the addition is added to: a priced thing the turn names besides it, else the one the learner named last
   * before, else the topic's first price per the length the question names ("por mes", "el primer mes").
   */
  function baseOf(
    message: string,
    phrases: readonly string[],
    learnerText: readonly string[],
    priced: readonly Priced[],
    added: readonly Priced[],
  ): Counted | undefined {
    let rest = message;
    for (const phrase of phrases) rest = rest.replace(phrase, ' ');
    const earlier = learnerText.slice(0, -1).reverse();
    for (const text of [rest, ...earlier]) {
      const found = named(text, priced);
      if (found === 'unclear') return undefined;
      const others = found.filter((thing) => !added.includes(thing));
      if (others.length > 1) return undefined;
      if (others.length === 1) return { ...others[0]!, count: countOf(text, others[0]!.item) };
    }
    const spanAsked = normaliseText(lastQuestionOf(message))
      .split(' ')
      .map((word) => spanByWord.get(word))
      .find((span) => span !== undefined);
    const ofSpan = spanAsked && priced.find((thing) => thing.per === spanAsked && !added.includes(thing));
    return ofSpan ? { ...ofSpan, count: 1 } : undefined;
  }

  /** How many of the thing the text counts before its noun ("tres clases"), 1 when none. */
  function countOf(text: string, item: PricedItem): number {
    const tokens = analysed(text).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
    const words = tokens.map((token) => normaliseText(token.text));
    const at = tokens.findIndex((token) =>
      [token.text, ...token.readings.map((reading) => reading.lemma)].some((form) =>
        item.heads.has(normaliseText(form)),
      ),
    );
    const count = at > 0 ? quantityBefore(words, at) : undefined;
    return count !== undefined && Number.isInteger(count) && count > 1 ? count : 1;
  }

  /** "Paquete semanal, dos semanas: 320 dólares; inscripción: 35 dólares. En total, 355 dólares." */
  function sumSaid(things: readonly Counted[], told: { count: number; span: Span } | undefined): string | undefined {
    const currency = things[0]!.item.currency;
    if (things.some(({ item, per }) => item.currency !== currency || per === 'other')) return undefined;
    const spans = new Set(things.map(({ per }) => per).filter((per): per is Span => typeof per !== 'string'));
    // a length told is paid for only by a price per that length; two lengths, or one told of none, leave it unclear
    if (spans.size > 1 || (told && !spans.has(told.span))) return undefined;
    const perSpan = !told && spans.size === 1 ? [...spans][0] : undefined;
    // ("al mes" of a rent and a one-off deposit: the first month with the deposit, said as a sum once)
    let total = 0;
    const parts = things.map(({ item, per, count }) => {
      const times = told && per === told.span ? told.count : 1;
      total += item.price * times * count;
      const length = times > 1 ? `, ${numberToSpanish(times, told!.span.gender)} ${told!.span.plural}` : '';
      const price = `${said(item.price * times, item.decimalComma, item.grouping)} ${currency}`;
      const rate = perSpan && per === perSpan && !length ? ` ${item.rate ?? `al ${perSpan.singular}`}` : '';
      // "tres clases sueltas": the price of one, times three
      const counted =
        count > 1
          ? `${count} × ${price} = ${said(item.price * times * count, item.decimalComma, item.grouping)} ${currency}`
          : price;
      return `${label(item.name)}${length}: ${counted}${rate}`;
    });
    const { decimalComma } = things[0]!.item;
    const grouping = things.find(({ item }) => item.grouping)?.item.grouping;
    const sum = `${said(total, decimalComma, grouping)} ${currency}`;
    const each =
      perSpan && things.every(({ per }) => per === perSpan)
        ? ` ${things[0]!.item.rate ?? `al ${perSpan.singular}`}`
        : '';
    const listed = parts.join('; ');
    return `${listed.charAt(0).toUpperCase()}${listed.slice(1)}. En total, ${sum}${each}.`;
  }
}

/** A thing's name as the topic writes it, without its article: "El alquiler" → "alquiler". */
function label(name: string): string {
  const words = name.split(/\s+/u);
  const first = normaliseText(words[0] ?? '');
  const rest = ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas'].includes(first) ? words.slice(1) : words;
  const said = rest.join(' ');
  return /^\p{Lu}\p{Ll}/u.test(said) && rest.length > 0 ? `${said.charAt(0).toLowerCase()}${said.slice(1)}` : said;
}
