import type { Difficulty } from '@/contract/conversation';
import { wordCount, type BilingualLine, type Register } from '@/server/content/topic-file-schema';
import type { ReactionKind, RegisterPhrases } from '@/server/content/tutor-content-schema';
import { analysed } from './analysis-cache';
import type { Glossary } from './glossary';
import { opensWithGreeting, type LearnerMessage } from './learner-message-analysis';
import type { ReplyPart } from './reply-composer';
import { fillLine, pickVariant, sameInBoth, type Slots } from './templates';
import { capitalise } from '@/domain/spanish-text';
import { normaliseText, sentencesOf, tokenise } from './text-normalisation';
import { namesAnotherPlace } from './places-named';
import { isYouWord } from './role-voice';

export interface ReactionContext {
  difficulty: Difficulty;
  /** Moves by one each learner turn so the wording varies. */
  seed: number;
  /** The phrases in the topic's register. */
  phrases: RegisterPhrases;
  register: Register;
  glossary: Glossary;
  /** The partner's earlier messages, normalised: no reaction line is said twice in a conversation. */
  partnerSaid: readonly string[];
  /** A line as the learner heard it (their variety's words), to find it in `partnerSaid`. */
  heard?: (spanish: string) => string;
  /** The corrected clause said back from the partner's side, when the learner's message had a mistake. */
  recast?: string;
  /** Every word of an echo is one the partner can vouch for (spelled right): otherwise it is not echoed. */
  canEcho(phrase: string): boolean;
  /** The partner serves the learner in this scene: a complaint gets an apology and a fix (serviceComplaint). */
  serves?: boolean;
  /**
   * The partner plays someone at work (a waiter, a doctor, a learner's role): what it cannot answer it offers to
   * look up, never "no tengo ni idea", which in its job would be false.
   */
  inRole?: boolean;
  /** The learner's question has an answer in the reply: no "eso no lo sé" beside it. */
  answered?: boolean;
  /** The learner's message before this one told bad news (not a passing ailment nor a worry), and this one goes on. */
  afterSadNews?: boolean;
  /** Bad news with nothing to name, said back from the partner's side ("estás muy cansado"). */
  newsSaidBack?: string;
  /**
   * Whether a phrase only names the scene the topic's title sets ("el refugio" in "Voluntariado en un refugio"):
   * said back, "¿El refugio?" would hear nothing the learner said.
   */
  namesTheSetting?(phrase: string): boolean;
  /** Whether a question of the turn (with its marks) asks the partner something to know: no tag, no request. */
  asksToKnow(question: string): boolean;
  /** Whether a line leaves out what the learner cannot have, when the turn asks what to have ("sin lactosa"). */
  ruledOut?(line: string): boolean;
}

interface Candidate {
  kind: ReactionKind;
  slots: Slots;
  /** A topic keyword's own reply replaces the generic wording. */
  fixed?: BilingualLine;
}

/** Reactions that say back a bare phrase with a word of acknowledgement ("¿Diez euros? Ya veo."). */
const FRAGMENT_ECHOES: ReadonlySet<ReactionKind> = new Set(['echo', 'number']);
/** A second reaction is added only when both are this short ("¡Mucho gusto, Ana! ¿De Chile? ¡Qué interesante!"). */
const SHORT_REACTION_WORDS = 6;
/** A topic word's own line after a reflection ("¿Ayer comiste pizza? ¡La pizza le gusta a todo el mundo!"). */
const KEYWORD_AFTER_REFLECTION_WORDS = 9;
/** A sentence this long, said once, is noticed when it comes again. */
const NOTICED_WORDS = 3;
const SALT: Readonly<Record<ReactionKind, number>> = {
  greeting: 0,
  thanks: 1,
  yes: 2,
  no: 0,
  dontKnow: 1,
  name: 2,
  placeFrom: 0,
  placeLive: 1,
  like: 2,
  love: 0,
  dislike: 1,
  hate: 2,
  prefer: 0,
  number: 1,
  keyword: 2,
  echo: 1,
  question: 0,
  questionAbout: 0,
  questionInRole: 0,
  questionAboutInRole: 0,
  serviceRequest: 2,
  serviceRequestAbout: 1,
  acknowledge: 1,
  sympathy: 2,
  sympathyAbout: 0,
  sympathyPast: 1,
  sympathyMild: 1,
  sympathyWorry: 0,
  condolence: 1,
  joy: 0,
  complaint: 1,
  serviceComplaint: 1,
  blamed: 0,
  apologyAccepted: 1,
  refusal: 1,
  recast: 2,
  toldAfterSadNews: 0,
  hope: 1,
  hopeNot: 0,
  wishedWell: 1,
  praisedServed: 1,
  praisedServedRecast: 0,
};

/**
 * The partner's reaction to what it recognised, in this order (docs/product.md#message-checks):
 * - bad news: sympathy, and nothing cheerful beside it; a complaint: regret ("¡Vaya, qué pena!"), not the topic
 *   word's own line ("Algo frío es perfecto con este calor" to "la carne estaba fría");
 * - a corrected message: the recast of the corrected clause ("¿Tu madre tiene 50 años? ¡Qué bien!");
 * - otherwise the most specific thing (a name, a place, a like, a number, a topic word), optionally one more
 *   short one, with a greeting or "de nada" in front when the learner said so;
 * - otherwise a plain reaction that fits the message (a refusal, yes/no, good news, a question…).
 * A line the partner already said in this conversation is never used again: another wording, or none.
 */
export function reactionParts(message: LearnerMessage, context: ReactionContext): ReplyPart[] {
  if (message.mood === 'bad' || message.mood === 'complaint') return newsParts(message, context);
  // "Gracias. Tenía noventa años y era muy divertida.": what follows bad news is taken in gently, not cheered
  const content: Candidate[] = context.afterSadNews
    ? [{ kind: 'toldAfterSadNews', slots: {} }]
    : leadingCandidates(message, context);
  // Good news is met with joy first ("¡Qué buena noticia!"), then what was recognised in it.
  if (message.mood === 'good' && !context.recast) content.unshift({ kind: 'joy', slots: {} });
  const parts: ReplyPart[] = [];
  let primary: Candidate | undefined;
  let primaryLine: BilingualLine | undefined;
  for (const candidate of [...content, ...fallbackCandidates(message, context)]) {
    primaryLine = freshLine(candidate, context);
    if (primaryLine) {
      primary = candidate;
      break;
    }
  }
  // every "no lo sé" said already: one said again is honest, where an acknowledgement would not be
  if ((!primary || !primaryLine) && message.isQuestion && !context.answered) {
    primary = { kind: context.inRole ? 'questionInRole' : 'question', slots: {} };
    primaryLine = pickVariant(allVariants(primary, context), context.seed);
  }
  if (!primary || !primaryLine) return [];
  const social =
    primary.kind === 'greeting' || primary.kind === 'thanks' ? undefined : socialKind(message, context.partnerSaid);
  if (social) {
    // The shortest wording, and none at all when the reaction already says it ("¡Hola, Ana! Encantada.").
    const line = shortest(context.phrases.reactions[social][context.difficulty]);
    if (!normaliseText(primaryLine.es).startsWith(normaliseText(line.es))) parts.push({ line, dropRank: 2 });
  }
  parts.push({ line: primaryLine, shorter: allVariants(primary, context), dropRank: 1 });
  let second: Candidate | undefined;
  if (message.mood === 'good' && primary.kind !== 'joy') second = { kind: 'joy', slots: {} };
  else if (content.includes(primary))
    second = content.slice(content.indexOf(primary) + 1).find(
      (candidate) =>
        (candidate.kind !== 'keyword' || primary.kind === 'recast') &&
        // the plain "¡Claro! Ahora mismo te ayudo." stands in for "¿El tinte? ¡Claro que sí!", never beside it
        !(primary.kind === 'serviceRequestAbout' && candidate.kind === 'serviceRequest') &&
        // "¡Qué buena noticia! Me alegro mucho." needs no "¿Tu jefe? Ah, ya veo." after it, nor one thing
        // said back another ("¿El monedero? Ah, de acuerdo. ¿Diez euros? Ya veo.")
        // a topic word's own line has taken up the thing ("¡Cuidado, está muy caliente!" needs no "¿El café?")
        !(
          FRAGMENT_ECHOES.has(candidate.kind) &&
          (primary.kind === 'joy' || primary.kind === 'keyword' || FRAGMENT_ECHOES.has(primary.kind))
        ),
    );
  const secondLine = second ? freshLine(second, context) : undefined;
  if (
    secondLine &&
    wordCount(primaryLine.es) <= SHORT_REACTION_WORDS &&
    // after a reflection a topic word's line may be longer: the reflection is the reply's own, the line its colour
    wordCount(secondLine.es) <= (second?.kind === 'keyword' ? KEYWORD_AFTER_REFLECTION_WORDS : SHORT_REACTION_WORDS)
  ) {
    parts.push({ line: secondLine, dropRank: 3 });
  }
  // "Mi hotel está en la Roma. ¿Hay restaurantes buenos ahí?": a question nothing answered is owned up to beside the
  // statement said back, never passed over for the next question of the partner's own
  if (primary.kind === 'recast' && asksUnanswered(message, context)) {
    const line = freshLine({ kind: context.inRole ? 'questionInRole' : 'question', slots: {} }, context);
    if (line) parts.push({ line, dropRank: 1 });
  }
  return parts;
}

/** Whether the turn puts a question to the partner (not a tag nor a request) that no answer took up. */
function asksUnanswered(message: LearnerMessage, context: ReactionContext): boolean {
  if (!message.isQuestion || context.answered || message.askBack) return false;
  const questions = message.text.raw.match(/¿[^¿?]*\?/gu) ?? [];
  // "¿verdad?" after a statement asks nothing; "¿Tú puedes traer el pastel?" asks a deed, which "no lo sé" would not answer
  return questions.some((question) => context.asksToKnow(question));
}

/** What the reaction leads with: a service asked for, the recast of a corrected message, else what it named. */
function leadingCandidates(message: LearnerMessage, context: ReactionContext): Candidate[] {
  // "Quiero devolver esta chaqueta", said to the one serving: a ready "of course", not "¿La chaqueta? Ya veo."
  const request = message.requestsAService && context.serves ? requestCandidates(message, context) : [];
  // "Espero que mi abuelo se mejore pronto": a hope is shared, not said back as news ("¡Ah, el abuelo!")
  if (message.hope && !message.isQuestion && !message.mood)
    return [{ kind: message.hope === 'yes' ? 'hope' : message.hope === 'no' ? 'hopeNot' : 'wishedWell', slots: {} }];
  // "El pastel está muy rico": glad it is liked, the corrected clause said back first
  if (message.praisesServed && context.serves)
    return context.recast
      ? [{ kind: 'praisedServedRecast', slots: { recast: sameInBoth(context.recast) } }]
      : [{ kind: 'praisedServed', slots: {} }];
  // (a reflection the partner has said already, its own question "¿Tienes una reserva?" answered yes, leaves what the
  // turn named to say back: "¿Una reserva?", never only "¡Ah, vale!")
  const recast: Candidate | undefined = context.recast
    ? { kind: 'recast', slots: { recast: sameInBoth(context.recast) } }
    : undefined;
  if (recast && freshLine(recast, context)) return [...request, recast, ...keywordAfterReflection(message)];
  // "Hola, me llamo Ana. Quiero practicar mi español.": the name is taken first, then the request
  const introduced: Candidate[] = message.name
    ? [{ kind: 'name', slots: { name: sameInBoth(message.name.name) } }]
    : [];
  return request.length > 0 ? [...introduced, ...request] : contentCandidates(message, context);
}

/** "¿La chaqueta? ¡Claro! Ahora mismo te ayudo.": what the request is about said back when it can be, then plainly. */
function requestCandidates(message: LearnerMessage, context: ReactionContext): Candidate[] {
  // "Vi su anuncio": "su" may be the partner's own, which said back would name the wrong owner
  const named = sayableAll(
    message.named.filter((phrase) => !UNCLEAR_OWNER.test(phrase)),
    context,
  );
  const plain: Candidate = { kind: 'serviceRequest', slots: {} };
  return named ? [{ kind: 'serviceRequestAbout', slots: { x: echoSlot(named, context.glossary) } }, plain] : [plain];
}

const A_HOME = /^(?:un|una|unos|unas|mi|mis|tu|tus|su|sus)\s/iu;

/** "su": the partner's (usted) or another's; a phrase with it said back may name the wrong owner. */
export const UNCLEAR_OWNER = /(?<!\p{L})sus?(?!\p{L})/iu;

/** Content reactions, most specific first. Echoes only what is whole and spelled right. */
function contentCandidates(message: LearnerMessage, context: ReactionContext): Candidate[] {
  const { glossary } = context;
  const candidates: Candidate[] = [];
  if (message.name) candidates.push({ kind: 'name', slots: { name: sameInBoth(message.name.name) } });
  // "Vivo en un departamento pequeño" names a home, not a place to visit ("Me encantaría visitar ese lugar")
  for (const { kind, place, bare } of message.places.filter((said) => !A_HOME.test(said.bare))) {
    candidates.push({ kind: kind === 'from' ? 'placeFrom' : 'placeLive', slots: { place: { es: place, en: bare } } });
  }
  // "Me encanta su/tu acento" to the partner is "my accent" in its mouth, or another's: such an object is not said back
  const ofTheListener = (message.like?.objectAsWritten ?? '')
    .split(/\s+/u)
    .some((word) => isYouWord(word) || UNCLEAR_OWNER.test(word));
  if (message.like?.echoable && !ofTheListener && context.canEcho(message.like.objectAsWritten)) {
    const { kind, object, objectFormal, objectAsWritten, verb, subjunctive } = message.like;
    const said = context.register === 'usted' ? objectFormal : object;
    const english = glossary.translate(objectAsWritten) ?? `"${said}"`;
    candidates.push({
      kind,
      slots: { x: { es: said, en: english }, verb: sameInBoth(verb), subjunctive: sameInBoth(subjunctive) },
    });
  }
  // With no topic word, a thing the statement names is said back, before a number: "Dos años" is one detail of a
  // story, "¿Tu abuela?" shows the story was heard.
  // What the learner thanks for ("gracias por su ayuda") is not news to say back.
  const named =
    message.isQuestion || message.thanks
      ? undefined
      : sayableAll(
          // said from the partner's side already ("mi abuelo" is "tu abuelo"); "su" may still be the partner's own;
          // a place said back already ("Eres de Madrid. ¡Genial!") is not said again ("¿Madrid? ¡Ah, ya veo!")
          message.named.filter(
            (phrase) =>
              !UNCLEAR_OWNER.test(phrase) &&
              !(context.namesTheSetting?.(phrase) ?? false) &&
              !message.places.some((said) => normaliseText(said.bare) === normaliseText(phrase)),
          ),
          context,
        );
  const echo: Candidate | undefined = named ? { kind: 'echo', slots: { x: echoSlot(named, glossary) } } : undefined;
  if (echo && !message.keyword) candidates.push(echo);
  // A number in a question is the question's context ("si solo tengo tres horas"), not news to react to. A span of
  // time ("hace dos años", "cada dos horas") is a detail of the story: the topic word it tells of comes first.
  const number: Candidate | undefined =
    message.number?.echo && !message.isQuestion
      ? { kind: 'number', slots: { number: message.number.echo } }
      : undefined;
  if (number && !message.timeSpan) candidates.push(number);
  // A question the partner could not answer is not news: "¿La tortilla? ¡Qué interesante! Gracias por contármelo"
  // pretends it was told something. The keyword's own line still fits; else the honest "eso no lo sé" follows.
  // "Recorrí la Patagonia en autobús": a keyword's line about another place ("Los autobuses de México…") is not said
  // "¿Tienen leche sin lactosa?": "Claro, tenemos leche entera…" would offer what is ruled out
  const elsewhere =
    message.keyword?.reply !== undefined &&
    (namesAnotherPlace(message.keyword.reply.es, message.text.raw) ||
      (message.isQuestion && (context.ruledOut?.(message.keyword.reply.es) ?? false)));
  if (message.keyword && (message.keyword.reply || !message.isQuestion) && !elsewhere) {
    const { keyword } = message;
    // serving the learner ("Te traigo el coche"), the partner hears a thing to see to, not a topic to discuss:
    // "¿El coche? Entiendo.", never "¿El coche? Es un tema que da para mucho."
    // (a doing is no thing to hand over: "acabo de llegar" is not asked back "¿Llegar?")
    if (context.serves && !keyword.reply) {
      if (!(context.namesTheSetting?.(keyword.es) ?? false) && !isADoing(keyword.es))
        candidates.push({ kind: 'echo', slots: { x: { es: keyword.es, en: keyword.en } } });
    } else
      candidates.push({
        kind: 'keyword',
        slots: { word: { es: keyword.es, en: keyword.en } },
        ...(keyword.reply ? { fixed: keyword.reply } : {}),
      });
  }
  // Beside a topic word's own line, a thing it does not name may follow as a short second reaction.
  if (echo && message.keyword && !namesTheKeyword(named!, message)) candidates.push(echo);
  if (number && message.timeSpan) candidates.push(number);
  return candidates;
}

/** Whether the phrase holds a word of the topic word the message matched ("la guitarra" of "guitarra"). */
function namesTheKeyword(phrase: string, message: LearnerMessage): boolean {
  const said = new Set(normaliseText(phrase).split(' '));
  const keyword = normaliseText(message.keywordAsWritten ?? message.keyword?.es ?? '').split(' ');
  return keyword.some((word) => word.length > 3 && said.has(word));
}

/** Plain reactions that fit the message, most fitting first; "acknowledge" last, for anything. */
const UNKNOWN_KINDS = ['questionAbout', 'question'] as const;

function fallbackCandidates(message: LearnerMessage, context: ReactionContext): Candidate[] {
  const kinds: ReactionKind[] = [];
  // A question nothing answers: its subject said back shows it was heard, then the honest "no lo sé" (a "Vale." before
  // it is no yes to be glad of: "¡Ah, muy bien! Me alegra saberlo." met "Vale. ¿Cuánto tiempo dura el viaje?")
  const unanswered = message.isQuestion && !context.answered;
  if (message.refusal) kinds.push('refusal');
  if (message.answer && !unanswered) kinds.push(message.answer);
  if (message.mood === 'good') kinds.push('joy');
  const candidates: Candidate[] = kinds.map((kind) => ({ kind, slots: {} }));
  // never what a copula says of another: "¿Este puesto y un negocio familiar?" joined a predicate ("¿Es un negocio
  // familiar?") to the thing asked about
  const named = unanswered ? sayableAll(thingsAskedAbout(message), context) : undefined;
  const [about, plain] = context.inRole ? (['questionAboutInRole', 'questionInRole'] as const) : UNKNOWN_KINDS;
  if (named) candidates.push({ kind: about, slots: { x: echoSlot(named, context.glossary) } });
  if (unanswered) candidates.push({ kind: plain, slots: {} });
  const social: ReactionKind[] = [];
  if (message.greeting) social.push('greeting');
  if (message.thanks) social.push('thanks');
  // "Gracias por contármelo" answers nothing: a question is never acknowledged as if it told something
  if (!unanswered) social.push('acknowledge');
  return [...candidates, ...social.map((kind) => ({ kind, slots: {} }))];
}

/**
 * A topic word's own line after a reflection, when the word has one ("¿Desayunas pan con café? ¡A mí me encanta el
 * café!"): what the learner said is taken up first, the partner's own taste follows.
 */
function keywordAfterReflection(message: LearnerMessage): Candidate[] {
  const { keyword } = message;
  if (!keyword?.reply || message.isQuestion || message.mood) return [];
  return [{ kind: 'keyword', slots: { word: { es: keyword.es, en: keyword.en } }, fixed: keyword.reply }];
}

function socialKind(message: LearnerMessage, partnerSaid: readonly string[]): ReactionKind | undefined {
  if (message.apology) return 'apologyAccepted';
  // once the partner's opening greeted, a learner's greeting back needs no second "¡Hola!" before what follows
  if (message.greeting && !opensWithGreeting(tokenise(partnerSaid[0] ?? ''))) return 'greeting';
  if (message.thanks) return 'thanks';
  return undefined;
}

/** A wording of the candidate the partner has not said yet in this conversation, picked by the seed. */
function freshLine(candidate: Candidate, context: ReactionContext): BilingualLine | undefined {
  const saidBefore = (text: string) => {
    const normalised = normaliseText(text);
    return context.partnerSaid.some((message) => message.includes(normalised));
  };
  // A line is not said again, nor a sentence of it long enough to be noticed ("Gracias por contármelo").
  const said = (line: BilingualLine) => {
    const heard = context.heard ? context.heard(line.es) : line.es;
    return (
      saidBefore(heard) ||
      sentencesOf(heard).some((sentence) => wordCount(sentence) >= NOTICED_WORDS && saidBefore(sentence))
    );
  };
  // A keyword's own reply already said (in the opening, say) gives way to a generic echo of the keyword.
  if (candidate.fixed && !said(candidate.fixed)) return candidate.fixed;
  const options = allVariants(candidate, context);
  const start = (context.seed + SALT[candidate.kind]) % options.length;
  for (let offset = 0; offset < options.length; offset++) {
    const line = options[(start + offset) % options.length]!;
    if (!said(line)) return line;
  }
  return undefined;
}

/** Sympathy for bad news, regret for a complaint, and nothing cheerful beside them. */
function newsParts(message: LearnerMessage, context: ReactionContext): ReplyPart[] {
  // "Estoy muy cansado": "¿Estás muy cansado? ¡Vaya, cuánto lo siento!" takes up what was told, not only its mood;
  // a corrected message is said back right ("Yo soy cansado" → "¿Estás cansado?") whatever else is said
  // only a whole clause: a fragment of the fix ("¿Del banco dentro?") beside sympathy says nothing
  const recast = context.recast && holdsAVerb(context.recast) ? context.recast : undefined;
  // a death is never asked back ("¿Tu abuela falleció?"): condolences alone
  const back = message.newsDeath ? undefined : (recast ?? context.newsSaidBack);
  const saidBack = back ? { es: `¿${capitalise(back)}?`, en: `"${back}"?` } : undefined;
  // Bad news is named when its noun phrase can be said back ("¡Cuánto siento lo de tus plantas!"), unless the
  // clause said back names it already and a plain line of sympathy is still fresh
  const about = message.mood === 'bad' && message.newsAbout ? sayable(message.newsAbout, context) : undefined;
  const named = () =>
    about ? freshLine({ kind: 'sympathyAbout', slots: { about: aboutSlot(about) } }, context) : undefined;
  const complaint = message.blamesPartner ? 'blamed' : context.serves ? 'serviceComplaint' : 'complaint';
  const plain = () => freshLine({ kind: message.mood === 'bad' ? 'sympathy' : complaint, slots: {} }, context);
  // news of a time that is over is not hoped to mend soon ("Cuando era niño, me perdí…": "debió de ser difícil")
  const past = () => freshLine({ kind: 'sympathyPast', slots: {} }, context);
  // a passing ailment ("me duele la cabeza") is met with plain sympathy, not as a misfortune
  const mild = () => freshLine({ kind: 'sympathyMild', slots: {} }, context);
  // a death is met with condolences, whatever else the turn tells
  const condolence = () => (message.newsDeath ? freshLine({ kind: 'condolence', slots: {} }, context) : undefined);
  // a worry or a fear ("me preocupa…", "tengo miedo de que…") is understood, not pitied
  const worry = () => (message.newsWorry ? freshLine({ kind: 'sympathyWorry', slots: {} }, context) : undefined);
  const plainOrMild = () => condolence() ?? worry() ?? (message.newsMild ? (mild() ?? plain()) : plain());
  const line = message.newsDeath
    ? (named() ?? condolence() ?? plain())
    : // a complaint about what happened last month is still a complaint: an apology, not "debió de ser difícil"
      message.newsOver && !message.newsMild && message.mood === 'bad'
      ? (past() ?? plain())
      : back || message.newsWorry
        ? (plainOrMild() ?? named())
        : (named() ?? plainOrMild());
  // "Perdón por el retraso, hubo un accidente": the learner is put at ease first
  const atEase = message.apology ? freshLine({ kind: 'apologyAccepted', slots: {} }, context) : undefined;
  return [
    ...(atEase ? [{ line: atEase, dropRank: 2 }] : []),
    ...(saidBack ? [{ line: saidBack, dropRank: 1 }] : []),
    ...(line ? [{ line }] : []),
  ];
}

/** Whether a phrase holds a conjugated verb: a clause, not a fragment. */
function holdsAVerb(phrase: string): boolean {
  return analysed(phrase).tokens.some((token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite');
}

function shortest(lines: readonly BilingualLine[]): BilingualLine {
  return lines.reduce((best, line) => (wordCount(line.es) < wordCount(best.es) ? line : best));
}

function allVariants(candidate: Candidate, context: ReactionContext): BilingualLine[] {
  return context.phrases.reactions[candidate.kind][context.difficulty].map((line) => fillLine(line, candidate.slots));
}

/**
 * As much of a phrase as can be said back: all of it, else without its "de" complement ("del concierto de Natalia"
 * is "del concierto" when the name is not one the partner can vouch for); none when even that cannot.
 */
export function sayable(phrase: string, context: Pick<ReactionContext, 'canEcho'>): string | undefined {
  let said = phrase;
  while (!context.canEcho(said)) {
    const cut = Math.max(said.lastIndexOf(' de '), said.lastIndexOf(' del '));
    if (cut <= 0) return undefined;
    said = said.slice(0, cut);
  }
  return said;
}

/** The phrases that can be said back, joined: "la tortilla y los huevos". */
function sayableAll(phrases: readonly string[], context: Pick<ReactionContext, 'canEcho'>): string | undefined {
  const said = phrases.map((phrase) => sayable(phrase, context)).filter((phrase) => phrase !== undefined);
  // "¿La tortilla y los huevos?" joins two things; a name and a thing ("¿España y el lugar?") are no pair
  if (said.length > 1 && said.some((phrase) => /^\p{Lu}/u.test(phrase))) return said[0];
  return said.length > 0 ? said.join(' y ') : undefined;
}

/** A phrase said back: its English from the glossary, else the Spanish quoted, as other echoes do. */
export function echoSlot(phrase: string, glossary: Glossary): BilingualLine {
  return { es: phrase, en: glossary.translate(phrase) ?? `"${phrase}"` };
}

/** "del tobillo" in the Spanish; the English quotes the phrase itself ("el tobillo"), as other echoes do. */
function aboutSlot(about: string): BilingualLine {
  const phrase = about.startsWith('del ') ? `el ${about.slice(4)}` : about.replace(/^de /u, '');
  return { es: about, en: `"${phrase}"` };
}

/** The things the turn names, but what a copula says of another ("¿Es un negocio familiar?"): no thing asked about. */
function thingsAskedAbout(message: LearnerMessage): readonly string[] {
  const padded = ` ${normaliseText(message.text.raw)} `;
  const predicate = (phrase: string) =>
    COPULA_FORMS.some((copula) => padded.includes(` ${copula} ${normaliseText(phrase)} `));
  const things = message.named.filter((phrase) => !predicate(phrase));
  return things.length > 0 ? things : message.named;
}

const COPULA_FORMS = ['es', 'son', 'era', 'eran', 'fue', 'fueron', 'sera', 'seria'];

/** Whether a keyword is a verb's infinitive ("llegar"), as the language core reads it alone. */
function isADoing(word: string): boolean {
  const tokens = analysed(word).tokens.filter((token) => token.kind === 'word');
  return tokens.length === 1 && tokens[0]!.reading?.verbForm === 'infinitive';
}
