import { stableHash } from '@/domain/stable-hash';
import type { SpanishVariety } from '@/contract/settings-constants';
import type { BilingualLine } from '@/server/content/topic-file-schema';
import type { ServiceAnswers } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { contentLemmas } from './restated-questions';
import { pricedItems } from './estimated-prices';
import { fillLine } from './templates';
import { lastQuestionOf, normaliseText } from './text-normalisation';

export interface ServiceAnswerer {
  /** The partner's in-role answer to a customer's question, when the topic serves the learner and the kind is known. */
  answer(question: string, topic: TutorTopic, variety: SpanishVariety): BilingualLine | undefined;
  /**
   * Whether a statement asks the one serving for a service: a request opener and an infinitive after it ("Quiero
   * devolver esta chaqueta", "Quisiera reservar una mesa"), service-answers.json `requestOpeners`.
   */
  /** `topic`: a thing wanted ("Queríamos una parcela") is a service asked for only if the topic's text names it. */
  requestsAService(text: string, topic?: TutorTopic): boolean;
  /** The slots of frame questions a service asked for has answered ("need": "¿En qué te puedo ayudar?"). */
  slotsARequestAnswers: ReadonlySet<string>;
  /**
   * "¿Tienen piscina?": a yes in role that names the thing, when the topic serves the learner; asked after the scene's
   * facts, which know better ("¿Tienen opciones vegetarianas?"). `canSay`: whether the partner can say a phrase back.
   */
  offers(question: string, topic: TutorTopic, canSay: (phrase: string) => boolean): BilingualLine | undefined;
}

type CompiledKind = Omit<ServiceAnswers['kinds'][number], 'lemmas' | 'exceptLemmas'> & {
  lemmas: Set<string>;
  exceptLemmas: Set<string>;
  phrases: string[];
};

/** The lowest price and its step, in the smallest currency's units (euros): 5, 10 … 95. */
const PRICE_STEP = 5;
const PRICE_STEPS = 19;
/** The longest thing a yes says back ("habitaciones con vistas al mar"): a name, not a retelling. */
const MAX_THING_WORDS = 6;

/**
 * Answers for a learner's own topic in which the partner serves them (a bike repair shop, a hotel desk): the price,
 * when it is ready, how long it takes, a clock time, how to pay. Role-play figures, made up once per topic and
 * question by a hash of their words, so the same question gets the same price all conversation long, and only in a
 * topic whose words make the partner someone who serves (content/tutor/service-answers.json).
 */
export function createServiceAnswerer(
  table: ServiceAnswers,
  spanishOf: (englishWord: string) => string | undefined = () => undefined,
): ServiceAnswerer {
  const cues = new Set(table.serviceCues.map(normaliseText));
  const notAPrice = new Set(table.notAPrice.map(normaliseText));
  const kinds = table.kinds.map((kind) => ({
    ...kind,
    lemmas: new Set(kind.lemmas.map(normaliseText)),
    exceptLemmas: new Set((kind.exceptLemmas ?? []).map(normaliseText)),
    phrases: kind.phrases.map((phrase) => ` ${normaliseText(phrase)} `),
  }));
  const daysCues = new Set(table.daysCues.map(normaliseText));
  const wholeOrder = new Set(table.wholeOrderWords.map(normaliseText));
  const reasonAsked = table.reasonAsked.map((phrase) => ` ${normaliseText(phrase)} `);
  // the words of asking itself ("costar", "tardar", "total"), which name no thing priced
  const askingWords = new Set([...kinds.flatMap((kind) => [...kind.lemmas]), ...wholeOrder]);
  const asksTheWholeOfNothing = (question: string, lemmas: readonly string[]) =>
    lemmas.some((lemma) => wholeOrder.has(lemma)) &&
    pricedItems(question, askingWords).every((item) => item.key === '');
  const morning = new Set(table.partsOfDay.morning.map(normaliseText));
  const evening = new Set(table.partsOfDay.evening.map(normaliseText));
  /** The part of the day a question's time falls in: what opens or starts in the morning, what closes at night. */
  const partOfDay = (lemmas: readonly string[]) =>
    lemmas.some((lemma) => evening.has(lemma))
      ? 'evening'
      : lemmas.some((lemma) => morning.has(lemma))
        ? 'morning'
        : 'day';
  const serving = new Map<string, boolean>();
  const openers = new Map(
    table.availability.openers.flatMap(({ words, answer }) => words.map((word) => [normaliseText(word), answer])),
  );
  const articles = new Map(
    Object.entries(table.availability.articles).map(([word, said]) => [normaliseText(word), said]),
  );
  const skipped = new Set(table.availability.skipped.map(normaliseText));
  const notThings = new Set(table.availability.notThings.map(normaliseText));
  const anyThing = new Set(table.anyThing.map(normaliseText));
  const choosingVerbs = new Set(table.choosingVerbs.map(normaliseText));

  function serves(topic: TutorTopic): boolean {
    if (topic.defaultTopicId) return false;
    const key = `${topic.title}\n${topic.description}\n${topic.prompt}`;
    let known = serving.get(key);
    if (known === undefined) {
      // An English topic is read in Spanish too ("You are the receptionist" holds "el recepcionista").
      const inSpanish = normaliseText(key)
        .split(' ')
        .map((word) => spanishOf(word) ?? '')
        .join(' ');
      known = lemmasOf(`${key}\n${inSpanish}`).some((lemma) => cues.has(lemma));
      if (serving.size > 500) serving.clear();
      serving.set(key, known);
    }
    return known;
  }

  const absentWords = new Set(table.availability.absentWords.map(normaliseText));
  const requestOpeners = table.requestOpeners.map((opener) => normaliseText(opener).split(' '));
  const lookingFor = table.lookingFor.map((opener) => normaliseText(opener).split(' '));
  return {
    slotsARequestAnswers: new Set(table.slotsARequestAnswers),
    requestsAService(text, topic) {
      if (/[?¿]/u.test(text)) return false;
      const words = analysed(text).tokens.filter((token) => token.kind === 'word');
      const norms = words.map((token) => normaliseText(token.text));
      const after = (openers: readonly string[][], fits: (next: (typeof words)[number] | undefined) => boolean) =>
        openers.some((opener) =>
          norms.some(
            (_, at) => opener.every((word, offset) => norms[at + offset] === word) && fits(words[at + opener.length]),
          ),
        );
      // "Quiero devolver…" ("Quisiera que me devuelvan…" is a wish of another kind: the infinitive right after); "Busco
      // un sofá", a thing named after it
      const aThing = (next: (typeof words)[number] | undefined) =>
        next?.reading?.pos === 'determiner' || next?.reading?.pos === 'noun' || next?.reading?.pos === 'numeral';
      // "Queríamos una parcela para tres noches": wanting a thing the topic offers (its text names it; "Quiero un
      // descuento" met with "¡Claro!" would promise what it never said)
      const toldThing = (next: (typeof words)[number] | undefined) => {
        if (!topic || !aThing(next)) return false;
        const after = words.slice(words.indexOf(next!));
        const noun = after.find((token) => token.reading?.pos === 'noun');
        return noun !== undefined && toldOf(normaliseText(noun.reading!.lemma), topic) === 'named';
      };
      return (
        after(requestOpeners, (next) => next?.reading?.verbForm === 'infinitive') ||
        after(lookingFor, aThing) ||
        after(requestOpeners, toldThing)
      );
    },
    offers(question, topic, canSay) {
      return serves(topic) ? thingOnOffer(question, canSay, topic) : undefined;
    },
    answer(turn, topic, variety) {
      if (!serves(topic)) return undefined;
      // "No tengo efectivo… ¿Hay un cajero cerca?": the kind is read in the question, not in what led up to it
      const question = lastQuestionOf(turn);
      const lemmas = lemmasOf(question);
      const padded = ` ${normaliseText(question)} `;
      // "¿Por qué me cobraron tanto?" asks why: a made-up price would answer another question
      if (reasonAsked.some((phrase) => padded.includes(phrase))) return undefined;
      const asked = kindsAsked(lemmas, padded)
        .filter((kind) => kind.id !== 'duration' || !takesTimeToHappen(question))
        .filter((kind) => !kind.onlyOfNamedThings || namesOnlyToldThings(question, topic))
        // a made-up answer never stands beside the topic's own word on it ("No se aceptan tarjetas")
        .filter((kind) => ![...kind.lemmas].some((lemma) => toldOf(lemma, topic) !== undefined))
        // "¿Cuánto es todo junto?" names nothing: the sum of what was priced before, which no made-up figure is
        .filter((kind) => kind.id !== 'price' || !asksTheWholeOfNothing(question, lemmas));
      if (asked.length === 0) return undefined;
      const answers = asked.slice(0, 2).map((kind) => answerOf(kind, question, lemmas, topic, variety));
      return { es: answers.map((line) => line.es).join(' '), en: answers.map((line) => line.en).join(' ') };
    },
  };

  /**
   * "¿Tienen piscina?", "¿Hay clases de yoga?": the question opens with an opener and names a thing on offer right
   * after it, which the yes names ("Sí, tenemos piscina."); "¿Hay que reservar?" and "¿Hay algún problema?" get none.
   */
  /**
   * What the topic's own text says of the thing: 'absent' after a word of absence ("Todas sin permanencia"),
   * 'named' elsewhere, undefined when it does not name it.
   */
  function toldOf(lemma: string, topic: TutorTopic): 'absent' | 'named' | undefined {
    const tokens = analysed(`${topic.description} ${topic.prompt}`).tokens.filter((token) => token.kind === 'word');
    const at = tokens.findIndex((token) => token.readings.some((reading) => normaliseText(reading.lemma) === lemma));
    if (at < 0) return undefined;
    const before = tokens.slice(Math.max(0, at - 2), at).map((token) => normaliseText(token.text));
    return before.some((word) => absentWords.has(word)) ? 'absent' : 'named';
  }

  /**
   * Whether the thing asked for is one the topic's own text names ("una ruta" at a campsite is not): every noun the
   * question asks of, not one after a preposition ("para el pelo seco" says what for) nor a word for any thing
   * ("¿Qué producto me recomiendas?").
   */
  function namesOnlyToldThings(question: string, topic: TutorTopic): boolean {
    const words = analysed(question).tokens.filter((token) => token.kind === 'word');
    let afterPreposition = false;
    return words.every((token) => {
      const pos = token.reading?.pos;
      if (pos === 'preposition') afterPreposition = true;
      else if (pos === 'verb') afterPreposition = false;
      if (token.reading?.verbForm === 'infinitive') return choosingVerbs.has(normaliseText(token.reading.lemma));
      if (pos !== 'noun' || afterPreposition) return true;
      const lemma = normaliseText(token.reading!.lemma);
      return anyThing.has(lemma) || toldOf(lemma, topic) !== undefined;
    });
  }

  function thingOnOffer(
    question: string,
    canSay: (phrase: string) => boolean,
    topic: TutorTopic,
  ): BilingualLine | undefined {
    // the question itself, after what the turn said before it ("Es muy caro... ¿hay descuento para estudiantes?")
    const asked = lastQuestionOf(question);
    const words = analysed(asked).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
    let at = normaliseText(words[0]?.text ?? '') === 'y' ? 1 : 0;
    const opener = openers.get(normaliseText(words[at]?.text ?? ''));
    if (!opener) return undefined;
    const said: string[] = [];
    for (at++; at < words.length; at++) {
      const word = words[at]!.text.toLowerCase();
      const article = articles.get(normaliseText(word));
      if (article) said.push(article);
      else if (!skipped.has(normaliseText(word))) break;
    }
    // Any noun reading: after "¿Tienen…?" no finite verb can stand ("fundas" is not "fundar" here).
    const thing = words[at]?.readings.find((reading) => reading.pos === 'noun');
    if (!thing || notThings.has(normaliseText(thing.lemma))) return undefined;
    said.push(...words.slice(at).map((word) => word.text.toLowerCase()));
    const phrase = said.join(' ');
    // a thing the topic names is there, unless a word of absence stands before it ("Todas sin permanencia"); one it
    // never names gets no yes ("¿Hay descuento para estudiantes?", "¿Hay medusas hoy?"): an invented fact is worse
    // than the role's "eso lo tengo que revisar"
    const told = toldOf(normaliseText(thing.lemma), topic);
    if (!told) return undefined;
    // so does every word that says which of the thing ("¿Tiene pan sin gluten?", "¿Tienen tartas de chocolate?"):
    // the topic's bread is not a gluten-free one
    const which = words
      .slice(at + 1)
      .filter((word) => word.reading?.pos === 'noun' || word.reading?.pos === 'adjective');
    if (which.some((word) => toldOf(normaliseText(word.reading!.lemma), topic) === undefined)) return undefined;
    if (said.length > MAX_THING_WORDS || !canSay(phrase)) return undefined;
    const bare = words
      .slice(at)
      .map((word) => word.text.toLowerCase())
      .join(' ');
    if (told === 'absent') return fillLine(table.availability.absent, { thing: { es: bare, en: `"${bare}"` } });
    return fillLine(opener, { thing: { es: phrase, en: `"${phrase}"` } });
  }

  /** Every kind the question asks, in the order it asks them ("¿Cuánto cuesta y cuántos días tarda?"). */
  function kindsAsked(lemmas: readonly string[], padded: string): CompiledKind[] {
    const words = padded.trim().split(' ');
    return kinds
      .map((kind) => {
        if (kind.id === 'price' && lemmas.some((lemma) => notAPrice.has(lemma))) return undefined;
        if (lemmas.some((lemma) => kind.exceptLemmas.has(lemma))) return undefined;
        const byLemma = lemmas.findIndex((lemma) => kind.lemmas.has(lemma));
        const byPhrase = kind.phrases
          .filter((phrase) => padded.includes(phrase))
          .map((phrase) => padded.slice(0, padded.indexOf(phrase)).trim().split(' ').filter(Boolean).length);
        const ats = [...(byLemma >= 0 ? [Math.min(byLemma, words.length)] : []), ...byPhrase];
        return ats.length > 0 ? { kind, at: Math.min(...ats) } : undefined;
      })
      .filter((found): found is { kind: CompiledKind; at: number } => found !== undefined)
      .sort((a, b) => a.at - b.at)
      .map((found) => found.kind);
  }

  function answerOf(
    kind: CompiledKind,
    question: string,
    lemmas: readonly string[],
    topic: TutorTopic,
    variety: SpanishVariety,
  ): BilingualLine {
    // What is priced or timed, by its content words only: "¿Cuánto me cobras por cambiar los frenos?" and "¿Cuánto
    // cuesta cambiar los frenos?" get one price.
    const priced = contentLemmas(question)
      .map(normaliseText)
      .filter((lemma) => !kind.lemmas.has(lemma));
    const seed = stableHash(`${topic.title}\n${kind.id}\n${[...new Set(priced)].sort().join(' ')}`);
    const currency = table.currencies[variety];
    const inDays = lemmas.some((lemma) => daysCues.has(lemma));
    const durations = inDays ? table.durationsInDays : table.durations;
    const duration = durations[seed % durations.length]!;
    const part = partOfDay(lemmas);
    const clocks = table.clockTimes.filter((time) => time.partOfDay === part);
    const clock = clocks[seed % clocks.length]!;
    // one made-up price per thing named, times how many, added up ("dos cortes y un arreglo de barba")
    const unitPrice = (key: string) =>
      ((stableHash(`${topic.title}\n${kind.id}\n${key}`) % PRICE_STEPS) + 1) * PRICE_STEP * currency.perUnit;
    const price = String(
      pricedItems(question, askingWords).reduce((sum, item) => sum + item.count * unitPrice(item.key), 0),
    );
    return fillLine(kind.answer, {
      price: { es: price, en: price },
      currency: { es: currency.es, en: currency.es },
      currencyEn: { es: currency.en, en: currency.en },
      duration: { es: duration.es, en: duration.es },
      durationEn: { es: duration.en, en: duration.en },
      clock: { es: clock.es, en: clock.es },
      clockEn: { es: clock.en, en: clock.en },
    });
  }
}

function lemmasOf(text: string): string[] {
  return analysed(text)
    .tokens.filter((token) => token.kind === 'word')
    .map((token) => normaliseText(token.reading?.lemma ?? token.text));
}

/**
 * "tardar en" + infinitive asks how long something takes to happen ("¿Cuánto tarda en sanar?", "… en dar
 * frutos"): nothing the one serving does, so no made-up duration answers it.
 */
function takesTimeToHappen(question: string): boolean {
  const tokens = analysed(question).tokens.filter((token) => token.kind === 'word');
  return tokens.some(
    (token, index) =>
      token.reading?.lemma === 'tardar' &&
      tokens
        .slice(index + 1, index + 5)
        .some(
          (next, offset, after) =>
            next.text.toLowerCase() === 'en' && after[offset + 1]?.reading?.verbForm === 'infinitive',
        ),
  );
}
