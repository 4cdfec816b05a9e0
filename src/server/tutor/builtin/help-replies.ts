import type { Difficulty } from '@/contract/conversation';
import type { SpanishVariety } from '@/contract/settings-constants';
import type { BilingualLine } from '@/server/content/topic-file-schema';
import type { LineVariants, RegisterPhrases } from '@/server/content/tutor-content-schema';
import { analysed } from './analysis-cache';
import type { LastQuestion } from './conversation-state';
import type { SpanishSuggestion } from './english-input';
import { inVarietyOf, type GlossEntry, type Glossary } from './glossary';
import type { HelpRequest } from './learner-message-analysis';
import type { ReplyPart } from './reply-composer';
import { fillLine, pickVariant, sameInBoth } from './templates';
import { normaliseText } from './text-normalisation';
import type { TutorPlan } from './tutor-plan';

export interface HelpContext {
  difficulty: Difficulty;
  seed: number;
  phrases: RegisterPhrases;
  glossary: Glossary;
  plan: TutorPlan;
  /** The learner's variety, for a word the lessons give each its own of ("los deberes", "la tarea"). */
  variety: SpanishVariety;
  last?: LastQuestion;
  /** The partner's previous message, normalised: was the last question already given in English? */
  lastPartnerMessage?: string;
}

const ARTICLE = /^(el|la|los|las|un|una)\s+/;

/** The topic's own keywords first ("la propina" in a restaurant topic), then the glossary. */
function glossSpanish(phrase: string, plan: TutorPlan, glossary: Glossary): GlossEntry | undefined {
  const key = normaliseText(phrase);
  const keyword = plan.keywordByForm.get(key) ?? plan.keywordByForm.get(key.replace(ARTICLE, ''));
  // a keyword's forms are words that bring it up, not its meaning: "madrugar" brings up "temprano" (early) but
  // means "to get up early"; the keyword's gloss is the word's only when the word is the keyword or one of its forms
  return keyword && sameWord(key, keyword.es) ? { es: keyword.es, en: keyword.en } : glossary.spanish(phrase);
}

/** Whether a word is the keyword itself, with or without its article, or one of its inflections ("casas", "casa"). */
function sameWord(key: string, keyword: string): boolean {
  const bare = (text: string) => normaliseText(text).replace(ARTICLE, '');
  const lemma = bare(keyword);
  return (
    bare(key) === lemma ||
    analysed(bare(key)).tokens.some((token) => token.readings.some((reading) => normaliseText(reading.lemma) === lemma))
  );
}

export function canGloss(phrase: string, plan: TutorPlan, glossary: Glossary): boolean {
  return (
    glossSpanish(phrase, plan, glossary) !== undefined ||
    glossary.english(phrase) !== undefined ||
    glossary.verbForm(phrase) !== undefined ||
    glossary.masculineForm(phrase) !== undefined
  );
}

/** The most words of a question that only holds the door open ("¿Algo más?", "¿Alguna otra pregunta?"). */
const OPEN_DOOR_WORDS = 3;

/**
 * Help without moving on: the last question more simply, again, or with a word explained. Undefined when there
 * is no question to come back to, so the turn goes on as usual. "No entiendo" climbs a ladder instead of
 * repeating itself: the simpler question, then its English, then 'moveOn' (the caller asks something else).
 */
export function helpParts(help: HelpRequest, context: HelpContext): ReplyPart[] | 'moveOn' | undefined {
  const { last } = context;
  const pick = (variants: LineVariants) => pickVariant(variants[context.difficulty], context.seed);
  const { help: phrases } = context.phrases;
  switch (help.kind) {
    case 'simpler': {
      if (!last) return undefined;
      const english = normaliseText(last.question.en);
      if (english && context.lastPartnerMessage?.includes(english)) return 'moveOn';
      if (last.shownSimpler)
        return [{ line: fillLine(pick(phrases.inEnglish), { english: sameInBoth(last.question.en) }) }];
      return [{ line: pick(phrases.simpler), dropRank: 1 }, { line: last.question.simpler }];
    }
    case 'repeat':
      if (!last) return undefined;
      return [{ line: pick(phrases.repeat), dropRank: 1 }, { line: shownLine(last) }];
    case 'meaning':
    case 'howToSay': {
      const gloss = explain(help, context);
      // a meaning asked is a word the partner cannot explain; a word to say, one it cannot say yet
      const unknown = help.kind === 'meaning' ? phrases.unknownMeaning : phrases.unknownWord;
      if (!gloss) return [{ line: fillLine(pick(unknown), { word: sameInBoth(help.word) }) }];
      // an open door ("¿Algo más?") is asked again as it is: "Vuelvo a mi pregunta" would make a question of it
      const openDoor = last !== undefined && last.question.es.split(/\s+/u).length <= OPEN_DOOR_WORDS;
      const reask: ReplyPart[] = !last
        ? []
        : openDoor
          ? [{ line: shownLine(last) }]
          : [{ line: pick(phrases.reask), dropRank: 1 }, { line: shownLine(last) }];
      return [{ line: gloss }, ...reask];
    }
  }
}

/** "¿Qué significa pescado?" glosses a Spanish word; asked about an English word, it gives the Spanish instead. */
function explain(help: Extract<HelpRequest, { word: string }>, context: HelpContext): BilingualLine | undefined {
  const { glossary, plan } = context;
  const pick = (variants: LineVariants) => pickVariant(variants[context.difficulty], context.seed);
  const word = sameInBoth(help.word);
  const meaning = (entry: GlossEntry) =>
    fillLine(pick(context.phrases.help.meaning), { word, meaning: sameInBoth(entry.en) });
  const howToSay = (entry: GlossEntry) => {
    const spanish = inVarietyOf(entry, context.variety);
    // "el cojín / acolchar": the noun and the verb each named, so neither is taken for the other's translation
    const [first, second, ...more] = spanish.split(' / ');
    const nouns = [first, second].filter((part) => part !== undefined && ARTICLE.test(part));
    if (second !== undefined && more.length === 0 && nouns.length === 1) {
      const [noun, verb] = ARTICLE.test(first!) ? [first!, second] : [second, first!];
      return fillLine(pick(context.phrases.help.howToSayNounAndVerb), {
        word,
        noun: sameInBoth(noun),
        verb: sameInBoth(verb),
      });
    }
    return fillLine(pick(context.phrases.help.howToSay), { word, spanish: sameInBoth(spanish) });
  };
  const verbForm = (entry: GlossEntry) =>
    fillLine(pick(context.phrases.help.verbForm), {
      word,
      infinitive: sameInBoth(entry.es),
      meaning: sameInBoth(entry.en),
    });
  const spanish = glossSpanish(help.word, plan, glossary);
  // "¿Cómo se dice 'pan' en inglés?": the word is Spanish ("bread"), never the English "pan" (una cacerola)
  const found = help.kind === 'howToSay' && help.intoEnglish ? undefined : glossary.english(help.word);
  // "Quiero mi café to go": after a noun the English is no verb, so a verb's gloss ("ir") would be false there
  const onlyAVerb = (entry: GlossEntry) =>
    entry.es.split(' / ').every((part) => /^\p{L}*(?:ar|er|ir|ír|rse)$/u.test(part));
  const english = help.kind === 'howToSay' && help.afterANoun && found && onlyAVerb(found) ? undefined : found;
  if (found && !english) return undefined;
  // "¿Cómo se dice 'tire'?": an English word it cannot give is not read as a Spanish one ("tire", of "tirar")
  const asksForEnglish = help.kind === 'howToSay' && !help.intoEnglish;
  if (asksForEnglish && !english && glossary.isEnglishWord(help.word)) return undefined;
  if (help.kind === 'meaning' || !english) {
    if (spanish) return meaning(spanish);
    if (english) return howToSay(english);
    const infinitive = glossary.verbForm(help.word);
    if (infinitive) return verbForm(infinitive);
    const masculine = glossary.masculineForm(help.word);
    if (masculine) return meaning(masculine);
    // A word the course does not teach: the bilingual glossary's senses, never a guess (its lemma, when inflected).
    const found = help.word.trim().includes(' ') ? undefined : glossary.meaningOf(help.word);
    if (!found) return undefined;
    return normaliseText(found.es) === normaliseText(help.word) ? meaning(found) : verbForm(found);
  }
  return howToSay(english);
}

/** The question as the learner last saw it. */
export function shownLine(last: LastQuestion): BilingualLine {
  return last.shownSimpler ? last.question.simpler : { es: last.question.es, en: last.question.en };
}

/** English or mixed input: the Spanish for what they said, and an invitation to try again. No new question. */
export function englishParts(
  suggestions: readonly SpanishSuggestion[],
  context: Pick<HelpContext, 'difficulty' | 'seed' | 'phrases' | 'variety'>,
): ReplyPart[] {
  const { english } = context.phrases;
  const pick = (variants: LineVariants) => pickVariant(variants[context.difficulty], context.seed);
  const invitation = { line: pick(english.invitation) };
  if (suggestions.length === 0) return [{ line: pick(english.nothingKnown), dropRank: 1 }, invitation];
  const items = suggestions.map((suggestion) =>
    fillLine(
      english.item,
      {
        english: sameInBoth(suggestion.english),
        spanish: sameInBoth(inVarietyOf({ es: suggestion.spanish, latam: suggestion.latam }, context.variety)),
      },
      { fragment: true },
    ),
  );
  const list: BilingualLine = {
    es: `${items.map((item) => item.es).join('; ')}.`,
    en: `${items.map((item) => item.en).join('; ')}.`,
  };
  return [{ line: pick(english.intro), dropRank: 1 }, { line: list }, invitation];
}
